// The words around the Dashboard's figures: base-currency values (with what has no price), amounts
// per asset as text for comparisons, and how a figure compares with the period before.
import type { ValueTotal } from '@/lib/ledger/balances';
import { exactToString, type Exact } from '@/lib/ledger/exact';
import { displayQuantity } from '@/lib/money/format-quantity';

export interface AssetAmount {
  readonly key: string;
  readonly symbol: string;
  readonly decimals: number;
  readonly units: bigint;
}

/** A base-currency value as text (`1,234.50 EUR`); a non-zero value below a cent is never shown as 0. */
export function valueText(value: Exact, currency: string): string {
  const decimal = exactToString(value);
  const n = Number(decimal);
  if (n !== 0 && Math.abs(n) < 0.01) return `${n < 0 ? '-' : ''}<0.01 ${currency}`;
  const text = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    decimal as Intl.StringNumericLiteral,
  );
  return `${text} ${currency}`;
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
