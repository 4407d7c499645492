import type { Account } from './account';
import {
  accountLookup,
  addTo,
  addValuations,
  byCodeThenCommodity,
  inRange,
  postedEntries,
  totalValue,
  valuationOf,
  type Balances,
  type CommodityAmount,
  type DateRange,
  type Valuation,
  type ValueTotal,
} from './balances';
import type { Entry } from './entry';
import { priceNoteOn, worseNote, type PriceNote } from './price-note';
import type { PriceIndex } from './prices';
import { isClosingEntry } from './year-close';

export interface StatementRow {
  readonly account: Account;
  readonly commodity: string;
  readonly decimals: number;
  /** Shown the natural way round: income and expenses both positive in the usual case. */
  readonly amount: bigint;
  /** Each posting valued on its own date, so a year of income is priced as it was earned. */
  readonly value: Valuation;
  /** The worst price among the postings' (missing, then the oldest stale), with its day and source. */
  readonly price: PriceNote;
}

export interface IncomeStatement {
  readonly income: StatementRow[];
  readonly expenses: StatementRow[];
  /** Income minus expenses per commodity (= minus the sum of their debit-positive balances). */
  readonly netIncome: CommodityAmount[];
  readonly value: { readonly income: ValueTotal; readonly expenses: ValueTotal };
}

/**
 * The income statement (P&L) of the posted entries dated in `range` (both ends inclusive). A
 * year's closing entry (and its reversal) is left out: it moves the year's result, it is not one.
 */
export function incomeStatement(
  entries: readonly Entry[],
  accounts: readonly Account[],
  prices: PriceIndex,
  range: Required<DateRange>,
): IncomeStatement {
  const account = accountLookup(accounts);
  const balances: Balances = new Map();
  const values = new Map<string, Valuation>();
  const notes = new Map<string, PriceNote>();
  // One note per commodity and day: postings of a day share their price (and its description).
  const dayNotes = new Map<string, PriceNote>();
  const noteOn = (commodity: string, date: string) => {
    const key = `${commodity}\u0000${date}`;
    const note = dayNotes.get(key) ?? priceNoteOn(prices, commodity, date);
    dayNotes.set(key, note);
    return note;
  };
  // A line's postings of one day share its price: summed first, then valued once (exact, so the
  // same value as valuing each posting; 50,000 postings are a few thousand look-ups).
  const days = new Map<string, { key: string; commodity: string; decimals: number; date: string; amount: bigint }>();
  for (const entry of postedEntries(entries)) {
    if (!inRange(entry.date, range) || isClosingEntry(entry)) continue;
    for (const p of entry.postings) {
      const type = account(p.accountId).type;
      if (type !== 'income' && type !== 'expense') continue;
      addTo(balances, p.accountId, p);
      const key = `${p.accountId}\u0000${p.commodity}`;
      const dayKey = `${key}\u0000${p.decimals}\u0000${entry.date}`;
      const day = days.get(dayKey);
      if (day) day.amount += p.amount;
      else days.set(dayKey, { key, commodity: p.commodity, decimals: p.decimals, date: entry.date, amount: p.amount });
    }
  }
  for (const { key, date, ...amount } of days.values()) {
    values.set(key, addValuations(values.get(key) ?? { units: 0n, scale: 0 }, valuationOf(amount, date, prices)));
    notes.set(key, worseNote(notes.get(key) ?? null, noteOn(amount.commodity, date)));
  }
  const income: StatementRow[] = [];
  const expenses: StatementRow[] = [];
  const net = new Map<string, CommodityAmount>();
  for (const [accountId, perCommodity] of balances) {
    const acc = account(accountId);
    const sign = acc.type === 'income' ? -1n : 1n;
    for (const a of perCommodity.values()) {
      const current = net.get(a.commodity);
      net.set(a.commodity, { ...a, amount: (current?.amount ?? 0n) - a.amount });
      if (a.amount === 0n) continue;
      const key = `${accountId}\u0000${a.commodity}`;
      const value = values.get(key) ?? 'missing';
      const row = {
        account: acc,
        commodity: a.commodity,
        decimals: a.decimals,
        amount: sign * a.amount,
        value: value === 'missing' ? value : { ...value, units: sign * value.units },
        price: notes.get(key) ?? { mark: 'missing' as const, date: range.to },
      };
      (acc.type === 'income' ? income : expenses).push(row);
    }
  }
  income.sort(byCodeThenCommodity);
  expenses.sort(byCodeThenCommodity);
  const netIncome = [...net.values()].sort((a, b) => a.commodity.localeCompare(b.commodity));
  return { income, expenses, netIncome, value: { income: totalValue(income), expenses: totalValue(expenses) } };
}
