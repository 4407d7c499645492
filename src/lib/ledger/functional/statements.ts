// Statements in the company's currency over the derived books (books.ts): trial balance, income
// statement (realised and unrealised gains on their own lines), balance sheet in sections with
// subtotals, and a cash-flow summary. Every figure is a sum of fixed minor-unit values, so they
// balance exactly: debits = credits, assets = liabilities + equity.
import type { Account } from '../account';
import { accountLookup } from '../balances';
import { ACCOUNT_IDS } from '../default-chart';
import { periodContaining } from '../period-presets';
import { FUNCTIONAL_ACCOUNT_IDS as FX, isWalletAccount } from './accounts';
import type { FunctionalBooks } from './books';
import { minorToDecimal } from './money';

/** An inclusive range; without `from`, from the start of the books (a balance at `to`). */
export interface BaseRange {
  readonly from?: string;
  readonly to: string;
}

/** A quantity of one commodity (base units). */
export interface Quantity {
  readonly commodity: string;
  readonly decimals: number;
  readonly amount: bigint;
}

export interface BaseRow {
  readonly account: Account;
  /** Minor units, shown the way the statement reads (assets and expenses debit-positive, the rest credit-positive). */
  readonly amount: bigint;
  /** The quantities behind the figure, per commodity (debit-positive). */
  readonly quantities: readonly Quantity[];
}

interface Sum {
  amount: bigint;
  quantities: Map<string, { decimals: number; amount: bigint }>;
}

// The statements of a period share their sums (the trial balance and the balance sheet both sum to
// the end date; the fiscal year's income statement is the current year's earnings): kept per books.
const sumsCache = new WeakMap<FunctionalBooks, Map<string, ReadonlyMap<string, Sum>>>();

/** Debit-positive sums per account of the lines dated in `range` (not to be changed: they are shared). */
function sumsOf(books: FunctionalBooks, range: BaseRange): ReadonlyMap<string, Sum> {
  const key = `${range.from ?? ''}/${range.to}`;
  let cached = sumsCache.get(books);
  if (!cached) {
    cached = new Map();
    sumsCache.set(books, cached);
  }
  const found = cached.get(key);
  if (found) return found;
  const { store, index: entries } = books;
  const byIndex: (Sum | undefined)[] = [];
  const last = entries.endThrough(range.to);
  for (let e = range.from === undefined ? 0 : entries.firstFrom(range.from); e < last; e += 1) {
    const end = entries.end[e] ?? 0;
    for (let i = entries.start[e] ?? 0; i < end; i += 1) {
      const index = store.account[i] ?? 0;
      let sum = byIndex[index];
      if (!sum) {
        sum = { amount: 0n, quantities: new Map() };
        byIndex[index] = sum;
      }
      sum.amount += store.amount[i] ?? 0n;
      const posting = store.posting[i];
      if (posting && posting.amount !== 0n) {
        const q = sum.quantities.get(posting.commodity);
        if (q) q.amount += posting.amount;
        else sum.quantities.set(posting.commodity, { decimals: posting.decimals, amount: posting.amount });
      }
    }
  }
  const sums = new Map<string, Sum>();
  byIndex.forEach((sum, index) => {
    if (sum) sums.set(store.accountIds[index] ?? '', sum);
  });
  cached.set(key, sums);
  return sums;
}

const byCode = (a: BaseRow, b: BaseRow) =>
  a.account.code.localeCompare(b.account.code) || a.account.id.localeCompare(b.account.id);

function row(account: Account, sum: Sum, sign: bigint): BaseRow {
  return {
    account,
    amount: sign * sum.amount,
    quantities: [...sum.quantities]
      .filter(([, q]) => q.amount !== 0n)
      .map(([commodity, q]) => ({ commodity, decimals: q.decimals, amount: q.amount }))
      .sort((a, b) => a.commodity.localeCompare(b.commodity)),
  };
}

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

/** Whether an asset account is a receivable (the default chart's 1100, or any account named so). */
function isReceivable(account: Account): boolean {
  return account.id === ACCOUNT_IDS.receivable || /receivable/i.test(account.name);
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

export type CashFlowKey = 'opening-balances' | 'receipts' | 'payments' | 'financing' | 'remeasurement';

export interface BaseCashFlow {
  readonly range: Required<BaseRange>;
  /** Cash and digital assets (the wallets, at carrying value) the day before `from`. */
  readonly opening: bigint;
  readonly lines: readonly { readonly key: CashFlowKey; readonly label: string; readonly amount: bigint }[];
  readonly closing: bigint;
}

const CASH_LABELS: Readonly<Record<CashFlowKey, string>> = {
  'opening-balances': 'Opening balances recorded',
  receipts: 'Received (operating)',
  payments: 'Paid and spent (operating, at carrying value)',
  financing: 'Financing (owners and shares)',
  remeasurement: 'Remeasurement and impairment (not cash)',
};

/**
 * What moved the company's cash and digital assets (its wallets, at carrying value) over `range`:
 * opening, receipts, payments, financing (entries with an equity account on the other side), the
 * period ends' remeasurement, closing. Moves between the company's wallets net to nothing.
 */
export function baseCashFlow(books: FunctionalBooks, range: Required<BaseRange>): BaseCashFlow {
  const account = accountLookup(books.accounts);
  const amounts = new Map<CashFlowKey, bigint>();
  const { store } = books;
  const wallet = store.accountIds.map(isWalletAccount);
  const equityAccount = store.accountIds.map((id) => account(id).type === 'equity');
  let opening = 0n;
  const entries = books.index;
  const first = entries.firstFrom(range.from);
  const last = entries.endThrough(range.to);
  for (let e = 0; e < last; e += 1) {
    let delta = 0n;
    let equity = false;
    const end = entries.end[e] ?? 0;
    for (let i = entries.start[e] ?? 0; i < end; i += 1) {
      const index = store.account[i] ?? 0;
      if (wallet[index]) delta += store.amount[i] ?? 0n;
      else if (equityAccount[index]) equity = true;
    }
    if (delta === 0n) continue;
    if (e < first) {
      opening += delta;
      continue;
    }
    const key: CashFlowKey = entries.isRemeasurement(e)
      ? 'remeasurement'
      : entries.origin[e]?.source.startsWith('opening:')
        ? 'opening-balances'
        : equity
          ? 'financing'
          : delta > 0n
            ? 'receipts'
            : 'payments';
    amounts.set(key, (amounts.get(key) ?? 0n) + delta);
  }
  const order: CashFlowKey[] = ['opening-balances', 'receipts', 'payments', 'financing', 'remeasurement'];
  const lines = order.map((key) => ({ key, label: CASH_LABELS[key], amount: amounts.get(key) ?? 0n }));
  return { range, opening, lines, closing: opening + lines.reduce((s, l) => s + l.amount, 0n) };
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
