// The lookup API: a feed's price now (its latest round) or on a day (the round in effect at the
// day's end), as an exact decimal string with its source (feed, round, the round's time) and whether
// it is stale (older than the feed's heartbeat at the moment it values). A moment before the feed's
// first round, or an address where no feed answers, has no price: `missing`, never 0.
import { toDecimalString } from '@/lib/money/decimal-string';
import type { ChainReader } from '@/lib/chain/rpc-client';
import type { LedgerPrice } from '@/lib/db/entities/ledger-price';
import type { PriceFeedInfo } from './feed-directory';
import { feedDecimals, latestRound, roundById, type FeedRound } from './feed-reader';
import { roundAt, type RoundSource } from './round-search';

/** A price read from a feed. */
export interface FeedPrice {
  /** Exact decimal in the feed's quote currency (`3000.5`). */
  readonly price: string;
  readonly feed: string;
  readonly round: bigint;
  /** The round's update time (ISO). */
  readonly updatedAt: string;
  /** Older than the feed's heartbeat at the moment it values. */
  readonly stale: boolean;
}

/** The last moment of a UTC day, in Unix seconds. */
export function endOfDaySeconds(day: string): number {
  return Math.floor(Date.parse(`${day}T23:59:59.999Z`) / 1000);
}

/** A round as a price, judged stale against `at` (Unix seconds). */
export function priceOfRound(feed: PriceFeedInfo, decimals: number, round: FeedRound, at: number): FeedPrice {
  return {
    price: toDecimalString(round.answer, decimals),
    feed: feed.address,
    round: round.roundId,
    updatedAt: new Date(round.updatedAt * 1000).toISOString(),
    stale: at - round.updatedAt > feed.heartbeatSeconds,
  };
}

/** Reads rounds of one feed through a chain reader. */
export function feedRounds(reader: ChainReader, feed: string): RoundSource {
  return { latest: () => latestRound(reader, feed), round: (id) => roundById(reader, feed, id) };
}

const decimalsCache = new Map<string, number>();

/** The feed's decimals, read once per chain and feed (not kept while no feed answers there). */
async function decimalsOf(reader: ChainReader, feed: PriceFeedInfo): Promise<number | null> {
  const key = `${feed.chainId}:${feed.address}`;
  const cached = decimalsCache.get(key);
  if (cached !== undefined) return cached;
  const decimals = await feedDecimals(reader, feed.address);
  if (decimals !== null) decimalsCache.set(key, decimals);
  return decimals;
}

/** The feed's price now (`now`: a Date), or `missing` when it has no round. */
export async function feedPriceNow(
  reader: ChainReader,
  feed: PriceFeedInfo,
  now: Date,
): Promise<FeedPrice | 'missing'> {
  const [decimals, round] = await Promise.all([decimalsOf(reader, feed), latestRound(reader, feed.address)]);
  return round && decimals !== null ? priceOfRound(feed, decimals, round, Math.floor(now.getTime() / 1000)) : 'missing';
}

/** The feed's price at a moment (Unix seconds): the last round updated by then, or `missing`. */
export async function feedPriceAt(
  reader: ChainReader,
  feed: PriceFeedInfo,
  at: number,
  source: RoundSource = feedRounds(reader, feed.address),
): Promise<FeedPrice | 'missing'> {
  const [decimals, found] = await Promise.all([decimalsOf(reader, feed), roundAt(source, at)]);
  return found.kind === 'found' && decimals !== null ? priceOfRound(feed, decimals, found.round, at) : 'missing';
}

/** The feed's price on a UTC day (at the day's end, or `now` for today), or `missing`. */
export function feedPriceOn(
  reader: ChainReader,
  feed: PriceFeedInfo,
  day: string,
  now: Date,
): Promise<FeedPrice | 'missing'> {
  return feedPriceAt(reader, feed, Math.min(endOfDaySeconds(day), Math.floor(now.getTime() / 1000)));
}

/** The stored id of a feed's price for a commodity on a day: one row per day, replaced on refresh. */
export function feedPriceId(commodity: string, day: string): string {
  return `feed:${commodity}:${day}`;
}

/** A feed's price as a row of the price list (source: the feed, its round and the round's time). */
export function feedPriceRecord(feed: PriceFeedInfo, day: string, price: FeedPrice, fetchedAt: string): LedgerPrice {
  return {
    id: feedPriceId(feed.commodity, day),
    commodity: feed.commodity,
    date: day,
    price: price.price,
    addedAt: fetchedAt,
    source: {
      kind: 'feed',
      feed: price.feed,
      round: price.round.toString(),
      updatedAt: price.updatedAt,
      quote: feed.quote,
      heartbeatSeconds: feed.heartbeatSeconds,
    },
  };
}
