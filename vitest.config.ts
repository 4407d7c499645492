import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code. Plain .ts logic runs in Node; .tsx components run in jsdom.
// Contract tests (tests/contracts) deploy to a real anvil that each suite starts itself.
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'eslint-rules/**/*.test.ts'], exclude: ['src/lib/contracts/**'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'dom', include: ['src/**/*.test.tsx'], environment: 'jsdom', setupFiles: ['tests/fixtures/dom-setup.ts'] },
      },
      './vitest.contracts.config.ts',
    ],
  },
});
