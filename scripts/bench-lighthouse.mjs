// Lighthouse (mobile, simulated throttling) on the built site served as a static host would.
// Prints the four category scores per page beside the landing page's targets (docs/product.md#budgets).
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startStaticServer } from './lib/static-server.mjs';

const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
const PAGES = [
  { path: '', name: '/ (landing)', targets: TARGETS },
  { path: 'login', name: '/login (app island)', targets: null },
];

const server = await startStaticServer({ root: process.env.BENCH_DIST ?? 'dist' });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  console.log(
    `${'page'.padEnd(24)}${Object.keys(TARGETS)
      .map((k) => k.padEnd(16))
      .join('')}`,
  );
  for (const page of PAGES) {
    const result = await lighthouse(`${server.url}${page.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
    });
    const categories = result?.lhr.categories ?? {};
    const cells = Object.keys(TARGETS).map((key) => {
      const score = Math.round((categories[key]?.score ?? 0) * 100);
      const target = page.targets?.[key];
      return `${score}${target === undefined ? '' : score >= target ? ` ≥${target} PASS` : ` <${target} FAIL`}`.padEnd(
        16,
      );
    });
    console.log(`${page.name.padEnd(24)}${cells.join('')}`);
    const failed = Object.values(result?.lhr.audits ?? {}).filter(
      (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary',
    );
    if (failed.length) console.log(`  below full marks: ${failed.map((a) => a.id).join(', ')}`);
  }
} finally {
  chrome.kill();
  await server.close();
}
