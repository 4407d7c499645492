import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Contract tests: solc-js + a fresh anvil per test file (scripts/lib/anvil.mjs), in Node.
export default defineConfig({
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  test: {
    name: 'contracts',
    environment: 'node',
    include: ['tests/contracts/**/*.test.ts', 'src/lib/contracts/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
