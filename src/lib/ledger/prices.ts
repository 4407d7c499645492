// The price list: what one whole unit of a commodity was worth in the company's base currency on a
// day. Valuation uses the latest price on or before the day; no price means `missing`, never zero.
// Every price records its source: typed (manual), imported (CSV), read from an on-chain feed (the
// feed, its round and the round's time) or fetched from the price API configured in Utility. Within
// one day a manual or imported price overrides the feed's, and a feed's the API's; a price older
// than its feed's heartbeat (or, typed, imported or fetched, than MANUAL_MAX_AGE_DAYS) at the time
// it values is stale: still used, and marked.
import type { LedgerPriceSource } from '@/lib/db/entities/ledger-price';
import { DAY_MS } from '@/lib/primitives/days';
import { parseExact, type Exact } from './exact';

export type PriceSource = LedgerPriceSource;

export interface Price {
  readonly commodity: string;
  /** YYYY-MM-DD. */
  readonly date: string;
  /** Exact decimal string in the base currency (`1834.27`). */
  readonly price: string;
  /** Absent on prices stored before sources were recorded: they read as manual. */
  readonly source?: PriceSource;
}

/** A typed or imported price values the day after its own at most; older, it is stale. */
export const MANUAL_MAX_AGE_DAYS = 1;

export interface PriceFound {
  readonly price: Exact;
  readonly date: string;
  readonly source: PriceSource;
  /** Older than its heartbeat (feed) or than MANUAL_MAX_AGE_DAYS (typed, imported) when used. */
  readonly stale: boolean;
}

export type PriceLookup = PriceFound | 'missing';

interface Indexed {
  readonly date: string;
  readonly price: Exact;
  readonly source: PriceSource;
}

/** Prices indexed for look-ups: per commodity, sorted by date (a later entry wins on the same day). */
export interface PriceIndex {
  readonly byCommodity: ReadonlyMap<string, readonly Indexed[]>;
}

const MANUAL: PriceSource = { kind: 'manual' };
// Within a day: a price API's below a feed's, both below a typed or imported one (the last applied wins).
const rank = (source: PriceSource) => (source.kind === 'api' ? 0 : source.kind === 'feed' ? 1 : 2);

/** The prices that price a book kept in `baseCurrency`: a feed quoting another currency is left out. */
export function pricesInBase<T extends Price>(prices: readonly T[], baseCurrency: string): T[] {
  return prices.filter(
    (p) => (p.source?.kind !== 'feed' && p.source?.kind !== 'api') || p.source.quote === baseCurrency,
  );
}

/** Builds the look-up index of a price list. */
export function indexPrices(prices: readonly Price[]): PriceIndex {
  const byCommodity = new Map<string, Indexed[]>();
  for (const p of prices) {
    const source = p.source ?? MANUAL;
    const list = byCommodity.get(p.commodity) ?? [];
    list.push({ date: p.date, price: parseExact(p.price), source });
    byCommodity.set(p.commodity, list);
  }
  // Stable sort keeps list order within a day (the last entered is used), with the feed's prices
  // first so that a price someone typed or imported for the day overrides the feed's.
  const order = (a: Indexed, b: Indexed) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : rank(a.source) - rank(b.source);
  for (const list of byCommodity.values()) list.sort(order);
  return { byCommodity };
}

/** Whether a price was stale when valuing `date` (seen at `now`, an ISO time; the day's end if absent). */
export function isStale(found: Omit<PriceFound, 'stale'>, date: string, now?: string): boolean {
  const endOfDay = Date.parse(`${date}T23:59:59.999Z`);
  const at = now === undefined ? endOfDay : Math.min(endOfDay, Date.parse(now));
  if (found.source.kind === 'feed')
    return at - Date.parse(found.source.updatedAt) > found.source.heartbeatSeconds * 1000;
  return at - Date.parse(`${found.date}T23:59:59.999Z`) > MANUAL_MAX_AGE_DAYS * DAY_MS;
}

/** The latest price of `commodity` on or before `date`, or `missing`; `now` (ISO) bounds today's staleness. */
export function priceOn(index: PriceIndex, commodity: string, date: string, now?: string): PriceLookup {
  const found = latestPrice(index, commodity, date);
  if (!found) return 'missing';
  return { ...found, stale: isStale(found, date, now) };
}

/** The latest indexed price of `commodity` on or before `date` (a binary search), without its staleness. */
export function latestPrice(index: PriceIndex, commodity: string, date: string): Omit<PriceFound, 'stale'> | undefined {
  const list = index.byCommodity.get(commodity);
  if (!list) return undefined;
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((list[mid]?.date ?? '') <= date) low = mid + 1;
    else high = mid;
  }
  return list[low - 1];
}
