// The words around the Dashboard's figures: base-currency values (with what has no price), amounts
// per asset as text for comparisons, and how a figure compares with the period before.
import type { ValueTotal } from '@/lib/ledger/balances';
import { exactToString, type Exact } from '@/lib/ledger/exact';
import { formatMoney } from '@/lib/money/format-money';
import { displayQuantity } from '@/lib/money/format-quantity';

export interface AssetAmount {
  readonly key: string;
  readonly symbol: string;
  readonly decimals: number;
  readonly units: bigint;
}

/**
 * A value in the company's currency as text, through `lib/money`'s one money formatter: its symbol
 * or code, grouping and exactly its minor-unit decimals (`€1,234.50`); a non-zero value never reads 0.
 */
export function valueText(value: Exact, currency: string): string {
  return formatMoney(exactToString(value), currency);
}

/** A valued total, or null when the company has no base currency or nothing could be valued. */
export function totalText(total: ValueTotal, currency: string, symbolOf: (commodity: string) => string): string | null {
  if (!currency) return null;
  if (total.missing.length === 0) return valueText(total.known, currency);
  const missing = total.missing.map(symbolOf).join(', ');
  return total.known.units === 0n
    ? `No price for ${missing}`
    : `${valueText(total.known, currency)} + ${missing} (no price)`;
}

/** Amounts per asset as one line of text (`1.5 ETH, 20 TUSD`), `none` when empty or all zero. */
export function amountsText(amounts: readonly AssetAmount[]): string {
  const shown = amounts.filter((a) => a.units !== 0n);
  if (shown.length === 0) return 'none';
  return shown.map((a) => displayQuantity(a.units, a.decimals, { symbol: a.symbol }).text).join(', ');
}

export type Trend = 'up' | 'down' | 'flat';

/** The direction of a change (for the arrow; the words carry it too). */
export function trendOf(current: number, previous: number): Trend {
  return current > previous ? 'up' : current < previous ? 'down' : 'flat';
}

/** `27.7 days` / `no payment yet` for DSO and DPO. */
export function daysText(days: number | null): string {
  return days === null ? 'No payment yet' : `${days} ${days === 1 ? 'day' : 'days'}`;
}
