// The cash chart's words: for each asset, where the balance started and ended over the span, and
// its lowest point, so the chart says in text what it draws.
import { displayQuantity } from '@/lib/money/format-quantity';
import type { BalanceHistory, ValuedHistory } from '@/lib/overview/balance-history';
import { addExact } from '@/lib/ledger/exact';
import { valueText } from './figures';

/** One sentence per asset. */
export function chartSummary(history: BalanceHistory): string[] {
  const first = history.days[0];
  const last = history.days.at(-1);
  return history.series.map((s) => {
    const text = (units: bigint) => displayQuantity(units, s.decimals, { symbol: s.symbol }).text;
    const start = s.units[0] ?? 0n;
    const end = s.units.at(-1) ?? 0n;
    let low = 0;
    s.units.forEach((u, i) => {
      if (u < (s.units[low] ?? 0n)) low = i;
    });
    const change = end === start ? 'stayed at' : end > start ? 'rose to' : 'fell to';
    const lowest =
      (s.units[low] ?? 0n) < start && (s.units[low] ?? 0n) < end
        ? `, lowest ${text(s.units[low] ?? 0n)} on ${history.days[low]}`
        : '';
    return `${s.symbol}: ${text(start)} on ${first}, ${change} ${text(end)} on ${last}${lowest}.`;
  });
}

/** The series as plain numbers of whole units for drawing (never for showing amounts). */
export function plotValues(units: readonly bigint[], decimals: number): number[] {
  const scale = 10 ** decimals;
  return units.map((u) => Number(u) / scale);
}

/** The company's cash in its currency over the span, in one sentence. */
export function valuedSummary(valued: ValuedHistory, currency: string): string {
  const first = valued.totals[0];
  const last = valued.totals.at(-1);
  if (!first || !last) return '';
  const difference = addExact(last, { ...first, units: -first.units }).units;
  const change = difference === 0n ? 'stayed at' : difference > 0n ? 'rose to' : 'fell to';
  return `Cash in ${currency}: ${valueText(first, currency)} on ${valued.days[0]}, ${change} ${valueText(last, currency)} on ${valued.days.at(-1)}.`;
}
