// `npm run bench`: prints figures, never fails a test. Builds dist/ if it is missing.
// `npm run bench -- --js`: the JavaScript section only; `-- --only=transactions`: and that section.
// Every section printed is also recorded in docs/figures.md with the date and the machine.
//   1. JavaScript per page (gzip, following static imports) against the budgets (docs/product.md#budgets).
//   2. Further sections (gas, database, ...) from their own scripts when present.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { spawn, spawnSync } from 'node:child_process';
import { recordFigures } from './lib/figures-file.mjs';
import { kitShare } from './lib/kit-share.mjs';
import {
  ETHERS_PROVIDER_MARKER,
  entryScripts,
  gzipTotal,
  markersIn,
  sessionChunks,
  staticGraph,
} from './lib/js-graph.mjs';

const KB = 1024;
const dist = process.env.BENCH_DIST ?? 'dist';
if (!existsSync(`${dist}/index.html`)) {
  console.log('dist/ missing: building…');
  const build = spawnSync('astro', ['build', '--silent'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// What each section printed, recorded in docs/figures.md at the end.
const sections = [];
const section = (title) => {
  console.log(`\n== ${title} ==`);
  sections.push({ title, lines: [] });
};
const print = (line) => {
  console.log(line);
  sections.at(-1)?.lines.push(String(line));
};
/** Runs a section's own script, its output shown as it comes and kept for the record. */
const runScript = (script) =>
  new Promise((resolve) => {
    const child = spawn('node', [script], {
      stdio: ['inherit', 'pipe', 'inherit'],
      env: { ...process.env, BENCH_DIST: dist },
    });
    let text = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      text += chunk;
    });
    child.on('error', (error) => console.error(error));
    child.on('close', () => {
      sections.at(-1)?.lines.push(...text.split('\n'));
      resolve(undefined);
    });
  });

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const row = (cells) => print(cells.map((c, i) => String(c).padEnd(i === 0 ? 44 : 14)).join(''));
const verdict = (ok) => (ok ? 'PASS' : 'FAIL');

section('JavaScript per page (gzip -9, following static imports)');
row(['page', 'gzip', 'budget', 'result']);

const landing = await staticGraph(dist, entryScripts(await readFile(`${dist}/index.html`, 'utf8')));
const landingBytes = gzipTotal(landing.files);
row(['/ (landing, 3 islands)', kb(landingBytes), kb(75 * KB), verdict(landingBytes <= 75 * KB)]);
const leaked = markersIn(landing.files);
row([
  '/ without ethers/router/dexie',
  leaked.length ? leaked.join('; ') : 'none found',
  '',
  verdict(leaked.length === 0),
]);
if (landing.dynamic.size) row(['/ lazy chunks (not loaded upfront)', landing.dynamic.size, '', '']);

const { shell, session, sync, chunks: lazy } = await sessionChunks(dist);
const shellBytes = gzipTotal(shell.files);
row(['/platform shell (router, wallet)', kb(shellBytes), kb(160 * KB), verdict(shellBytes <= 160 * KB)]);
const sanity = markersIn(shell.files);
row([
  '  (detector check: markers in shell)',
  [...new Set(sanity.map((s) => s.split(' ')[0]))].join(', ') || 'none',
  '',
  '',
]);
// Opening a wallet session (connect or silent restore) loads the spec's contract handle
// (src/lib/wallet/contract-handle.ts); almost every platform visit pays for it, so it counts.
// ethers' provider stack (signer-handle.ts) loads only when a page signs or sends.
const withSession = shellBytes + session.reduce((sum, entry) => sum + entry.bytes, 0);
row([
  '/platform shell + session (contract handle)',
  kb(withSession),
  kb(160 * KB),
  verdict(session.length === 1 && withSession <= 160 * KB),
]);
// The sync engine starts with every session too, after the shell is interactive (a lazy chunk:
// Dexie, zod, the decoders); it is reported beside the budget, not counted in the shell.
row([
  '  + sync engine, loaded after the session',
  // Each file once: the engine's graph shares modules with the contract handle's.
  kb(
    gzipTotal(
      new Map([shell.files, ...[...session, ...sync].map((entry) => entry.graph)].flatMap((graph) => [...graph])),
    ),
  ),
  '',
  sync.length === 1 ? '' : 'missing?',
]);
// The UI kit's share of the shell (src/components/ui modules bundled into the shell's static graph).
const kit = await kitShare();
row([
  "  UI kit share of the shell's own code",
  `${kb(kit.kitGzip)} of ${kb(kit.totalGzip)} (${((100 * kit.kit) / kit.total).toFixed(1)}%)`,
  '',
  `${kit.kitFiles.length} modules`,
]);
// What a page adds to what a session has already loaded and cached (sessionChunks): the page's
// own code, the figure its budget is about. Its whole graph is shown beside it.
row(['  lazy chunk (whole graph beyond the shell)', 'gzip', 'adds', 'page: 60 KB']);
for (const { chunk, graph, bytes, adds, page } of lazy) {
  const ethers = [...graph.values()].some((file) => ETHERS_PROVIDER_MARKER.test(file.text));
  row([
    `  lazy ${chunk.replace('/_astro/', '')}`,
    kb(bytes),
    `+${kb(adds)}`,
    `${page ? verdict(adds <= 60 * KB) : ''}${ethers ? ' (ethers providers)' : ''}`,
  ]);
}

// The public pay page is its own island: no router, no workspace; reported, no budget.
if (existsSync(`${dist}/pay/index.html`)) {
  const pay = await staticGraph(dist, entryScripts(await readFile(`${dist}/pay/index.html`, 'utf8')));
  const payBytes = gzipTotal(pay.files);
  row(['/pay (public pay page, upfront)', kb(payBytes), kb(100 * KB), verdict(payBytes <= 100 * KB)]);
  // The payment panel loads once the invoice is shown and its signature checked.
  for (const chunk of [...pay.dynamic].sort()) {
    const graph = await staticGraph(dist, [chunk]);
    for (const url of pay.files.keys()) graph.files.delete(url);
    row([`  lazy ${chunk.replace('/_astro/', '')}`, `+${kb(gzipTotal(graph.files))}`, '', '']);
  }
}

// `--js`: only the JavaScript figures (quick, after a build). `--only=transactions,accounting`: the
// JavaScript figures and the sections whose script name contains one of the words.
const jsOnly = process.argv.includes('--js');
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
  .filter(Boolean);
for (const [title, script] of jsOnly
  ? []
  : [
      ['Gas (contracts on a fresh anvil)', 'scripts/bench-gas.mjs'],
      [
        'Bills (gas per bill: one Distributor batch vs each through the PaymentRouter, anvil)',
        'scripts/bench-bills.mjs',
      ],
      [
        "Safe (gas for bills paid by a 2-of-3 Safe in one MultiSend SafeTx vs one by one from a wallet; the second owner's signature to the execution on the first owner's device through the team workspace; anvil, local IPFS)",
        'scripts/bench-safe.mjs',
      ],
      ['Workspace database (real Chromium, IndexedDB)', 'scripts/bench-db.mjs'],
      ['Chain sync (history speed on anvil)', 'scripts/bench-sync.mjs'],
      ['Transactions (real Chromium, local-mode build, anvil)', 'scripts/bench-transactions.mjs'],
      ['Invoices (real Chromium: payment mined → invoice shown as paid)', 'scripts/bench-invoices.mjs'],
      [
        'Pay codes from paper (QR version, module size printed and on screen, zbarimg; Node)',
        'scripts/bench-pay-codes.mjs',
      ],
      [
        'Invoice PDF (a 50-line invoice made in real Chromium on the built site: time, size, qpdf; the chunks loaded on demand, gzip)',
        'scripts/bench-invoice-pdf.mjs',
      ],
      ['Ledger (reports and exports, Node)', 'scripts/bench-ledger.mjs'],
      [
        "Books in the company's currency (lot relief and statements, 100,000 transactions with 50,000 disposals; in the ledger worker, Chromium)",
        'scripts/bench-functional.mjs',
      ],
      [
        'Reconciliation (books against the chain, 100,000 transactions across 5 wallets, Node)',
        'scripts/bench-reconciliation.mjs',
      ],
      ['SBI (insights engine, categorisation accuracy, forecast MASE; Node)', 'scripts/bench-sbi.mjs'],
      ['Cap table (10,000 Transfer events: Node, then read from anvil)', 'scripts/bench-captable.mjs'],
      ['Prices (look-ups per second from a price feed on anvil, Node)', 'scripts/bench-prices.mjs'],
      ['Auto Distribution (preview of a 1,000-recipient CSV, Node)', 'scripts/bench-distribution.mjs'],
      ['Accounting (real Chromium: reports in the worker, journal scrolling)', 'scripts/bench-accounting.mjs'],
      ['Storage (real Chromium: import, CAR export, verification)', 'scripts/bench-storage.mjs'],
      ['Team workspace transport (sealed bundles through a local IPFS node, Node)', 'scripts/bench-team.mjs'],
      [
        'Team workspace coordinator (10,000-vendor workspace: create, first copy, save to the other device; Node, anvil)',
        'scripts/bench-team-sync.mjs',
      ],
      ['Calendar (10,000 events: month view render, .ics export and import, Node)', 'scripts/bench-calendar.mjs'],
      [
        'Hosting (dist/ under a random path-gateway prefix; no sample company in production; Node)',
        'scripts/bench-hosting.mjs',
      ],
      ['Offline (the service worker: bytes precached, repeat visits offline and online)', 'scripts/bench-offline.mjs'],
      ['Lighthouse (mobile, simulated throttling)', 'scripts/bench-lighthouse.mjs'],
    ]) {
  if (!existsSync(script)) continue;
  if (only && !only.some((word) => script.includes(word))) continue;
  section(title);
  await runScript(script);
}
await recordFigures('docs/figures.md', sections);
