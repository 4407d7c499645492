import type { Account } from './account';
import {
  accountLookup,
  inRange,
  postedEntries,
  valuationOf,
  type CommodityAmount,
  type DateRange,
  type Valuation,
} from './balances';
import type { Entry } from './entry';
import type { PriceIndex } from './prices';

export interface LedgerLine {
  readonly entryId: string;
  readonly date: string;
  readonly memo: string;
  readonly source: string;
  readonly commodity: string;
  readonly decimals: number;
  /** The posting (debit > 0). */
  readonly amount: bigint;
  /** The account's balance in this commodity after this line. */
  readonly balance: bigint;
  /** The posting valued on its date. */
  readonly value: Valuation;
}

export interface GeneralLedger {
  readonly account: Account;
  /** Balances per commodity before `range.from`. */
  readonly opening: CommodityAmount[];
  readonly lines: LedgerLine[];
  readonly closing: CommodityAmount[];
}

/** One account's postings in `range`, by date then journal order, with a running balance per commodity. */
export function generalLedger(
  entries: readonly Entry[],
  accounts: readonly Account[],
  prices: PriceIndex,
  accountId: string,
  range: DateRange = {},
): GeneralLedger {
  const running = new Map<string, CommodityAmount>();
  const lines: LedgerLine[] = [];
  let opening: CommodityAmount[] | null = range.from === undefined ? [] : null;
  // Sorting a copy by date keeps journal order within a day (Array.prototype.sort is stable).
  const sorted = postedEntries(entries).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  for (const entry of sorted) {
    if (range.to !== undefined && entry.date > range.to) break;
    if (opening === null && inRange(entry.date, range)) opening = [...running.values()];
    for (const p of entry.postings) {
      if (p.accountId !== accountId) continue;
      const before = running.get(p.commodity)?.amount ?? 0n;
      running.set(p.commodity, { commodity: p.commodity, decimals: p.decimals, amount: before + p.amount });
      if (!inRange(entry.date, range)) continue;
      lines.push({
        entryId: entry.id,
        date: entry.date,
        memo: entry.memo,
        source: entry.source,
        commodity: p.commodity,
        decimals: p.decimals,
        amount: p.amount,
        balance: before + p.amount,
        value: valuationOf(p, entry.date, prices),
      });
    }
  }
  const byCommodity = (a: CommodityAmount, b: CommodityAmount) => a.commodity.localeCompare(b.commodity);
  return {
    account: accountLookup(accounts)(accountId),
    opening: (opening ?? [...running.values()]).sort(byCommodity),
    lines,
    closing: [...running.values()].sort(byCommodity),
  };
}
