// Offline figures of the built dist/ (docs/offline.md): what the service worker precaches on a
// first visit (Node, from dist/sw.js), that the landing page loads none of it, and the time to the
// first visible page of a repeat visit to /login, from the worker's cache offline and online
// against the network with no worker (real Chromium, the median of RUNS reloads).
// Usage: node scripts/bench-offline.mjs
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { entryScripts, gzipTotal, staticGraph } from './lib/js-graph.mjs';
import { startStaticServer } from './lib/static-server.mjs';

const dist = process.env.BENCH_DIST ?? 'dist';
const RUNS = Number(process.env.BENCH_OFFLINE_RUNS ?? 5);
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
const row = (cells) => console.log(cells.map((c, i) => String(c).padEnd(i === 0 ? 52 : 16)).join(''));

const worker = await readFile(join(dist, 'sw.js'), 'utf8');
const manifest = JSON.parse(/const MANIFEST = (\{.*\});\n/.exec(worker)?.[1] ?? 'null');
if (!manifest) throw new Error(`${dist}/sw.js holds no precache manifest`);
const files = await Promise.all(
  manifest.files.map(async ([url]) => {
    const body = await readFile(join(dist, url === '' || url.endsWith('/') ? `${url}index.html` : url));
    return { url, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length };
  }),
);
const sum = (key, list = files) => list.reduce((total, file) => total + file[key], 0);
const kinds = [
  ['pages (HTML)', (url) => url === '' || url.endsWith('/') || url.endsWith('.html')],
  ['JavaScript (chunks and workers)', (url) => url.endsWith('.js')],
  ['WebAssembly (the team merge engine)', (url) => url.endsWith('.wasm')],
  ['icons and manifest', () => true],
];
row(['precached on the first visit', 'files', 'bytes', 'gzip -9']);
row(['  all', files.length, kb(sum('bytes')), kb(sum('gzip'))]);
let left = files;
for (const [name, test] of kinds) {
  const these = left.filter((file) => test(file.url));
  left = left.filter((file) => !test(file.url));
  row([`  ${name}`, these.length, kb(sum('bytes', these)), kb(sum('gzip', these))]);
}
row(['  sw.js itself (with its manifest)', 1, kb(worker.length), kb(gzipSync(worker, { level: 9 }).length)]);

// The landing page registers no worker and links no manifest: its JavaScript is what it was.
const landingHtml = await readFile(join(dist, 'index.html'), 'utf8');
const landing = await staticGraph(dist, entryScripts(landingHtml));
const registers = [...landing.files.values()].some((file) => /serviceWorker/.test(file.text));
const links = /rel="manifest"/.test(landingHtml);
row([
  '/ (landing) JavaScript, no worker, no manifest',
  kb(gzipTotal(landing.files)),
  'budget 75 KB',
  registers || links || gzipTotal(landing.files) > 75 * 1024 ? 'FAIL' : 'PASS',
]);

/** Milliseconds to the first contentful paint of the page now shown. */
const firstPaint = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(list.getEntries()[0]?.startTime ?? NaN);
        }).observe({ type: 'paint', buffered: true });
      }),
  );
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = await startStaticServer({ root: dist });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  /** FCP of RUNS reloads of /login after one visit, in a fresh context. */
  const repeatVisits = async ({ serviceWorkers, offline }) => {
    const context = await browser.newContext({ serviceWorkers });
    const page = await context.newPage();
    await page.goto(`${server.url}login/`);
    if (serviceWorkers === 'allow') {
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    }
    await context.setOffline(offline);
    const times = [];
    for (let run = 0; run < RUNS; run += 1) {
      await page.reload();
      times.push(await firstPaint(page));
    }
    await context.close();
    return median(times);
  };
  const offline = await repeatVisits({ serviceWorkers: 'allow', offline: true });
  const cached = await repeatVisits({ serviceWorkers: 'allow', offline: false });
  const network = await repeatVisits({ serviceWorkers: 'block', offline: false });
  row([`repeat visit to /login, first paint (median of ${RUNS})`, 'ms', '', '']);
  row(['  offline, from the worker', offline.toFixed(0), '', '']);
  row(['  online, from the worker', cached.toFixed(0), '', '']);
  row(['  online, no worker (network, HTTP cache)', network.toFixed(0), '', '']);
} finally {
  await browser.close();
  await server.close();
}
