// The invoice PDF (docs/product.md, invoices as documents), made in Debian's Chromium on the built
// site (dist/, served as a static host serves it): the Client page's own chunk is loaded in the page,
// then the 50-line invoice's PDF (Factur-X, fonts subset, two QR codes) is made the way the page's
// "Download PDF" makes it: the page's dynamic imports (the built invoice-files and load-fonts chunks,
// found in the Client page chunk), the fonts fetched from the site, then invoiceFiles on the
// workspace's records (scripts/bench/invoice-pdf-bench.ts builds them). Timed: the first PDF (chunks
// and fonts fetched on demand, then the PDF) and the median of the next ones. Its size in bytes and
// pages, qpdf --check on it, and what it adds to the page: every script and font the browser fetched
// for it beyond the Client page's own graph, read from dist/ (gzip -9).
// Usage: node scripts/bench-invoice-pdf.mjs (BENCH_DIST: another build; CHROMIUM_PATH: another browser)
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { importBenchBundle } from './lib/bench-bundle.mjs';
import { startStaticServer } from './lib/static-server.mjs';

const RUNS = 7;
const GOALS = { ms: 1000, pdfBytes: 512 * 1024, chunkGzip: 60 * 1024 };
const DIST = process.env.BENCH_DIST ?? 'dist';
const ASSETS = join(DIST, '_astro');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (ok) => (ok ? 'PASS' : 'FAIL');
const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;

if (!existsSync(join(DIST, 'index.html'))) {
  console.log(`${DIST}/ missing: run npx astro build first.`);
  process.exit(1);
}

/** The built chunk whose file name starts with `prefix` (`client-page.` …), and the first that says `marker`. */
async function builtChunk(prefix, marker = '') {
  for (const name of readdirSync(ASSETS).filter((f) => f.startsWith(prefix) && f.endsWith('.js'))) {
    if ((await readFile(join(ASSETS, name), 'utf8')).includes(marker)) return name;
  }
  throw new Error(`No built chunk ${prefix}*.js${marker ? ` with ${marker}` : ''} in ${ASSETS}`);
}

// The Client page's chunk and the two modules its "Download PDF" imports on demand, by the names
// they export (the import facades the page's dynamic imports name).
const clientPage = await builtChunk('client-page.');
const clientPageText = await readFile(join(ASSETS, clientPage), 'utf8');
const filesChunk = await builtChunk('invoice-files.', ' as invoiceFiles');
const fontsChunk = await builtChunk('load-fonts.', ' as loadInvoiceFonts');
for (const chunk of [filesChunk, fontsChunk])
  if (!clientPageText.includes(`./${chunk}`)) throw new Error(`The Client page does not import ${chunk}`);

