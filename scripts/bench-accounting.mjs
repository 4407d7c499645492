// Accounting figures in real Chromium against the local-mode build (dist-local, dev
// wallet) on anvil: with 10,000 and 100,000 journal lines written straight into the workspace's
// IndexedDB, the time each report takes in the ledger worker (the `ledger:<report>` User Timing
// measures the worker records, read from the worker itself), the whole reports request and the
// export texts as the page sees them (`ledger-worker:<kind>` measures), the journal's goals
// (lib/journal-goals.mjs: the first open after the entries were written and a reload to the first
// row and to every entry listed, each filter, a new entry mined → on screen, median and p95 of 20),
// and the journal's scroll frame times (median and p95 over 200 viewports). Builds dist-local if
// missing. Usage: node scripts/bench-accounting.mjs [lines...]
// BENCH_LOCAL_DIST: another local-mode build; BENCH_SCROLL_RUNS=1: one scroll run, not three;
// BENCH_NEW_ENTRIES=n: new entries timed (20).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { chromium } from 'playwright';
import { startAnvil } from './lib/anvil.mjs';
import { chooseMonthPeriod, filterRows, loadRows, newEntryRows, timedJournalLoad } from './lib/journal-goals.mjs';
import { scrollFigures } from './lib/scroll-frames.mjs';
import { startStaticServer } from './lib/static-server.mjs';

const SIZES = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
// BENCH_LOCAL_DIST compares another local-mode build (e.g. the previous commit's) in the same conditions.
const DIST = process.env.BENCH_LOCAL_DIST ?? 'dist-local';
if (!existsSync(`${DIST}/index.html`)) {
  const build = spawnSync('astro', ['build', '--silent'], {
    stdio: 'inherit',
    env: { ...process.env, LEDGERLINE_LOCAL: '1', OUT_DIR: DIST },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const ms = (value) => (value === undefined ? 'n/a' : `${value.toFixed(0)} ms`);
const row = (cells) => console.log(cells.map((c, i) => String(c).padEnd(i === 0 ? 56 : 16)).join(''));
const JOURNAL = '[role="table"][aria-label="Journal entries"]';

/** Replaces the journal with `count` two-posting ETH entries dated through this year (the default report period). */
async function seed(page, wallet, count) {
  await page.evaluate(
    async ({ count, wallet }) => {
      const db = await new Promise((resolve, reject) => {
        const request = indexedDB.open(`ledgerline-ws-${wallet.toLowerCase()}`);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const pairs = [
        ['software', 'owner-contributions'],
        ['uncategorised', 'sales'],
        ['contractors', 'uncategorised'],
        ['general-expenses', 'owner-contributions'],
      ];
      const start = Date.UTC(new Date().getUTCFullYear(), 0, 1);
      const days = Math.max(1, Math.floor((Date.now() - start) / 86_400_000));
      const tx = db.transaction('journalEntries', 'readwrite');
      const store = tx.objectStore('journalEntries');
      store.clear();
      const recordedAt = new Date().toISOString();
      for (let i = 0; i < count; i += 1) {
        const [debit, credit] = pairs[i % pairs.length];
        const amount = String(10n ** 15n + BigInt(i));
        store.put({
          id: `bench-${String(i).padStart(7, '0')}`,
          date: new Date(start + Math.floor((i * days) / count) * 86_400_000).toISOString().slice(0, 10),
          memo: `bench entry ${i}`,
          postings: [
            { accountId: debit, commodity: '31337:native', amount, decimals: 18 },
            { accountId: credit, commodity: '31337:native', amount: `-${amount}`, decimals: 18 },
          ],
          source: 'manual',
          status: 'posted',
          postedBy: wallet,
          reversalOf: null,
          reversedBy: null,
          heldReason: null,
          recordedAt,
        });
      }
      await new Promise((resolve, reject) => {
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { count, wallet },
  );
}

/** The durations of the User Timing measures named `name` in a page or worker. */
const measures = (target, name) =>
  target.evaluate((n) => performance.getEntriesByName(n, 'measure').map((m) => m.duration), name);

const anvil = await startAnvil();
const server = await startStaticServer({ root: DIST, rpcProxy: anvil.rpcUrl });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  // The page is in tabs (`?tab=`): the chart to start, the journal, reports and exports for the figures.
  await page.goto(`${server.url}login?next=${encodeURIComponent('/platform/accounting?tab=chart')}`);
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
  await page.waitForURL(/\/platform\/accounting/);
  await page.getByRole('tree', { name: 'Chart of accounts' }).waitFor({ timeout: 60_000 });
  const wallet = await page.evaluate(() => document.querySelector('[title^="0x"]')?.getAttribute('title') ?? '');
  console.log(`Accounting page, ${browser.version()}, journal entries of two lines each:`);

  for (const lines of SIZES.length ? SIZES : [10_000, 100_000]) {
    const entries = lines / 2;
    await seed(page, wallet, entries);
    const journalUrl = `${server.url}platform/accounting?tab=journal`;
    const opened = await timedJournalLoad(page, () => page.goto(journalUrl), entries);
    // A reload as the user meets it: once the page is quiet (the reports of the whole journal are in).
    await page.waitForFunction(
      () => performance.getEntriesByName('ledger-worker:reports', 'measure').length > 0,
      null,
      { polling: 100, timeout: 180_000 },
    );
    const reloaded = await timedJournalLoad(page, () => page.reload(), entries);
    await chooseMonthPeriod(page);
    const filters = await filterRows(page, entries);
    const fresh = await newEntryRows(page, anvil.rpcUrl, Number(process.env.BENCH_NEW_ENTRIES ?? 20), lines);
    const scroll = await scrollFigures(page, JOURNAL, 'journal scroll');
    await page.goto(`${server.url}platform/accounting?tab=reports`);
    await page.waitForFunction(
      () => performance.getEntriesByName('ledger-worker:reports', 'measure').length > 0,
      null,
      { polling: 100, timeout: 180_000 },
    );
    const worker = page.workers().at(-1);
    const last = async (name) => (worker ? (await measures(worker, name)).at(-1) : undefined);
    console.log(`\n${lines.toLocaleString('en')} journal lines (${entries.toLocaleString('en')} entries):`);
    for (const cells of [...loadRows('first open', opened), ...loadRows('reload', reloaded), ...filters, ...fresh])
      row(cells);
    row(['trial balance (in the worker)', ms(await last('ledger:trial-balance'))]);
    row(['income statement (in the worker)', ms(await last('ledger:income-statement'))]);
    row(['balance sheet (in the worker)', ms(await last('ledger:balance-sheet'))]);
    row(['whole reports request (+ comparison period)', ms((await measures(page, 'ledger-worker:reports')).at(-1))]);

    await page.goto(`${server.url}platform/accounting?tab=exports`);
    for (const [label, kind] of [
      ['Journal CSV', 'export-csv'],
      ['hledger journal', 'export-hledger'],
      ['Beancount file', 'export-beancount'],
    ]) {
      const before = (await measures(page, `ledger-worker:${kind}`)).length;
      const download = page.waitForEvent('download', { timeout: 180_000 });
      await page.getByRole('button', { name: `Download ${label}` }).click();
      await download;
      const after = await measures(page, `ledger-worker:${kind}`);
      row([`export ${label} (in the worker)`, ms(after.length > before ? after.at(-1) : undefined)]);
    }
    for (const cells of scroll) row(cells);
  }
} finally {
  await browser.close();
  await server.close();
  await anvil.stop();
}
