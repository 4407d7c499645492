import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// `npm run screenshots`: the browser-test setup (built site, anvil, the test wallet) pointed at
// tests/screenshots, which writes PNGs into screenshots/ instead of asserting.
export default defineConfig({
  ...base,
  testDir: 'tests/screenshots',
  reporter: [['list']],
});
