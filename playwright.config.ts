import { defineConfig, devices } from '@playwright/test';

// Browser tests run the *built* site (dist/) on a plain static server with no rewrite rules,
// in Debian's Chromium (Playwright's own browser download cannot work here).
const port = Number(process.env.E2E_PORT ?? 4400);
const dir = process.env.E2E_DIR ?? 'dist';
const TEAM_SPECS = /team-(workspace|scenarios|safe)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  // Generous limits: CI shares 2 cores between two browser workers, anvil and the static server,
  // and a step that takes 2 s here has taken over 10 s there. A real hang still fails, just later.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: '.cache/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A click or a navigation that waits for ever fails as itself, named with its locator, rather than
    // as the whole test's or a fixture's limit (the team world's set-up has 240 s and many steps).
    actionTimeout: 60_000,
    navigationTimeout: 60_000,
    // A trace records every action's DOM and screen; CI keeps only what the run prints (the failure
    // and its error context), so there it is off: a slower run for a file nobody can open.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // The app drops its colour transitions for reduced motion (theme.css): axe then never reads a
    // colour halfway through a light/dark switch (a contrast failure seen once in CI).
    reducedMotion: 'reduce',
    // The app's service worker (docs/offline.md) would precache the whole build in every test and
    // answer requests a test routes itself; tests/e2e/offline.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // The two team specs (four browser contexts and an IPFS node each) never run beside each other:
    // side by side on two cores, team-scenarios' first publication failed twice where alone it passed.
    // Listed first, so they start first on one worker while the other runs the rest: listed last,
    // they ran alone at the end of the run, one worker idle for their 3–4 minutes.
    { name: 'team', testMatch: TEAM_SPECS, workers: 1, use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'chromium', testIgnore: TEAM_SPECS, use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    command: `node scripts/serve.mjs --dir ${dir} --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
