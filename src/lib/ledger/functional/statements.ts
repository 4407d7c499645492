// Statements in the company's currency over the derived books (books.ts): trial balance and income
// statement (realised and unrealised gains on their own lines) here; the balance sheet
// (base-balance-sheet.ts) and the cash-flow summary (base-cash-flow.ts) beside, all over the sums
// of base-sums.ts. Every figure is a sum of fixed minor-unit values, so they
// balance exactly: debits = credits, assets = liabilities + equity.
import { minorToDecimal } from '@/lib/money/minor-units';
import { accountLookup } from '../balances';
import { ACCOUNT_IDS } from '../default-chart';
import { periodContaining } from '../period-presets';
import { FUNCTIONAL_ACCOUNT_IDS as FX } from './accounts';
import { baseBalanceSheet, type BaseBalanceSheet } from './base-balance-sheet';
import { baseCashFlow, type BaseCashFlow } from './base-cash-flow';
import { byCode, row, sumsOf, type BaseRange, type BaseRow } from './base-sums';
import type { FunctionalBooks } from './books';

export interface BaseTrialBalance {
  readonly range: BaseRange;
  readonly rows: readonly (BaseRow & { readonly debit: bigint; readonly credit: bigint })[];
  readonly debit: bigint;
  readonly credit: bigint;
}

/**
 * The trial balance in the company's currency over `range` (without `from`: every entry to `to`).
 * Rows are debit-positive `amount`s split into debit and credit; the columns are equal. With the
 * fiscal year's start month and no `from`, income and expense run from the start of the fiscal year
 * that holds `to`, and earlier years' (closed in the journal or not) are in 3200 Retained earnings,
 * so the year's trial balance shows the same income and expense as its income statement.
 */
export function baseTrialBalance(
  books: FunctionalBooks,
  range: BaseRange,
  fiscalYearStartMonth?: number,
): BaseTrialBalance {
  const account = accountLookup(books.accounts);
  const sums = sumsOf(books, range);
  const yearFrom =
    fiscalYearStartMonth === undefined || range.from !== undefined
      ? null
      : periodContaining('fiscal-year', range.to, fiscalYearStartMonth).from;
  const thisYear = yearFrom === null ? null : sumsOf(books, { from: yearFrom, to: range.to });
  const isResult = (id: string) => {
    const type = account(id).type;
    return type === 'income' || type === 'expense';
  };
  // Earlier years' income and expense (debit-positive), carried into retained earnings.
  let carried = 0n;
  if (thisYear)
    for (const [id, sum] of sums) if (isResult(id)) carried += sum.amount - (thisYear.get(id)?.amount ?? 0n);
  const rows: (BaseRow & { debit: bigint; credit: bigint })[] = [];
  let debit = 0n;
  let credit = 0n;
  const add = (r: BaseRow) => {
    if (r.amount === 0n) return;
    const d = r.amount > 0n ? r.amount : 0n;
    const c = r.amount < 0n ? -r.amount : 0n;
    debit += d;
    credit += c;
    rows.push({ ...r, debit: d, credit: c });
  };
  for (const [id, sum] of thisYear ? [...sums].filter(([id]) => !isResult(id)) : sums) {
    if (id === ACCOUNT_IDS.retainedEarnings) continue;
    add(row(account(id), sum, 1n));
  }
  if (thisYear) for (const [id, sum] of thisYear) if (isResult(id)) add(row(account(id), sum, 1n));
  const retained = sums.get(ACCOUNT_IDS.retainedEarnings);
  if (retained || carried !== 0n) {
    const r = row(account(ACCOUNT_IDS.retainedEarnings), retained ?? { amount: 0n, quantities: new Map() }, 1n);
    add({ ...r, amount: r.amount + carried });
  }
  rows.sort(byCode);
  return { range, rows, debit, credit };
}

const GAIN_ACCOUNTS: ReadonlySet<string> = new Set(Object.values(FX));

export interface BaseIncomeStatement {
  readonly range: Required<BaseRange>;
  /** Income accounts (credit-positive), the gains and losses on digital assets apart. */
  readonly revenue: readonly BaseRow[];
  /** Expense accounts (debit-positive), the losses and rounding apart. */
  readonly expenses: readonly BaseRow[];
  readonly totalRevenue: bigint;
  readonly totalExpenses: bigint;
  /** Realised gains minus realised losses on digital assets. */
  readonly realised: bigint;
  /** Unrealised gains minus unrealised losses and impairment. */
  readonly unrealised: bigint;
  /** Rounding differences (a gain positive). */
  readonly rounding: bigint;
  readonly netIncome: bigint;
}

/** The income statement of `range` in the company's currency. */
export function baseIncomeStatement(books: FunctionalBooks, range: Required<BaseRange>): BaseIncomeStatement {
  const account = accountLookup(books.accounts);
  const revenue: BaseRow[] = [];
  const expenses: BaseRow[] = [];
  const sums = sumsOf(books, range);
  const credit = (id: string) => -(sums.get(id)?.amount ?? 0n);
  let net = 0n;
  for (const [id, sum] of sums) {
    const acc = account(id);
    if (acc.type !== 'income' && acc.type !== 'expense') continue;
    net -= sum.amount;
    if (GAIN_ACCOUNTS.has(id) || sum.amount === 0n) continue;
    if (acc.type === 'income') revenue.push(row(acc, sum, -1n));
    else expenses.push(row(acc, sum, 1n));
  }
  revenue.sort(byCode);
  expenses.sort(byCode);
  return {
    range,
    revenue,
    expenses,
    totalRevenue: revenue.reduce((s, r) => s + r.amount, 0n),
    totalExpenses: expenses.reduce((s, r) => s + r.amount, 0n),
    realised: credit(FX.realisedGains) + credit(FX.realisedLosses),
    unrealised: credit(FX.unrealisedGains) + credit(FX.unrealisedLosses),
    rounding: credit(FX.rounding),
    netIncome: net,
  };
}

/**
 * Realised gains minus realised losses on digital assets over `from`..`to` (inclusive), as an
 * exact decimal string in the company's currency with its minor-unit decimals (`-12.30`).
 */
export function realisedGains(books: FunctionalBooks, from: string, to: string): string {
  let gains = 0n;
  const { store } = books;
  const gainIndex = store.accountIndex(FX.realisedGains);
  const lossIndex = store.accountIndex(FX.realisedLosses);
  const entries = books.index;
  const last = entries.endThrough(to);
  for (let e = entries.firstFrom(from); e < last; e += 1) {
    if (!entries.isDisposal(e)) continue;
    const end = entries.end[e] ?? 0;
    for (let i = entries.start[e] ?? 0; i < end; i += 1) {
      const index = store.account[i];
      if (index === gainIndex || index === lossIndex) gains -= store.amount[i] ?? 0n;
    }
  }
  return minorToDecimal(gains, books.digits);
}

/** All four statements of a period. */
export interface BaseStatements {
  readonly trial: BaseTrialBalance;
  readonly income: BaseIncomeStatement;
  readonly sheet: BaseBalanceSheet;
  readonly cash: BaseCashFlow;
}

/** The four statements of `range`; the trial balance is the balances at its end (from the start of the books). */
export function baseStatements(
  books: FunctionalBooks,
  range: Required<BaseRange>,
  fiscalYearStartMonth = 1,
): BaseStatements {
  return {
    trial: baseTrialBalance(books, { to: range.to }, fiscalYearStartMonth),
    income: baseIncomeStatement(books, range),
    sheet: baseBalanceSheet(books, range.to, fiscalYearStartMonth),
    cash: baseCashFlow(books, range),
  };
}
