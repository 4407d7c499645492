// How the page writes values: exact decimals (no rounding in the books) and "missing" where no
// price is known (never 0). Amounts are lib/money's (displayQuantity, formatQuantity).
import type { Valuation, ValueTotal } from '@/lib/ledger/balances';
import type { CommodityInfo } from '@/lib/ledger/commodity';
import { exactToString } from '@/lib/ledger/exact';

/** A base-currency value, or `missing`. */
export function formatValue(value: Valuation, baseCurrency: string): string {
  if (value === 'missing' || !baseCurrency) return 'missing';
  return `${exactToString(value)} ${baseCurrency}`;
}

/** A valued total: the sum, and which commodities had no price. */
export function formatTotal(
  total: ValueTotal,
  baseCurrency: string,
  infos: ReadonlyMap<string, CommodityInfo>,
): string {
  if (!baseCurrency) return 'missing (no base currency in Company)';
  const sum = `${exactToString(total.known)} ${baseCurrency}`;
  return total.missing.length > 0
    ? `${sum} (missing: ${total.missing.map((c) => infos.get(c)?.symbol ?? c).join(', ')})`
    : sum;
}
