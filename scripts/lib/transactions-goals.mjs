// The Transactions page's goals at 100,000 rows, timed in real Chromium (bench-transactions.mjs):
// after a reload the first row on screen within 1 s and every row listed within 2 s (filters and
// search then cover all of them); each filter the page offers and its search within 2 s (from the
// choice to the table's row count settling on the expected result); a transaction mined → its row
// on screen within 500 ms at p95 with the rows loaded. The expected count of each step is counted
// from the stored rows with the same rule before the step is timed, and each step starts from a
// different count, so a wait cannot end early.

export const FIRST_ROW_GOAL_MS = 1_000;
export const ALL_ROWS_GOAL_MS = 2_000;
export const FILTER_GOAL_MS = 2_000;
export const MINED_P95_GOAL_MS = 500;

const ms = (value) => `${value.toFixed(0)} ms`;
export const verdict = (ok) => (ok ? 'PASS' : 'FAIL');

/** Waits until the Transactions table lists exactly `n` rows (checked every frame). */
const waitRows = (page, n) =>
  page.waitForFunction(
    (expected) => Number(document.querySelector('[role="table"]')?.getAttribute('aria-rowcount') ?? 0) - 1 === expected,
    n,
    { polling: 'raf', timeout: 60_000 },
  );

// Counts the stored rows of `wallet`'s workspace that pass a step's rule (run in the page).
const COUNT = async ({ wallet, rule }) => {
  const db = await new Promise((resolve, reject) => {
    const request = indexedDB.open(`ledgerline-ws-${wallet.toLowerCase()}`);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const rows = await new Promise((resolve, reject) => {
    const request = db.transaction('chainTransactions').objectStore('chainTransactions').getAll();
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  db.close();
  const localDay = (day) => {
    const [y, m, d] = day.split('-').map(Number);
    return new Date(y, m - 1, d).getTime();
  };
  const test = {
    all: () => true,
    out: (row) => row.direction === 'out',
    failed: (row) => row.status === 'failed',
    call: (row) => row.kind === 'call',
    fromMarch: (row) => Date.parse(row.time) >= localDay('2024-03-01'),
    march: (row) => Date.parse(row.time) >= localDay('2024-03-01') && Date.parse(row.time) < localDay('2024-04-01'),
    invoice: (row) => row.memo.toLowerCase().includes('invoice'),
    address: (row) => [row.from, row.to].some((a) => a?.toLowerCase() === '0x0000000000000000000000000000000000000007'),
  }[rule];
  return rows.filter(test).length;
};

/**
 * Applies each of the page's filters in turn (direction, status, kind, the date range), clears
 * them, then searches a memo word and an address, timing each until the table lists the count the
 * stored rows give. The seed (bench-transactions.mjs) varies direction, status, kind, dates and memos
 * for this; the wallet, network and asset filters have one value each there, so choosing it changes
 * no count and is not timed.
 */
export async function filterRows(page, wallet) {
  const count = (rule) => page.evaluate(COUNT, { wallet, rule });
  const select = (label, value) => () => page.getByLabel(label, { exact: true }).selectOption(value);
  const date = (label, value) => () => page.getByLabel(label, { exact: true }).fill(value);
  const search = (value) => () => page.getByRole('searchbox', { name: 'Search' }).fill(value);
  await page.getByRole('button', { name: 'Filters' }).click();
  const steps = [
    ['direction Outgoing', select('Direction', 'out'), 'out'],
    ['direction All', select('Direction', ''), 'all'],
    ['status Failed', select('Status', 'failed'), 'failed'],
    ['status All', select('Status', ''), 'all'],
    ['kind Call', select('Kind', 'call'), 'call'],
    ['kind All', select('Kind', ''), 'all'],
    ['from date 2024-03-01', date('From date', '2024-03-01'), 'fromMarch'],
    ['to date 2024-03-31', date('To date', '2024-03-31'), 'march'],
    ['Clear filters', () => page.getByRole('button', { name: 'Clear filters' }).click(), 'all'],
    ['search "invoice"', search('invoice'), 'invoice'],
    ['search an address', search('0x0000000000000000000000000000000000000007'), 'address'],
    ['search cleared', search(''), 'all'],
  ];
  const rows = [];
  let worst = 0;
  for (const [label, act, rule] of steps) {
    const expected = await count(rule);
    const start = performance.now();
    await act();
    await waitRows(page, expected);
    const took = performance.now() - start;
    worst = Math.max(worst, took);
    rows.push([`${label} → rows updated`, ms(took), `${expected} rows`, verdict(took <= FILTER_GOAL_MS)]);
  }
  rows.push(['slowest filter or search', ms(worst), `≤ ${FILTER_GOAL_MS} ms`, verdict(worst <= FILTER_GOAL_MS)]);
  return rows;
}
