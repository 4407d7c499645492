// The invoice PDF (docs/product.md, invoices as documents): the time to make the PDF of a 50-line
// invoice (Factur-X, fonts subset, two QR codes) with the app's own code in Node (the same modules
// the Client page and Mail load on demand: scripts/bench/invoice-pdf-bench.ts), its size in bytes
// and pages, qpdf --check on it, and what the PDF code adds to the page that makes it: the PDF
// library (writer, CII, UBL and uqr, bundled and minified by esbuild, gzip -9), the whole graph of
// the dynamic imports as an upper bound, and the two fonts fetched on the first PDF (gzip -9).
// Usage: node scripts/bench-invoice-pdf.mjs
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { importBenchBundle } from './lib/bench-bundle.mjs';

const RUNS = 7;
const GOALS = { ms: 1000, pdfBytes: 512 * 1024, chunkGzip: 60 * 1024 };
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (ok) => (ok ? 'PASS' : 'FAIL');
const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;

/** The minified bundle of a module's exports (`contents`, an ES module importing app code). */
async function minified(contents) {
  const result = await build({
    stdin: {
      contents,
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    // The fonts are Vite assets fetched at run time, not code: counted apart below.
    loader: { '.ttf': 'file' },
    outdir: 'out',
    tsconfig: 'tsconfig.json',
    logLevel: 'error',
  });
  const js = result.outputFiles.find((f) => f.path.endsWith('.js'));
  return js.contents;
}

const fontDir = 'src/lib/einvoice/fonts';
const fonts = {
  regular: new Uint8Array(await readFile(join(fontDir, 'LiberationSans-Regular.ttf'))),
  bold: new Uint8Array(await readFile(join(fontDir, 'LiberationSans-Bold.ttf'))),
};
const bundle = await importBenchBundle('scripts/bench/invoice-pdf-bench.ts');
const dir = await mkdtemp(join(tmpdir(), 'ledgerline-bench-pdf-'));
try {
  const { runs, bytes, pdf } = await bundle.module.invoicePdfFigures(fonts, RUNS);
  const warm = runs.slice(1).sort((a, b) => a - b);
  const median = warm[Math.floor(warm.length / 2)];
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
  // The PDF library: the writer (PDF/A, fonts, QR codes), CII and UBL, the helpers they use and uqr.
  const library = await minified(
    "export { invoicePdf } from '@/lib/einvoice/invoice-pdf';\nexport { writeCii } from '@/lib/einvoice/cii';\nexport { writeUbl } from '@/lib/einvoice/ubl';",
  );
  // Everything the Client page's and Mail's dynamic imports reach (with the records → facts code and
  // the pay codes, whose modules the page mostly has already): an upper bound.
  const chunk = await minified(
    "export * from '@/lib/einvoice/invoice-files';\nexport { loadInvoiceFonts } from '@/lib/einvoice/load-fonts';",
  );
  const fontGzip = gzip(fonts.regular) + gzip(fonts.bold);
  const row = (cells) => console.log(cells.map((c, i) => String(c).padEnd([52, 22, 14][i] ?? 8)).join(''));
  console.log(
    `PDF of a 50-line invoice (A4, Factur-X EN 16931, 2 QR codes), ${RUNS} runs in Node with the app's code:`,
  );
  row(['figure', 'value', 'goal', 'result']);
  row([
    `time to make it (median of runs 2–${RUNS}; first ${runs[0].toFixed(0)} ms)`,
    `${median.toFixed(0)} ms`,
    `≤ ${GOALS.ms} ms`,
    verdict(median <= GOALS.ms),
  ]);
  row([
    `size (${pages} pages)`,
    `${bytes} B (${kb(bytes)})`,
    `≤ ${kb(GOALS.pdfBytes)}`,
    verdict(bytes <= GOALS.pdfBytes),
  ]);
  row([
    'qpdf --check',
    qpdf === null ? 'qpdf missing' : /No syntax or stream encoding errors/.test(qpdf) ? 'no errors' : 'errors',
    '',
    verdict(qpdf !== null && /No syntax or stream encoding errors/.test(qpdf)),
  ]);
  row([
    'PDF library loaded on demand (min., gzip -9)',
    `${gzip(library)} B (${kb(gzip(library))})`,
    `≤ ${kb(GOALS.chunkGzip)}`,
    verdict(gzip(library) <= GOALS.chunkGzip),
  ]);
  row(['  the same, minified only', `${library.length} B (${kb(library.length)})`, '', '']);
  row(['  whole graph of the dynamic imports (upper bound)', `${gzip(chunk)} B (${kb(gzip(chunk))})`, '', '']);
  row(['fonts fetched on the first PDF (2 × TTF, gzip -9)', `${fontGzip} B (${kb(fontGzip)})`, '', '']);
  console.log(
    "(Node, not the browser: the same modules, timed without the page around them. 60 KB is a page's budget for what it adds (docs/product.md#budgets). The whole graph counts every module the dynamic imports reach (ethers' parts for the pay codes, the records code), most of which the Client page and Mail have already.)",
  );
} finally {
  await rm(dir, { recursive: true, force: true });
  await bundle.dispose();
}
