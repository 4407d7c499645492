// Balance over time per asset, for the cash chart: the engine's balances at the synced block are
// today's end point, and each earlier day's closing balance is that minus the movements after it
// (cash-flow.ts: amounts in and out, fees). Before the first synced row it reads as the same
// balance, so a wallet followed from a recent block shows a flat line before then.
import type { ChainBalance } from '@/lib/db/entities/chain-balance';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import { valuationOf } from '@/lib/ledger/balances';
import { commodityId } from '@/lib/ledger/commodity';
import { addExact, ZERO, type Exact } from '@/lib/ledger/exact';
import type { PriceIndex } from '@/lib/ledger/prices';
import { rowMovements } from './cash-flow';
import { dayOf } from './overview-days';
import { addDays } from '@/lib/primitives/days';

export interface BalanceSeries {
  readonly commodity: string;
  readonly symbol: string;
  readonly decimals: number;
  /** The closing balance of each day of `days`. */
  readonly units: readonly bigint[];
}

export interface BalanceHistory {
  /** Oldest first, ending today. */
  readonly days: readonly string[];
  readonly series: readonly BalanceSeries[];
}

/** Daily closing balances of each asset over the `count` days ending `today`. */
export function balanceHistory(
  balances: readonly ChainBalance[],
  rows: readonly ChainTransaction[],
  today: string,
  count = 90,
): BalanceHistory {
  const days = Array.from({ length: count }, (_, i) => addDays(today, i - count + 1));
  const ends = new Map<string, { symbol: string; decimals: number; units: bigint }>();
  for (const b of balances) {
    const commodity = commodityId(b.chainId, b.asset);
    const current = ends.get(commodity);
    ends.set(commodity, { symbol: b.symbol, decimals: b.decimals, units: (current?.units ?? 0n) + BigInt(b.units) });
  }
  // commodity → day → net movement that day
  const moves = new Map<string, Map<string, bigint>>();
  const first = days[0] ?? today;
  for (const row of rows) {
    const day = dayOf(row.time);
    if (day <= first) continue; // movements on or before the first day do not change the plotted span
    for (const move of rowMovements(row)) {
      if (!ends.has(move.commodity)) continue;
      const perDay = moves.get(move.commodity) ?? new Map<string, bigint>();
      perDay.set(day, (perDay.get(day) ?? 0n) + move.units);
      moves.set(move.commodity, perDay);
    }
  }
  const series = [...ends.entries()]
    .sort(([a, x], [b, y]) => x.symbol.localeCompare(y.symbol) || a.localeCompare(b))
    .map(([commodity, end]) => {
      const perDay = moves.get(commodity);
      const units: bigint[] = new Array<bigint>(days.length).fill(0n);
      let balance = end.units;
      for (let i = days.length - 1; i >= 0; i -= 1) {
        units[i] = balance;
        balance -= perDay?.get(days[i] as string) ?? 0n; // the close of the day before
      }
      return { commodity, symbol: end.symbol, decimals: end.decimals, units };
    });
  return { days, series };
}

/** The cash of each day of a history in the company's currency. */
export interface ValuedHistory {
  readonly days: readonly string[];
  /** Each day's closing cash, every asset at that day's price (the latest on or before it). */
  readonly totals: readonly Exact[];
}

/**
 * The history as one figure a day in the company's currency (the cash chart draws it as one line,
 * so assets of very different scale never share an axis in units), or null when an asset held on
 * some day of the span has no price on or before it: a partial total would mislead.
 */
export function valuedHistory(history: BalanceHistory, prices: PriceIndex): ValuedHistory | null {
  if (history.series.length === 0) return null;
  const totals: Exact[] = [];
  for (const [index, day] of history.days.entries()) {
    let total = ZERO;
    for (const s of history.series) {
      const units = s.units[index] ?? 0n;
      if (units === 0n) continue;
      const value = valuationOf({ commodity: s.commodity, amount: units, decimals: s.decimals }, day, prices);
      if (value === 'missing') return null;
      total = addExact(total, value);
    }
    totals.push(total);
  }
  return { days: history.days, totals };
}
