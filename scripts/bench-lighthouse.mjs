// Lighthouse (mobile, simulated throttling) on the built site served as a static host would.
// Prints the four category scores per page beside the targets (docs/product.md#budgets), the
// metrics behind the performance score and the JavaScript Lighthouse found unused, so a drop says
// where it comes from. Pages:
//   /, /login             the production build (dist/)
//   /platform (Dashboard) the local-mode build (dist-local, dev wallet) with the sample company
//                         loaded: its year played on a fresh anvil, the workspace's side loaded by
//                         the page's own button, the sync engine caught up; then Lighthouse opens
//                         the Dashboard in that same tab with its storage kept (a returning user:
//                         the dev wallet's approval lives in the tab's sessionStorage). The tab is
//                         driven with puppeteer-core, Lighthouse's own driver (it takes its Page).
// BENCH_LIGHTHOUSE_RUNS=3 runs each page three times and prints every run (the machine is shared);
// arguments pick pages: `node scripts/bench-lighthouse.mjs login dashboard`; BENCH_LIGHTHOUSE_SAVE=dir
// writes each run's full report there (JSON, for the Lighthouse viewer).
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { startAnvil } from './lib/anvil.mjs';
import { deployAll } from './lib/deploy.mjs';
import { SAMPLE_HISTORY_DAYS, playSampleOnNode } from './lib/sample-chain.mjs';
import { startStaticServer } from './lib/static-server.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const LANDING = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
const PICKED = process.argv.slice(2);
const picked = (name) => PICKED.length === 0 || PICKED.includes(name);
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1));
const LOCAL_DIST = process.env.BENCH_LOCAL_DIST ?? 'dist-local';
const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'speed-index': 'SI',
  'cumulative-layout-shift': 'CLS',
};

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const pad = (text, width) => String(text).padEnd(width);

/** Runs Lighthouse on `url` RUNS times (in `page` when given) and prints each run: scores, metrics, unused JavaScript. */
async function measure(chrome, url, name, targets, flags = {}, page = undefined) {
  for (let run = 1; run <= RUNS; run += 1) {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', ...flags },
      undefined,
      page,
    );
    const lhr = result?.lhr;
    if (process.env.BENCH_LIGHTHOUSE_SAVE && lhr)
      await writeFile(
        join(process.env.BENCH_LIGHTHOUSE_SAVE, `${name.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${run}.json`),
        JSON.stringify(lhr),
      );
    const cells = CATEGORIES.map((key) => {
      const score = Math.round((lhr?.categories[key]?.score ?? 0) * 100);
      const target = targets[key];
      return pad(
        `${score}${target === undefined ? '' : score >= target ? ` ≥${target} PASS` : ` <${target} FAIL`}`,
        16,
      );
    });
    console.log(`${pad(RUNS > 1 ? `${name} #${run}` : name, 28)}${cells.join('')}`);
    const audits = lhr?.audits ?? {};
    const metrics = Object.entries(METRICS).map(([id, label]) => `${label} ${audits[id]?.displayValue ?? '?'}`);
    const unused = audits['unused-javascript']?.details?.overallSavingsBytes ?? 0;
    console.log(`  ${metrics.join(', ')}; unused JS ${(unused / 1024).toFixed(0)} KiB`);
    // The element the LCP is, and how long after the first byte it waited for its render.
    const lcp = audits['lcp-breakdown-insight']?.details?.items ?? [];
    const node = lcp.find((item) => item.type === 'node');
    const phases = lcp.find((item) => item.type === 'table')?.items ?? [];
    const delay = phases.find((p) => p.subpart === 'elementRenderDelay')?.duration;
    if (node)
      console.log(
        `  LCP element: ${node.nodeLabel?.slice(0, 60)} (${node.selector?.split(' > ').at(-1)})` +
          (delay === undefined ? '' : `, render delay ${Math.round(delay)} ms observed`),
      );
    const failed = Object.values(audits).filter(
      (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary',
    );
    if (failed.length) console.log(`  below full marks: ${failed.map((a) => a.id).join(', ')}`);
  }
}

/** The local-mode build with a sample company loaded in the browser's storage; returns what to stop. */
async function sampleCompany(chrome) {
  if (!existsSync(`${LOCAL_DIST}/index.html`)) {
    const build = spawnSync('astro', ['build', '--silent'], {
      stdio: 'inherit',
      env: { ...process.env, LEDGERLINE_LOCAL: '1', OUT_DIR: LOCAL_DIST },
    });
    if (build.status !== 0) throw new Error('the local-mode build failed');
  }
  // As `npm start -- --sample`: the chain starts before the sample's year.
  const past = Math.floor(Date.now() / 1000) - SAMPLE_HISTORY_DAYS * 86_400;
  const anvil = await startAnvil({ args: ['--timestamp', String(past)] });
  const dir = await mkdtemp(join(tmpdir(), 'ledgerline-lighthouse-'));
  const server = await startStaticServer({ root: LOCAL_DIST, rpcProxy: anvil.rpcUrl });
  const stop = async () => {
    await server.close();
    await anvil.stop();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const deployed = await deployAll({ rpcUrl: anvil.rpcUrl, deploymentsPath: join(dir, 'deployments.json') });
    await playSampleOnNode({ rpcUrl: anvil.rpcUrl, chainId: deployed.chainId, contracts: deployed.addresses });
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = await browser.newPage();
    await page.goto(`${server.url}login`);
    // The locator waits for the app's enabled button (the pre-rendered one is disabled).
    await page.locator('button::-p-text(Connect Wallet)').click();
    await page.waitForFunction(() => location.pathname.endsWith('/platform'));
    await page.locator('button::-p-text(Load a sample company)').click();
    await page.waitForFunction(() => document.body.innerText.includes('The sample company is loaded'), {
      timeout: 300_000,
    });
    // The sync engine has caught up once the Dashboard lists the latest transactions.
    await page.waitForFunction(
      () =>
        ([...document.querySelectorAll('table')].find(
          (table) => table.caption?.textContent === 'Latest transactions, newest first',
        )?.tBodies[0]?.rows.length ?? 0) > 2,
      { timeout: 300_000 },
    );
    const close = async () => {
      await browser.disconnect();
      await stop();
    };
    return { url: `${server.url}platform`, page, stop: close };
  } catch (error) {
    await stop();
    throw error;
  }
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
const server = await startStaticServer({ root: process.env.BENCH_DIST ?? 'dist' });
try {
  console.log(`${pad('page', 28)}${CATEGORIES.map((k) => pad(k, 16)).join('')}`);
  if (picked('landing')) await measure(chrome, server.url, '/ (landing)', LANDING);
  if (picked('login')) await measure(chrome, `${server.url}login`, '/login (app island)', { performance: 98 });
  const sample = picked('dashboard') ? await sampleCompany(chrome) : null;
  if (sample)
    try {
      // Lighthouse would clear the origin's storage first: the Dashboard would be an empty workspace.
      await measure(
        chrome,
        sample.url,
        '/platform (sample co.)',
        { performance: 90 },
        { disableStorageReset: true },
        sample.page,
      );
    } finally {
      await sample.stop();
    }
} finally {
  chrome.kill();
  await server.close();
}
