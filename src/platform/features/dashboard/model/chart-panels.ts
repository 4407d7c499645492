// What the cash chart draws: one line of the company's cash in its currency when every asset held
// has a price (assets of very different scale never share an axis in units), else one panel per
// asset, each with its own axis. SBI's forecast band goes on the panel of its asset (on the currency
// line only when the company holds that one asset, valued at today's price).
import { exactToString } from '@/lib/ledger/exact';
import type { BalanceHistory, ValuedHistory } from '@/lib/overview/balance-history';
import { plotValues } from './chart-summary';
import type { ForecastBand } from './insight-views';

export interface ChartPanel {
  readonly id: string;
  /** "Cash in GBP" or the asset's symbol: the panel's heading and the line's label. */
  readonly title: string;
  readonly days: readonly string[];
  /** Whole units of the currency or the asset, for drawing only. */
  readonly values: readonly number[];
  readonly band?: ForecastBand;
}

/** The panels of the cash chart. */
export function chartPanels(
  history: BalanceHistory,
  valued: ValuedHistory | null,
  currency: string,
  forecast?: ForecastBand,
): ChartPanel[] {
  if (valued && currency) {
    const values = valued.totals.map((t) => Number(exactToString(t)));
    const only = history.series.length === 1 ? history.series[0] : undefined;
    const lastUnits = only ? plotValues([only.units.at(-1) ?? 0n], only.decimals)[0] : undefined;
    const price = lastUnits ? (values.at(-1) ?? 0) / lastUnits : null;
    const band =
      forecast && price !== null && forecast.asset === only?.commodity
        ? {
            ...forecast,
            label: `${forecast.label} in ${currency}`,
            low: forecast.low.map((v) => v * price),
            high: forecast.high.map((v) => v * price),
          }
        : undefined;
    return [{ id: 'valued', title: `Cash in ${currency}`, days: valued.days, values, ...(band ? { band } : {}) }];
  }
  return history.series.map((s) => ({
    id: s.commodity,
    title: s.symbol,
    days: history.days,
    values: plotValues(s.units, s.decimals),
    ...(forecast && forecast.asset === s.commodity ? { band: forecast } : {}),
  }));
}

/** A y-axis label that never needs more room than its text: compact above 10,000 (12.5k, 3.1M). */
export function axisLabel(value: number): string {
  const format = new Intl.NumberFormat('en-US', {
    notation: Math.abs(value) >= 10_000 ? 'compact' : 'standard',
    maximumFractionDigits: Math.abs(value) >= 10_000 ? 1 : Math.abs(value) >= 10 ? 0 : 2,
  });
  return format.format(value);
}

/** The y axis's width in CSS pixels for its labels (about 7.5 px a character at the chart's font, plus the ticks). */
export function axisWidth(labels: readonly string[]): number {
  const longest = labels.reduce((n, label) => Math.max(n, label.length), 0);
  return Math.max(40, Math.ceil(longest * 7.5) + 18);
}
