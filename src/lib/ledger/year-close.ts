// The year-end close. Closing a period that is a whole fiscal year (the Company profile's start
// month) posts a closing entry dated its last day, source `close:<last day>`: every income and
// expense account's balance of that year (per commodity) moved into 3200 Retained earnings. Reopening
// the year reverses it. A month, a quarter or any other range closes without a closing entry: it
// only locks its dates (period.ts). lib/posting/post-year-close.ts writes the entry; the ledger poster
// derives it again on every device from the closed periods (generated entries are not shared).
import type { Account } from './account';
import { accountLookup, addTo, postedEntries, type Balances } from './balances';
import { ACCOUNT_IDS } from './default-chart';
import type { Entry, EntryDraft, Posting } from './entry';
import type { Period } from './period';
import { periodContaining } from './period-presets';

/** Every closing entry's source starts with this. */
export const CLOSE_PREFIX = 'close:';

/** The source of a fiscal year's closing entry: `close:<the year's last day>`. */
export function closingSource(period: Period): string {
  return `${CLOSE_PREFIX}${period.to}`;
}

/** Whether an entry is a year's closing entry (or its reversal: a reversal keeps the source). */
export function isClosingEntry(entry: { source: string }): boolean {
  return entry.source.startsWith(CLOSE_PREFIX);
}

/** The first day of the fiscal year containing `date` (the Company's start month, 1–12). */
export function fiscalYearStart(date: string, fiscalYearStartMonth: number): string {
  return periodContaining('fiscal-year', date, fiscalYearStartMonth).from;
}

/** Whether a period is exactly one fiscal year (only those get a closing entry). */
export function isFiscalYear(period: Period, fiscalYearStartMonth: number): boolean {
  const year = periodContaining('fiscal-year', period.from, fiscalYearStartMonth);
  return year.from === period.from && year.to === period.to;
}

const byKey = (a: Posting, b: Posting, code: (id: string) => string) =>
  code(a.accountId).localeCompare(code(b.accountId)) ||
  a.accountId.localeCompare(b.accountId) ||
  a.commodity.localeCompare(b.commodity);

/**
 * The closing entry of a fiscal year: each income and expense account's balance over the posted
 * entries dated in it (closing entries left out) cleared, per commodity, against 3200 Retained
 * earnings (one posting per commodity). Null when the year has no income or expense.
 */
export function closingDraft(entries: readonly Entry[], accounts: readonly Account[], year: Period): EntryDraft | null {
  const account = accountLookup(accounts);
  const balances: Balances = new Map();
  for (const entry of postedEntries(entries)) {
    if (entry.date < year.from || entry.date > year.to || isClosingEntry(entry)) continue;
    for (const p of entry.postings) {
      const type = account(p.accountId).type;
      if (type === 'income' || type === 'expense') addTo(balances, p.accountId, p);
    }
  }
  const cleared: Posting[] = [];
  const retained = new Map<string, Posting>();
  for (const [accountId, perCommodity] of balances) {
    for (const a of perCommodity.values()) {
      if (a.amount === 0n) continue;
      cleared.push({ accountId, commodity: a.commodity, amount: -a.amount, decimals: a.decimals });
      const sum = retained.get(a.commodity);
      retained.set(a.commodity, {
        accountId: ACCOUNT_IDS.retainedEarnings,
        commodity: a.commodity,
        amount: (sum?.amount ?? 0n) + a.amount,
        decimals: a.decimals,
      });
    }
  }
  if (cleared.length === 0) return null;
  const code = (id: string) => account(id).code;
  const retainedAccount = account(ACCOUNT_IDS.retainedEarnings);
  const postings = [
    ...cleared.sort((a, b) => byKey(a, b, code)),
    ...[...retained.values()].filter((p) => p.amount !== 0n).sort((a, b) => byKey(a, b, code)),
  ];
  // A year whose income equals its expenses in every commodity still clears its accounts.
  return {
    date: year.to,
    memo: `Year-end close of the fiscal year ${year.from} to ${year.to}: income and expenses moved to ${retainedAccount.code} ${retainedAccount.name}`,
    postings,
    source: closingSource(year),
  };
}

/**
 * The fiscal year's start month of a report at a day (balances split at the start of its fiscal
 * year), and optionally those balances already summed (`yearBalances` of the same entries, accounts
 * and day): the trial balance and the balance sheet of one day share them.
 */
export interface YearOptions {
  readonly fiscalYearStartMonth?: number;
  readonly yearBalances?: Balances;
}

/**
 * Balances as at `to` split at the start of its fiscal year, as the trial balance and the balance
 * sheet read them: balance-sheet accounts from the beginning of the books; income and expense
 * accounts from `yearStart` only. Income and expense dated before it (earlier years, closed or not)
 * roll into 3200 Retained earnings, as a closing entry would have moved them; this year's own
 * closing entry is left out, so the year's income and expense show (a pre-closing trial balance)
 * whether or not the year is closed.
 */
export function yearBalances(
  entries: readonly Entry[],
  accounts: readonly Account[],
  to: string,
  yearStart: string,
): Balances {
  const account = accountLookup(accounts);
  const balances: Balances = new Map();
  for (const entry of postedEntries(entries)) {
    if (entry.date > to) continue;
    const earlier = entry.date < yearStart;
    if (!earlier && isClosingEntry(entry)) continue;
    for (const p of entry.postings) {
      const type = account(p.accountId).type;
      const rolled = earlier && (type === 'income' || type === 'expense');
      addTo(balances, rolled ? ACCOUNT_IDS.retainedEarnings : p.accountId, p);
    }
  }
  return balances;
}
