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
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, where the anvil
    // suites wait on their chain, not the CPU. Two workers: 575 s → 390 s for the whole run here.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'eslint-rules/**/*.test.ts'],
          exclude: ['src/lib/contracts/**'],
          environment: 'node',
          // Worker threads, not child processes: each file still gets a fresh module graph, without
          // a Node process started for it (430 files: 568 s on forks, 401 s on threads, the same
          // load beside them). Not vmThreads: see the dom project.
          pool: 'threads',
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          // One jsdom per worker, each file still in its own context: building jsdom for every file
          // was 60 % of this project's time (84 files: 316 s → 50 s on a loaded machine). The unit
          // project stays on forks: in a vm context, fake-indexeddb and Node's own Uint8Array are of
          // another realm than the test's, and 19 of its tests fail there.
          pool: 'vmThreads',
          setupFiles: ['tests/fixtures/dom-setup.ts'],
        },
      },
      './vitest.contracts.config.ts',
    ],
  },
});
