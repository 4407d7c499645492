// The price list: what one whole unit of a commodity was worth in the company's base currency on a
// day. Valuation uses the latest price on or before the day; no price means `missing`, never zero.
import { parseExact, type Exact } from './exact';

export interface Price {
  readonly commodity: string;
  /** YYYY-MM-DD. */
  readonly date: string;
  /** Exact decimal string in the base currency (`1834.27`). */
  readonly price: string;
}

export type PriceLookup = { price: Exact; date: string } | 'missing';

/** Prices indexed for look-ups: per commodity, sorted by date (a later entry wins on the same day). */
export interface PriceIndex {
  readonly byCommodity: ReadonlyMap<string, readonly { date: string; price: Exact }[]>;
}

/** Builds the look-up index of a price list. */
export function indexPrices(prices: readonly Price[]): PriceIndex {
  const byCommodity = new Map<string, { date: string; price: Exact }[]>();
  for (const p of prices) {
    const list = byCommodity.get(p.commodity) ?? [];
    list.push({ date: p.date, price: parseExact(p.price) });
    byCommodity.set(p.commodity, list);
  }
  // Stable sort keeps list order within a day, so the last one entered for a day is the one used.
  for (const list of byCommodity.values()) list.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return { byCommodity };
}

/** The latest price of `commodity` on or before `date`, or `missing`. */
export function priceOn(index: PriceIndex, commodity: string, date: string): PriceLookup {
  const list = index.byCommodity.get(commodity);
  if (!list) return 'missing';
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((list[mid]?.date ?? '') <= date) low = mid + 1;
    else high = mid;
  }
  const found = list[low - 1];
  return found ? { price: found.price, date: found.date } : 'missing';
}
