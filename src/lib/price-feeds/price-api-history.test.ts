// The price API's history against CoinGecko's published `/coins/{id}/market_chart/range` shape,
// served by a mock fetch (the only part mocked): the past days the books have, priced at each day's
// last point, stored with source `api` once and never fetched again (its rank below a feed's price
// of the same day is lib/ledger's, tested in prices.test.ts).
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { META_KEYS } from '@/lib/db/entities/meta-entry';
import { putRecord } from '@/lib/db/records';
import { freshDb, sampleProfile } from '@/lib/db/sample-records.testing';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { fetchDayPrices, marketChartRangeUrl } from './price-api';
import { refreshApiPrices } from './price-api-follower';

const BASE = 'https://api.coingecko.com/api/v3';
const ms = (iso: string) => Date.parse(iso);
/** CoinGecko's answer: `prices`, `market_caps` and `total_volumes` as [ms, value] pairs. */
const RANGE = {
  prices: [
    [ms('2026-02-27T00:00:00Z'), 2900.5],
    [ms('2026-02-27T23:00:00Z'), 2950.25],
    [ms('2026-02-28T12:00:00Z'), 2980],
  ],
  market_caps: [[ms('2026-02-27T00:00:00Z'), 350_000_000_000]],
  total_volumes: [[ms('2026-02-27T00:00:00Z'), 12_000_000_000]],
};
const calls: string[] = [];
const coingecko = (today = 3012.45): typeof fetch =>
  (async (input: string | URL | Request) => {
    const url = String(input);
    calls.push(url);
    const body = url.includes('/market_chart/range') ? RANGE : { ethereum: { usd: today } };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
let db: WorkspaceDb;

beforeEach(async () => {
  db = freshDb();
  await putRecord(db, 'companyProfile', sampleProfile({ baseCurrency: 'USD', logo: null }));
  await db.meta.put({ key: META_KEYS.priceApiUrl, value: BASE });
  // The books have entries on three past days (the 26th has no point in the answer).
  for (const [i, date] of ['2026-02-26', '2026-02-27', '2026-02-28'].entries())
    await db.journalEntries.put({
      id: `e${i}`,
      date,
      memo: '',
      postings: [],
      source: null,
      status: 'posted',
      reversalOf: null,
      reversedBy: null,
      postedAt: '2026-03-01T00:00:00.000Z',
      postedBy: null,
    } as never);
});
afterEach(async () => {
  calls.length = 0;
  await db.delete();
});

describe('the price API history', () => {
  it('asks /market_chart/range once for the span of the days, and takes each day’s last point', async () => {
    expect(marketChartRangeUrl(`${BASE}/`, 'ethereum', 'USD', 1, 2)).toBe(
      `${BASE}/coins/ethereum/market_chart/range?vs_currency=usd&from=1&to=2`,
    );
    const days = await fetchDayPrices(BASE, 'ethereum', 'USD', ['2026-02-28', '2026-02-27'], coingecko());
    expect(calls).toEqual([
      marketChartRangeUrl(
        BASE,
        'ethereum',
        'USD',
        ms('2026-02-27T00:00:00Z') / 1000,
        ms('2026-03-01T00:00:00Z') / 1000,
      ),
    ]);
    expect([...days]).toEqual([
      ['2026-02-27', '2950.25'],
      ['2026-02-28', '2980'],
    ]);
    const wrong = (async () => new Response(JSON.stringify({ prices: 'none' }))) as typeof fetch;
    await expect(fetchDayPrices(BASE, 'ethereum', 'USD', ['2026-02-27'], wrong)).rejects.toThrow(
      'did not answer in the /market_chart/range shape',
    );
  });

  it('stores the past days the books need with source api, once', async () => {
    const at = (iso: string) => ({ db, chainId: 1, now: () => new Date(iso), signal: new AbortController().signal });
    await refreshApiPrices({ ...at('2026-03-01T10:00:00.000Z'), fetcher: coingecko() });
    expect(calls.filter((c) => c.includes('/market_chart/range'))).toHaveLength(1);
    expect(await db.ledgerPrices.get('api:1:native:2026-02-27')).toMatchObject({
      price: '2950.25',
      source: { kind: 'api', endpoint: 'https://api.coingecko.com', quote: 'USD' },
    });
    expect(await db.ledgerPrices.get('api:1:native:2026-02-26')).toBeUndefined(); // no point that day: no price
    // Ten minutes on: today again, and only the day still without a price is asked for.
    calls.length = 0;
    await refreshApiPrices({ ...at('2026-03-01T10:11:00.000Z'), fetcher: coingecko() });
    const range = calls.find((c) => c.includes('/market_chart/range')) ?? '';
    expect(new URL(range).searchParams.get('from')).toBe(String(ms('2026-02-26T00:00:00Z') / 1000));
    expect(new URL(range).searchParams.get('to')).toBe(String(ms('2026-02-27T00:00:00Z') / 1000));
  });
});
