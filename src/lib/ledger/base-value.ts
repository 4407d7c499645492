// An amount's value in the company's base currency as the screens show it beside the amount: the
// exact value with the price's source in words and whether the price was stale, or `missing` (never
// 0). History is valued on its own day, balances now.
import { exactToString, valueAt } from './exact';
import { priceOn, type PriceIndex, type PriceSource } from './prices';

/** What the kit's AmountValue shows beside an amount (components/ui/amount-value.tsx). */
export type BaseValue =
  | { readonly kind: 'missing'; readonly currency: string }
  | {
      readonly kind: 'value';
      /** Exact decimal (`4500.75`); rounding to cents is the display's. */
      readonly decimal: string;
      readonly currency: string;
      readonly stale: boolean;
      /** Where the price came from, in words. */
      readonly source: string;
    };

/** The source of a price in words: the feed, its round and time; or typed or imported for a day. */
export function describeSource(source: PriceSource, date: string): string {
  if (source.kind === 'feed')
    return `Price from feed ${source.feed}, round ${source.round}, updated ${source.updatedAt.slice(0, 16).replace('T', ' ')} UTC`;
  if (source.kind === 'api')
    return `Price from API ${source.endpoint}, fetched ${source.fetchedAt.slice(0, 16).replace('T', ' ')} UTC`;
  return source.kind === 'csv' ? `Price imported for ${date}` : `Price entered for ${date}`;
}

/**
 * The value of `amount` base units of `commodity` on `date` (`now`, ISO, bounds today's staleness);
 * null without a base currency (nothing to show).
 */
export function baseValueOf(
  index: PriceIndex,
  currency: string,
  amount: { readonly units: bigint; readonly decimals: number; readonly commodity: string },
  date: string,
  now?: string,
): BaseValue | null {
  if (!currency) return null;
  const found = priceOn(index, amount.commodity, date, now);
  if (found === 'missing') return { kind: 'missing', currency };
  return {
    kind: 'value',
    decimal: exactToString(valueAt(amount.units, amount.decimals, found.price)),
    currency,
    stale: found.stale,
    source: describeSource(found.source, found.date),
  };
}
