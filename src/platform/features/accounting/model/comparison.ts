// Comparison with the previous period: the range just before the report's, and each report row
// joined with the same account and commodity in that range (a row only one side has shows 0 on
// the other, so nothing that moved disappears from the comparison).
import type { Account } from '@/lib/ledger/account';
import { byCodeThenCommodity } from '@/lib/ledger/balances';
import { previousPeriod, type DayRange, type PeriodKind } from '@/lib/ledger/period-presets';
import { addDays, daysBetween } from '@/lib/primitives/days';

/** The previous period: the preset before (month, quarter, year…), or a custom range of the same length ending the day before. */
export function previousRange(kind: PeriodKind, range: DayRange, fiscalYearStartMonth = 1): DayRange {
  if (kind !== 'custom') return previousPeriod(kind, range, fiscalYearStartMonth);
  return { from: addDays(range.from, -daysBetween(range.from, range.to) - 1), to: addDays(range.from, -1) };
}

interface Row {
  readonly account: Account;
  readonly commodity: string;
  readonly decimals: number;
}

export interface ComparedRow<R extends Row> {
  readonly account: Account;
  readonly commodity: string;
  readonly decimals: number;
  /** The row of the report period, null when only the previous period has one. */
  readonly current: R | null;
  /** The figure of the previous period (0 when it had none), null when not comparing. */
  readonly previous: bigint | null;
}

/** Joins rows by account and commodity; `previous` null means no comparison (every row's previous is null). */
export function compareRows<R extends Row>(
  current: readonly R[],
  previous: readonly R[] | null,
  amount: (row: R) => bigint,
): ComparedRow<R>[] {
  const key = (r: Row) => `${r.account.id}\u0000${r.commodity}`;
  const before = new Map((previous ?? []).map((r) => [key(r), r]));
  const rows: ComparedRow<R>[] = current.map((r) => {
    const p = before.get(key(r));
    before.delete(key(r));
    return {
      account: r.account,
      commodity: r.commodity,
      decimals: r.decimals,
      current: r,
      previous: previous ? (p ? amount(p) : 0n) : null,
    };
  });
  for (const p of before.values())
    rows.push({ account: p.account, commodity: p.commodity, decimals: p.decimals, current: null, previous: amount(p) });
  return rows.sort(byCodeThenCommodity);
}

/** A per-commodity line (a total, net income, current earnings) of both periods. */
export interface ComparedLine<L> {
  readonly commodity: string;
  readonly decimals: number;
  readonly current: L | null;
  /** Null when the previous period has no line for the commodity, or when not comparing. */
  readonly previous: L | null;
}

/** Joins per-commodity lines of the period and of the previous one (`null`: not comparing), by commodity. */
export function compareLines<L extends { commodity: string; decimals: number }>(
  current: readonly L[],
  previous: readonly L[] | null,
): ComparedLine<L>[] {
  const before = new Map((previous ?? []).map((l) => [l.commodity, l]));
  const lines: ComparedLine<L>[] = current.map((l) => ({
    commodity: l.commodity,
    decimals: l.decimals,
    current: l,
    previous: before.get(l.commodity) ?? null,
  }));
  const seen = new Set(current.map((l) => l.commodity));
  for (const p of before.values())
    if (!seen.has(p.commodity))
      lines.push({ commodity: p.commodity, decimals: p.decimals, current: null, previous: p });
  return lines.sort((a, b) => a.commodity.localeCompare(b.commodity));
}
