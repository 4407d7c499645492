// The sums the statements in the company's currency are made of: debit-positive amounts and the
// quantities behind them, per account, over the lines dated in a range of the books (books.ts),
// kept per books and range so the statements of one period share them.
import type { Account } from '../account';
import type { FunctionalBooks } from './books';

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

export interface Sum {
  amount: bigint;
  quantities: Map<string, { decimals: number; amount: bigint }>;
}

// The statements of a period share their sums (the trial balance and the balance sheet both sum to
// the end date; the fiscal year's income statement is the current year's earnings): kept per books.
const sumsCache = new WeakMap<FunctionalBooks, Map<string, ReadonlyMap<string, Sum>>>();

/** Debit-positive sums per account of the lines dated in `range` (not to be changed: they are shared). */
export function sumsOf(books: FunctionalBooks, range: BaseRange): ReadonlyMap<string, Sum> {
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

export const byCode = (a: BaseRow, b: BaseRow) =>
  a.account.code.localeCompare(b.account.code) || a.account.id.localeCompare(b.account.id);

export function row(account: Account, sum: Sum, sign: bigint): BaseRow {
  return {
    account,
    amount: sign * sum.amount,
    quantities: [...sum.quantities]
      .filter(([, q]) => q.amount !== 0n)
      .map(([commodity, q]) => ({ commodity, decimals: q.decimals, amount: q.amount }))
      .sort((a, b) => a.commodity.localeCompare(b.commodity)),
  };
}