const records = await importBenchBundle('scripts/bench/invoice-pdf-bench.ts');
const server = await startStaticServer({ root: DIST });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const dir = await mkdtemp(join(tmpdir(), 'ledgerline-bench-pdf-'));
try {
  // No service worker: its precaching would compete with the timing, and the chunks come from the server.
  const page = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
  // The page settled (its own lazy chunks loaded), so what is fetched later is the PDF's.
  await page.goto(`${server.url}platform/client`, { waitUntil: 'networkidle' });
  const assets = `${server.url}_astro/`;
  const figures = await page.evaluate(
    async ({ assets, clientPage, filesChunk, fontsChunk, input, runs }) => {
      // The Client page's code as the page has it, before the first click on "Download PDF".
      // What is fetched from here on is what the PDF adds (a module already loaded is not fetched again).
      await import(`${assets}${clientPage}`);
      performance.clearResourceTimings();
      performance.setResourceTimingBufferSize(1000);
      const make = async () => {
        const [{ invoiceFiles }, { loadInvoiceFonts }] = await Promise.all([
          import(`${assets}${filesChunk}`),
          import(`${assets}${fontsChunk}`),
        ]);
        const files = await invoiceFiles({
          ...input,
          origin: location.origin + '/',
          pinned: false,
          paper: 'a4',
          fonts: await loadInvoiceFonts(),
          now: input.invoice.issuedAt,
        });
        return files;
      };
      const times = [];
      let files;
      for (let i = 0; i < runs; i += 1) {
        const start = performance.now();
        files = await make();
        times.push(performance.now() - start);
      }
      const fetched = performance.getEntriesByType('resource').map((entry) => entry.name);
      let binary = '';
      for (const byte of files.pdf) binary += String.fromCharCode(byte);
      return {
        times,
        fetched,
        pdf: btoa(binary),
        problems: files.problems.map((p) => p.message),
        facturX: files.cii !== null,
      };
    },
    {
      assets,
      clientPage,
      filesChunk,
      fontsChunk,
      input: records.module.fiftyLineRecords(),
      runs: RUNS,
    },
  );
  const pdf = Buffer.from(figures.pdf, 'base64');
  const file = join(dir, 'invoice.pdf');
  await writeFile(file, pdf);
  const tool = (cmd, args) => {
    try {
      return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (error) {
      return error.code === 'ENOENT' ? null : `${error.stdout ?? ''}${error.stderr ?? ''}failed`;
    }
  };
  const pages = /Pages:\s+(\d+)/.exec(tool('pdfinfo', [file]) ?? '')?.[1] ?? '?';
  const qpdf = tool('qpdf', ['--check', file]);
  const qpdfOk = qpdf !== null && /No syntax or stream encoding errors/.test(qpdf);
  // What the browser fetched for the PDF beyond the Client page's graph, read from dist/ (gzip -9).
  const onDemand = await Promise.all(
    figures.fetched
      .filter((url) => url.startsWith(assets))
      .map(async (url) => {
        const name = decodeURIComponent(url.slice(assets.length).split(/[?#]/)[0]);
        return { name, gzip: gzip(await readFile(join(ASSETS, name))) };
      }),
  );
  const scripts = onDemand.filter((f) => f.name.endsWith('.js'));
  const fonts = onDemand.filter((f) => f.name.endsWith('.ttf'));
  const sum = (list) => list.reduce((total, f) => total + f.gzip, 0);
  const [first, ...rest] = figures.times;
  const median = [...rest].sort((a, b) => a - b)[Math.floor(rest.length / 2)];
  const row = (cells) => console.log(cells.map((c, i) => String(c).padEnd([58, 22, 14][i] ?? 8)).join(''));
  console.log(
    `PDF of a 50-line invoice (A4, ${figures.facturX ? 'Factur-X EN 16931' : `no e-invoice: ${figures.problems.join('; ')}`}, 2 QR codes), ` +
      `${RUNS} runs in Chromium ${browser.version()} on the built site (${DIST}/), load average ${loadavg()[0].toFixed(1)}:`,
  );
  row(['figure', 'value', 'goal', 'result']);
  row(['first PDF (chunks and fonts fetched on demand, then made)', `${first.toFixed(0)} ms`, '', '']);
  row([
    `time to make it (median of runs 2–${RUNS})`,
    `${median.toFixed(0)} ms`,
    `≤ ${GOALS.ms} ms`,
    verdict(median <= GOALS.ms),
  ]);
  row([
    `size (${pages} pages)`,
    `${pdf.length} B (${kb(pdf.length)})`,
    `≤ ${kb(GOALS.pdfBytes)}`,
    verdict(pdf.length <= GOALS.pdfBytes),
  ]);
  row(['qpdf --check', qpdf === null ? 'qpdf missing' : qpdfOk ? 'no errors' : 'errors', '', verdict(qpdfOk)]);
  row([
    `scripts loaded on demand (${scripts.length} built chunks, gzip -9)`,
    `${sum(scripts)} B (${kb(sum(scripts))})`,
    `≤ ${kb(GOALS.chunkGzip)}`,
    verdict(scripts.length > 0 && sum(scripts) <= GOALS.chunkGzip),
  ]);
  for (const chunk of [...scripts].sort((a, b) => b.gzip - a.gzip)) row([`  ${chunk.name}`, `${chunk.gzip} B`, '', '']);
  row([
    `fonts fetched on the first PDF (${fonts.length} × TTF, gzip -9)`,
    `${sum(fonts)} B (${kb(sum(fonts))})`,
    '',
    '',
  ]);
  console.log(
    "(Chromium, the page's own built chunks: the first PDF counts fetching them and the fonts from a local server; the next ones reuse them, as a second click does. 60 KB is a page's budget for what it adds (docs/product.md#budgets); the chunks counted are every script fetched beyond the Client page chunk's graph.)",
  );
} finally {
  await browser.close();
  await server.close();
  await rm(dir, { recursive: true, force: true });
  await records.dispose();
}
