// A stale price named where it is used: every figure valued with a price older than its heartbeat
// (a feed's round) or than MANUAL_MAX_AGE_DAYS (typed, imported, fetched) says which price and how
// old, as a booking's memo does ("stale price: the round was 370 days old"). One read model and one
// wording for the Dashboard's cash, the statements in the company's currency, the per-commodity
// reports and the bookings at a fiat rate (lib/payments/fiat-terms.ts `staleRateNote`).
import { exactToString } from './exact';
import { isStale, latestPrice, type PriceFound, type PriceIndex, type PriceSource } from './prices';

/** A price that was stale where it valued something. */
export interface StalePrice {
  readonly commodity: string;
  /** The price's own day. */
  readonly priceDate: string;
  /** Exact decimal string in the base currency. */
  readonly price: string;
  readonly source: PriceSource;
  /** The day it valued. */
  readonly usedFor: string;
  /** Its age where it valued, in seconds (from the feed's round time, else from its own day's end). */
  readonly ageSeconds: number;
  /** The currency it is quoted in when not the company's (a cross rate's other leg: `USD`). */
  readonly quote?: string;
}

/** `N hours` under two days, else `N days`. */
export function ageWords(ageSeconds: number): string {
  const hours = Math.floor(ageSeconds / 3600);
  return hours < 48 ? `${hours} hour${hours === 1 ? '' : 's'}` : `${Math.floor(hours / 24)} days`;
}

const endOf = (day: string) => Date.parse(`${day}T23:59:59.999Z`);

/** The stale use of a found price where it values `date` (seen at `now`, ISO), or null when it is fresh. */
export function staleUse(
  commodity: string,
  found: Omit<PriceFound, 'stale'>,
  date: string,
  now?: string,
): StalePrice | null {
  if (!isStale(found, date, now)) return null;
  const at = now === undefined ? endOf(date) : Math.min(endOf(date), Date.parse(now));
  const from = found.source.kind === 'feed' ? Date.parse(found.source.updatedAt) : endOf(found.date);
  return {
    commodity,
    priceDate: found.date,
    price: exactToString(found.price),
    source: found.source,
    usedFor: date,
    ageSeconds: Math.max(0, Math.floor((at - from) / 1000)),
  };
}

/** The stale prices valuing `commodities` on `date` (none for a fresh or missing price), in the order given. */
export function stalePricesOn(
  index: PriceIndex,
  commodities: Iterable<string>,
  date: string,
  now?: string,
): StalePrice[] {
  const result: StalePrice[] = [];
  for (const commodity of new Set(commodities)) {
    const found = latestPrice(index, commodity, date);
    const stale = found ? staleUse(commodity, found, date, now) : null;
    if (stale) result.push(stale);
  }
  return result;
}

/** Keeps, per commodity, the oldest stale use (what a figure made of many values names). */
export class StaleUses {
  private readonly worst = new Map<string, StalePrice>();

  add(stale: StalePrice | null): void {
    if (!stale) return;
    const key = stale.quote ? `${stale.commodity} ${stale.quote}` : stale.commodity;
    const known = this.worst.get(key);
    if (!known || stale.ageSeconds > known.ageSeconds) this.worst.set(key, stale);
  }

  list(): StalePrice[] {
    return [...this.worst.values()].sort(
      (a, b) => a.commodity.localeCompare(b.commodity) || (a.quote ?? '').localeCompare(b.quote ?? ''),
    );
  }
}

/** Which price, in words: `the feed's round 42 of 2025-11-23 10:00 UTC`, `the price entered for 2025-11-23`. */
export function priceWords(stale: Pick<StalePrice, 'source' | 'priceDate'>): string {
  const { source } = stale;
  if (source.kind === 'feed')
    return `the feed's round ${source.round} of ${source.updatedAt.slice(0, 16).replace('T', ' ')} UTC`;
  if (source.kind === 'api') return `the API's price fetched ${source.fetchedAt.slice(0, 16).replace('T', ' ')} UTC`;
  return source.kind === 'csv'
    ? `the price imported for ${stale.priceDate}`
    : `the price entered for ${stale.priceDate}`;
}

/**
 * The sentence a figure carries: `Stale price: ETH at 1480.68 GBP, the price entered for 2025-11-23,
 * was 371 days old on 2026-11-29`. `symbol` names the commodity, `currency` the base currency (a
 * quote price of a cross rate names its own).
 */
export function stalePriceNote(stale: StalePrice, symbol: string, currency: string): string {
  return `Stale price: ${symbol} at ${stale.price} ${stale.quote ?? currency}, ${priceWords(stale)}, was ${ageWords(stale.ageSeconds)} old on ${stale.usedFor}`;
}
