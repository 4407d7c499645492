// The SBI bench's page figures (scripts/bench-sbi.mjs). JavaScript: the gzip size of the Dashboard's
// and the SBI page's own lazy chunks (their static graphs less the shell's files, as
// `scripts/bench.mjs --js` counts a page), of the chart library's lazy chunk and of the insights
// worker. Browser: the time from "Connect Wallet" on the login page to the Dashboard's first
// content (its heading and the key figures or the first-run checklist) in the local-mode build on anvil.
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { entryScripts, gzipTotal, staticGraph } from './js-graph.mjs';

/** The page and chart chunks' gzip bytes, or null when `dist` has no platform build. */
export async function sbiPageChunks(dist) {
  if (!existsSync(`${dist}/platform/index.html`)) return null;
  const shell = await staticGraph(dist, entryScripts(await readFile(`${dist}/platform/index.html`, 'utf8')));
  const own = async (chunk, minus = []) => {
    const graph = await staticGraph(dist, [chunk]);
    for (const url of [...shell.files.keys(), ...minus]) graph.files.delete(url);
    return { chunk, bytes: gzipTotal(graph.files), files: [...graph.files.keys()], dynamic: graph.dynamic };
  };
  const page = (name) => [...shell.dynamic].find((url) => new RegExp(`/${name}\\.[\\w-]+\\.js$`).test(url));
  const out = [];
  const pages = [];
  for (const [label, name] of [
    ['Dashboard page (own lazy chunks)', 'dashboard-page'],
    ['SBI page (own lazy chunks)', 'sbi-page'],
  ]) {
    const chunk = page(name);
    if (!chunk) continue;
    const figure = await own(chunk);
    pages.push(figure);
    out.push({ label, ...figure });
  }
  // The chart library is imported by each page's chart component, lazily: its chunk on its own.
  const chart = readdirSync(`${dist}/_astro`).find((file) => /^uPlot\.esm\.[\w-]+\.js$/.test(file));
  if (chart) {
    const taken = pages.flatMap((figure) => figure.files);
    out.push({ label: 'Chart library (uPlot, lazy)', ...(await own(`/_astro/${chart}`, taken)) });
  }
  const worker = readdirSync(`${dist}/_astro`).find((file) => /^insights\.worker-[\w-]+\.js$/.test(file));
  if (worker) out.push({ label: 'Insights worker (the engine)', ...(await own(`/_astro/${worker}`)) });
  return out;
}

/**
 * Milliseconds from clicking "Connect Wallet" (login page, next = the Dashboard) to the Dashboard's
 * heading with its key figures or first-run checklist, for `runs` fresh browser contexts (a new
 * workspace each time). Needs `dist-local` (LEDGERLINE_LOCAL=1 OUT_DIR=dist-local astro build).
 */
export async function dashboardFirstContent(runs = 5) {
  const { chromium } = await import('playwright');
  const { startAnvil } = await import('./anvil.mjs');
  const { startStaticServer } = await import('./static-server.mjs');
  const anvil = await startAnvil();
  const server = await startStaticServer({ root: 'dist-local', rpcProxy: anvil.rpcUrl });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const times = [];
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${server.url}login?next=%2Fplatform`);
      const connect = page.getByRole('button', { name: 'Connect Wallet' }).first();
      await connect.waitFor();
      const started = Date.now();
      await connect.click();
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor({ timeout: 60_000 });
      await page
        .getByRole('list', { name: 'Key figures' })
        .or(page.getByRole('list', { name: 'Getting started' }))
        .first()
        .waitFor({ timeout: 60_000 });
      times.push(Date.now() - started);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
    await anvil.stop();
  }
  return { version: browser.version(), times };
}
