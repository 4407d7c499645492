// Price lookup speed, run by scripts/bench-prices.mjs in Node against a real anvil (never imported by
// the app): the app's own lookups (lib/price-feeds) over a PriceFeed holding a round an hour for a
// year. Returns figures; prints nothing.
import { httpReader } from '@/lib/chain/rpc-client';
import type { PriceFeedInfo } from '@/lib/price-feeds/feed-directory';
import { feedPriceAt, feedPriceNow } from '@/lib/price-feeds/feed-prices';

export interface PriceBenchFigures {
  readonly latestPerSecond: number;
  readonly historyPerSecond: number;
  readonly lookups: number;
}

/** Times `lookups` latest-round reads, then `lookups` by-date searches at spread moments in `[first, last]`. */
export async function benchPriceLookups(
  rpcUrl: string,
  feedAddress: string,
  first: number,
  last: number,
  lookups: number,
): Promise<PriceBenchFigures> {
  const reader = httpReader(rpcUrl, 31337);
  const feed: PriceFeedInfo = {
    chainId: 31337,
    commodity: '31337:native',
    pair: 'ETH/USD',
    quote: 'USD',
    address: feedAddress,
    heartbeatSeconds: 86_400,
  };
  // One look-up at a time, as a page asks: the figure is per look-up, not a batch's throughput.
  await feedPriceNow(reader, feed, new Date());
  let start = performance.now();
  for (let i = 0; i < lookups; i += 1) await feedPriceNow(reader, feed, new Date());
  const latestMs = performance.now() - start;
  start = performance.now();
  for (let i = 0; i < lookups; i += 1) {
    const at = first + Math.floor(((last - first) * ((i * 7919) % lookups)) / lookups);
    if ((await feedPriceAt(reader, feed, at)) === 'missing') throw new Error(`no price at ${at}`);
  }
  const historyMs = performance.now() - start;
  return {
    latestPerSecond: (lookups / latestMs) * 1000,
    historyPerSecond: (lookups / historyMs) * 1000,
    lookups,
  };
}
