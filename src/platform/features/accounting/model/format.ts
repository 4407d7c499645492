// How the page writes values: values in the base currency as money (lib/money/format-money: symbol,
// separators, the currency's minor-unit decimals) and "missing" where no price is known (never 0).
// Amounts are lib/money's (displayQuantity, formatQuantity).
import type { Valuation, ValueTotal } from '@/lib/ledger/balances';
import type { CommodityInfo } from '@/lib/ledger/commodity';
import { exactToString } from '@/lib/ledger/exact';
import { formatMoney } from '@/lib/money/format-money';

/** A base-currency value (symbol, separators, the currency's minor-unit decimals), or `missing`. */
export function formatValue(value: Valuation, baseCurrency: string): string {
  if (value === 'missing' || !baseCurrency) return 'missing';
  return formatMoney(exactToString(value), baseCurrency);
}

/** A valued total: the sum, and which commodities had no price. */
export function formatTotal(
  total: ValueTotal,
  baseCurrency: string,
  infos: ReadonlyMap<string, CommodityInfo>,
): string {
  if (!baseCurrency) return 'missing (no base currency in Company)';
  const sum = formatMoney(exactToString(total.known), baseCurrency);
  return total.missing.length > 0
    ? `${sum} (missing: ${total.missing.map((c) => infos.get(c)?.symbol ?? c).join(', ')})`
    : sum;
}
