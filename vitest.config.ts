import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code. Plain .ts logic runs in Node; .tsx components run in jsdom.
// Contract tests (tests/contracts) deploy to a real anvil that each suite starts itself.
export default defineConfig({
  // `@/…` is src/ (tsconfig paths), as in the app build.
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  test: {
    // A hang detector, not a speed check: a 1 MB import took 6.7 s under load against the 5 s default.
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'eslint-rules/**/*.test.ts'],
          exclude: ['src/lib/contracts/**'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/fixtures/dom-setup.ts'],
        },
      },
      './vitest.contracts.config.ts',
    ],
  },
});
