// Price lookups from a real feed on anvil: the local ETH/USD PriceFeed at its recorded address, with
// rounds pushed at past moments (one a day, a day without a round), read by date and now; and the
// price follower caching them in the price list with their source, and a new round changing today's;
// a fiat document's currency other than the base cached under its own ids.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { isoDay } from '@/lib/primitives/days';
import { rpc } from '../../../scripts/lib/anvil.mjs';
import { installPriceFeed, pushPrice } from '../../../tests/fixtures/price-feed-actions';
import { syncOnAnvil } from '../../../tests/fixtures/sync-on-anvil';
import { putRecord } from '@/lib/db/records';
import { sampleProfile } from '@/lib/db/sample-records.testing';
import { httpReader } from '@/lib/chain/rpc-client';
import { feedFor } from './feed-directory';
import { feedPriceId, feedPriceNow, feedPriceOn } from './feed-prices';
import { refreshFeedPrices } from './price-follower';

const chain = syncOnAnvil('price-feeds');
const DAY = 86_400;
const feed = feedFor('31337:native', 'USD')!;
const dayOf = (seconds: number) => isoDay(seconds * 1000);

/** Installs the feed and pushes a round at 10:00 UTC of the days 9, 8, 6 and 5 days ago; returns those days. */
async function feedWithHistory(): Promise<{ owner: string; days: string[]; chainNow: number }> {
  const owner = chain.accounts[9] as string;
  await installPriceFeed(chain.anvil.rpcUrl, owner);
  const block = (await rpc(chain.anvil.rpcUrl, 'eth_getBlockByNumber', ['latest', false])) as { timestamp: string };
  const chainNow = Number(block.timestamp);
  const midnight = chainNow - (chainNow % DAY);
  const days = [9, 8, 7, 6, 5].map((back) => dayOf(midnight - back * DAY));
  const prices: [number, string][] = [
    [9, '2900'],
    [8, '2950.5'],
    [6, '3010'],
    [5, '3020.25'],
  ];
  for (const [back, usd] of prices) await pushPrice(chain.anvil.rpcUrl, owner, usd, midnight - back * DAY + 10 * 3600);
  return { owner, days, chainNow };
}

describe('feed prices on anvil', () => {
  it('reads the round in effect at the end of each day: none before the first, the last one across a day without', async () => {
    await chain.fresh();
    const { days, chainNow } = await feedWithHistory();
    const reader = httpReader(chain.anvil.rpcUrl, 31337);
    const now = new Date(chainNow * 1000);
    const before = dayOf(Date.parse(`${days[0]}T00:00:00Z`) / 1000 - DAY);
    expect(await feedPriceOn(reader, feed, before, now)).toBe('missing');
    expect(await feedPriceOn(reader, feed, days[0]!, now)).toMatchObject({ price: '2900', stale: false });
    expect(await feedPriceOn(reader, feed, days[1]!, now)).toMatchObject({ price: '2950.5', stale: false });
    // No round on days[2]: the day before's, older than the heartbeat (a day) by that day's end.
    expect(await feedPriceOn(reader, feed, days[2]!, now)).toMatchObject({
      price: '2950.5',
      feed: feed.address,
      round: (1n << 64n) + 2n,
      stale: true,
    });
    expect(await feedPriceOn(reader, feed, days[4]!, now)).toMatchObject({ price: '3020.25', round: (1n << 64n) + 4n });
    // Five days after the last round, now's price is that round's, stale.
    expect(await feedPriceNow(reader, feed, now)).toMatchObject({ price: '3020.25', stale: true });
  });

  it('caches the prices of the days in the books with their source, and a new round changes today', async () => {
    const db = await chain.fresh();
    const { owner, days, chainNow } = await feedWithHistory();
    await putRecord(db, 'companyProfile', sampleProfile({ baseCurrency: 'USD' }));
    // Only the entries' dates matter to the follower (it reads the date index).
    await db.journalEntries.bulkPut([
      { id: 'e1', date: days[1], status: 'posted', source: 'manual' },
      { id: 'e2', date: days[2], status: 'posted', source: 'manual' },
    ] as never);
    const reader = httpReader(chain.anvil.rpcUrl, 31337);
    const options = {
      db,
      reader,
      chainId: 31337,
      now: () => new Date(chainNow * 1000),
      signal: new AbortController().signal,
      pollMs: 1,
    };
    await refreshFeedPrices(options);
    const today = dayOf(chainNow);
    expect(await db.ledgerPrices.get(feedPriceId(feed.commodity, days[2]!))).toMatchObject({
      commodity: '31337:native',
      date: days[2],
      price: '2950.5',
      source: { kind: 'feed', feed: feed.address, round: String((1n << 64n) + 2n), quote: 'USD' },
    });
    expect(await db.ledgerPrices.get(feedPriceId(feed.commodity, today))).toMatchObject({ price: '3020.25' });
    await pushPrice(chain.anvil.rpcUrl, owner, '3333.33');
    await refreshFeedPrices(options);
    expect(await db.ledgerPrices.get(feedPriceId(feed.commodity, today))).toMatchObject({
      price: '3333.33',
      source: { round: String((1n << 64n) + 5n) },
    });
    expect(await db.ledgerPrices.count()).toBe(3);
  });

  it('reads missing, without an error, where no feed is deployed', async () => {
    await chain.fresh();
    const reader = httpReader(chain.anvil.rpcUrl, 31337);
    expect(await feedPriceNow(reader, feed, new Date())).toBe('missing');
    expect(await feedPriceOn(reader, feed, '2025-01-01', new Date())).toBe('missing');
  });

  it('fetches nothing when the base currency is not the feeds quote', async () => {
    const db = await chain.fresh();
    await feedWithHistory();
    await putRecord(db, 'companyProfile', sampleProfile({ baseCurrency: 'EUR' }));
    const reader = httpReader(chain.anvil.rpcUrl, 31337);
    await refreshFeedPrices({
      db,
      reader,
      chainId: 31337,
      now: () => new Date(),
      signal: new AbortController().signal,
      pollMs: 1,
    });
    expect(await db.ledgerPrices.count()).toBe(0);
  });

  it('caches the feed of a fiat document’s currency under its own ids, never pricing the books', async () => {
    const db = await chain.fresh();
    const { days, chainNow } = await feedWithHistory();
    await putRecord(db, 'companyProfile', sampleProfile({ baseCurrency: 'EUR' }));
    // A USD invoice of a EUR company: the USD feed is the cross rate's other leg (only the fiat terms matter here).
    await db.invoices.bulkPut([{ id: 'i1', fiat: { currency: 'USD' } }] as never);
    await db.journalEntries.bulkPut([{ id: 'e1', date: days[2], status: 'posted', source: 'manual' }] as never);
    await refreshFeedPrices({
      db,
      reader: httpReader(chain.anvil.rpcUrl, 31337),
      chainId: 31337,
      now: () => new Date(chainNow * 1000),
      signal: new AbortController().signal,
      pollMs: 1,
    });
    const rows = await db.ledgerPrices.toArray();
    expect(rows.map((r) => r.id).sort()).toEqual(
      [days[2]!, dayOf(chainNow)].map((day) => `${feedPriceId(feed.commodity, day)}:USD`).sort(),
    );
    expect(rows.find((r) => r.date === days[2])).toMatchObject({ price: '2950.5', source: { quote: 'USD' } });
    // Never under a base price's id: the books in EUR leave rows quoted in USD out (pricesInBase).
    expect(await db.ledgerPrices.get(feedPriceId(feed.commodity, days[2]!))).toBeUndefined();
  });
});
