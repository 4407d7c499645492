// The balance sheet in the company's currency, in sections with subtotals (statements.ts has the others).
import { accountLookup } from '../balances';
import { ACCOUNT_IDS } from '../default-chart';
import { periodContaining } from '../period-presets';
import { isReceivable, isWalletAccount } from './accounts';
import { byCode, row, sumsOf, type BaseRow } from './base-sums';
import type { FunctionalBooks } from './books';

export interface BaseSheetSection {
  readonly key: 'digital-assets' | 'receivables' | 'other-assets' | 'liabilities' | 'equity';
  readonly title: string;
  readonly rows: readonly BaseRow[];
  readonly total: bigint;
}

export interface BaseBalanceSheet {
  readonly asOf: string;
  /** The first day of the fiscal year `asOf` is in (current year earnings run from it). */
  readonly fiscalYearFrom: string;
  readonly sections: readonly BaseSheetSection[];
  readonly totalAssets: bigint;
  readonly totalLiabilities: bigint;
  /** The retained earnings account plus income and expense before the fiscal year (not yet closed into it). */
  readonly retainedEarnings: bigint;
  readonly currentYearEarnings: bigint;
  /** Equity accounts, retained earnings and this year's earnings. */
  readonly totalEquity: bigint;
  readonly totalLiabilitiesAndEquity: bigint;
}

/** The balance sheet at the end of `asOf` in the company's currency, in sections with subtotals. */
export function baseBalanceSheet(books: FunctionalBooks, asOf: string, fiscalYearStartMonth = 1): BaseBalanceSheet {
  const account = accountLookup(books.accounts);
  const fiscalYearFrom = periodContaining('fiscal-year', asOf, fiscalYearStartMonth).from;
  const sums = sumsOf(books, { to: asOf });
  const digital: BaseRow[] = [];
  const receivables: BaseRow[] = [];
  const other: BaseRow[] = [];
  const liabilities: BaseRow[] = [];
  const equity: BaseRow[] = [];
  let retained = 0n;
  let earningsToDate = 0n;
  for (const [id, sum] of sums) {
    const acc = account(id);
    if (acc.type === 'income' || acc.type === 'expense') {
      earningsToDate -= sum.amount;
      continue;
    }
    if (id === ACCOUNT_IDS.retainedEarnings) {
      retained -= sum.amount;
      continue;
    }
    if (sum.amount === 0n && [...sum.quantities.values()].every((q) => q.amount === 0n)) continue;
    if (acc.type === 'asset')
      (isWalletAccount(id) ? digital : isReceivable(acc) ? receivables : other).push(row(acc, sum, 1n));
    else (acc.type === 'liability' ? liabilities : equity).push(row(acc, sum, -1n));
  }
  let currentYearEarnings = 0n;
  for (const [id, sum] of sumsOf(books, { from: fiscalYearFrom, to: asOf })) {
    const type = account(id).type;
    if (type === 'income' || type === 'expense') currentYearEarnings -= sum.amount;
  }
  const retainedEarnings = retained + earningsToDate - currentYearEarnings;
  const total = (rows: BaseRow[]) => rows.reduce((s, r) => s + r.amount, 0n);
  const section = (key: BaseSheetSection['key'], title: string, rows: BaseRow[]): BaseSheetSection => ({
    key,
    title,
    rows: rows.sort(byCode),
    total: total(rows),
  });
  const sections = [
    section('digital-assets', 'Cash and digital assets (carrying value)', digital),
    section('receivables', 'Receivables', receivables),
    section('other-assets', 'Other current assets', other),
    section('liabilities', 'Liabilities', liabilities),
    section('equity', 'Equity', equity),
  ];
  const totalAssets = total(digital) + total(receivables) + total(other);
  const totalLiabilities = total(liabilities);
  const totalEquity = total(equity) + retainedEarnings + currentYearEarnings;
  return {
    asOf,
    fiscalYearFrom,
    sections,
    totalAssets,
    totalLiabilities,
    retainedEarnings,
    currentYearEarnings,
    totalEquity,
    totalLiabilitiesAndEquity: totalLiabilities + totalEquity,
  };
}
