// The local feeds' daily history on a chain started a year back (as `npm start` starts it): every
// day of the last FEED_HISTORY_DAYS has a round, the same answer as local-history.ts gives, ETH/GBP
// and ETH/EUR are ETH/USD at that day's FX rate, a second deploy adds nothing, and a block of the
// past reads the round of its own day (not the feed's latest, dated after it).
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpReader } from '@/lib/chain/rpc-client';
import { feedFor, type PriceFeedInfo } from '@/lib/price-feeds/feed-directory';
import { feedPriceNow, feedPriceOn } from '@/lib/price-feeds/feed-prices';
import {
  FEED_HISTORY_DAYS,
  dayOfSeconds,
  localAnswer,
  localEthUsdCents,
  localFxPerUsd,
  roundTime,
} from '@/lib/price-feeds/local-history';
import { feedPriceAtBlock } from '@/lib/price-feeds/price-at-block';
import { toDecimalString } from '@/lib/money/decimal-string';
import { isoDay } from '@/lib/primitives/days';
import { rpc, startAnvil, type Anvil } from './anvil.mjs';
import { deployAll } from './deploy.mjs';
import { SAMPLE_HISTORY_DAYS } from './sample-chain.mjs';

const DAY = 86_400;
let anvil: Anvil;
let deploymentsPath: string;
/** The day of a day number (whole days since 1970-01-01). */
const dayNumbered = (day: number) => isoDay(day * DAY * 1000);

beforeAll(async () => {
  anvil = await startAnvil({
    args: ['--timestamp', String(Math.floor(Date.now() / 1000) - SAMPLE_HISTORY_DAYS * DAY)],
  });
  deploymentsPath = join(await mkdtemp(join(tmpdir(), 'ledgerline-feeds-')), 'deployments.json');
  await deployAll({ rpcUrl: anvil.rpcUrl, deploymentsPath });
}, 60_000);
afterAll(() => anvil?.stop());

const feed = (quote: string): PriceFeedInfo => feedFor('31337:native', quote)!;

describe('the local feeds’ daily history', () => {
  it('has a round for every day back to FEED_HISTORY_DAYS, each the day’s answer, GBP and EUR at the day’s FX rate', async () => {
    const reader = httpReader(anvil.rpcUrl, 31337);
    const now = new Date();
    const today = dayOfSeconds(Math.floor(now.getTime() / 1000) - 300);
    for (const back of [1, 2, 100, 250, FEED_HISTORY_DAYS - 1]) {
      const day = today - back;
      for (const quote of ['USD', 'GBP', 'EUR']) {
        const price = await feedPriceOn(reader, feed(quote), dayNumbered(day), now);
        expect(price).toMatchObject({
          price: toDecimalString(localAnswer(`ETH/${quote}`, day)!, 8),
          updatedAt: new Date(roundTime(day) * 1000).toISOString(),
          stale: false,
        });
      }
      const usdCents = localEthUsdCents(day);
      expect(localAnswer('ETH/GBP', day)).toBe(((usdCents * localFxPerUsd('GBP', day) + 5_000n) / 10_000n) * 10n ** 6n);
    }
    // The day before the history has no price.
    expect(await feedPriceOn(reader, feed('GBP'), dayNumbered(today - FEED_HISTORY_DAYS - 1), now)).toBe('missing');
    expect(await feedPriceNow(reader, feed('EUR'), now)).toMatchObject({ stale: false });
  });

  it('adds nothing on a second deploy the same day', async () => {
    const reader = httpReader(anvil.rpcUrl, 31337);
    const before = await feedPriceNow(reader, feed('USD'), new Date());
    const logs: string[] = [];
    await deployAll({ rpcUrl: anvil.rpcUrl, deploymentsPath, log: (m) => logs.push(m) });
    expect(logs.filter((m) => m.includes('daily rounds'))).toEqual([]);
    expect(await feedPriceNow(reader, feed('USD'), new Date())).toEqual(before);
  });

  it('prices a block of the past with the round of its own day, not the latest round dated after it', async () => {
    const reader = httpReader(anvil.rpcUrl, 31337);
    const day = dayOfSeconds(Math.floor(Date.now() / 1000)) - 200;
    const snapshot = await rpc(anvil.rpcUrl, 'evm_snapshot');
    await rpc(anvil.rpcUrl, 'anvil_setTime', [day * DAY + 15 * 3600]);
    await rpc(anvil.rpcUrl, 'evm_mine');
    const block = (await rpc(anvil.rpcUrl, 'eth_getBlockByNumber', ['latest', false])) as {
      number: string;
      timestamp: string;
    };
    const price = await feedPriceAtBlock(reader, feed('GBP'), Number(block.number), Number(block.timestamp));
    expect(price).toMatchObject({ price: toDecimalString(localAnswer('ETH/GBP', day)!, 8), by: 'time' });
    await rpc(anvil.rpcUrl, 'evm_revert', [snapshot]);
  });
});
