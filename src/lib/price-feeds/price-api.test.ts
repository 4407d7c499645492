// The price API against CoinGecko's published `/simple/price` response shape, served by a mock
// fetch (the only part mocked): the check, and today's price stored with source `api` (its rank
// below feed and typed prices is lib/ledger's, tested in prices.test.ts).
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { META_KEYS } from '@/lib/db/entities/meta-entry';
import { putRecord } from '@/lib/db/records';
import { freshDb, sampleProfile } from '@/lib/db/sample-records.testing';
import { apiCoinId, checkPriceApi, decimalOfNumber, simplePriceUrl } from './price-api';
import { refreshApiPrices } from './price-api-follower';

const BASE = 'https://api.coingecko.com/api/v3';
const calls: string[] = [];
/** A fetch answering as CoinGecko does: `{ "ethereum": { "usd": 3012.45 } }`. */
const coingecko = (body: unknown, status = 200): typeof fetch =>
  (async (input: string | URL | Request) => {
    calls.push(String(input));
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
const allowAll = () => ({ ok: true }) as const;

afterEach(() => {
  calls.length = 0;
});

describe('the price API', () => {
  it('asks /simple/price for the coins in the currency, and maps ETH networks to ethereum', () => {
    expect(simplePriceUrl(`${BASE}/`, ['ethereum'], 'USD')).toBe(`${BASE}/simple/price?ids=ethereum&vs_currencies=usd`);
    expect(apiCoinId('1:native')).toBe('ethereum');
    expect(apiCoinId('11155111:native')).toBe('ethereum');
    expect(apiCoinId('1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48')).toBeNull();
  });

  it('writes a JSON number as an exact decimal, never in exponent notation', () => {
    expect(decimalOfNumber(3012.45)).toBe('3012.45');
    expect(decimalOfNumber(1.2e-7)).toBe('0.00000012');
  });

  it('passes an API answering the shape, and names what is wrong otherwise', async () => {
    expect(await checkPriceApi(BASE, 'USD', coingecko({ ethereum: { usd: 3012.45 } }), allowAll)).toEqual({
      ok: true,
      price: '3012.45',
    });
    expect(calls).toEqual([`${BASE}/simple/price?ids=ethereum&vs_currencies=usd`]);
    expect(await checkPriceApi(BASE, 'EUR', coingecko({ ethereum: { usd: 1 } }), allowAll)).toEqual({
      ok: false,
      reason: 'The price API has no ETH price in EUR',
    });
    expect(await checkPriceApi(BASE, 'USD', coingecko({ error: 'rate limited' }, 429), allowAll)).toEqual({
      ok: false,
      reason: 'The price API answered HTTP 429',
    });
    expect(await checkPriceApi(BASE, 'USD', coingecko([1, 2]), allowAll)).toEqual({
      ok: false,
      reason: 'The price API did not answer in the /simple/price shape',
    });
    expect(await checkPriceApi('api.example', 'USD', coingecko({}), allowAll)).toMatchObject({ ok: false });
    const refused = await checkPriceApi(BASE, 'USD', coingecko({}), () => ({ ok: false, reason: 'CSP says no' }));
    expect(refused).toEqual({ ok: false, reason: 'CSP says no' });
  });

  it("stores today's price with source api, fetched again only after ten minutes", async () => {
    const db = freshDb();
    await putRecord(db, 'companyProfile', sampleProfile({ baseCurrency: 'USD', logo: null }));
    await db.meta.put({ key: META_KEYS.priceApiUrl, value: BASE });
    const at = (iso: string) => ({ db, chainId: 1, now: () => new Date(iso), signal: new AbortController().signal });
    await refreshApiPrices({ ...at('2026-03-01T10:00:00.000Z'), fetcher: coingecko({ ethereum: { usd: 3012.45 } }) });
    await refreshApiPrices({ ...at('2026-03-01T10:05:00.000Z'), fetcher: coingecko({ ethereum: { usd: 1 } }) });
    expect(calls).toHaveLength(1);
    const row = await db.ledgerPrices.get('api:1:native:2026-03-01');
    expect(row).toMatchObject({
      price: '3012.45',
      source: {
        kind: 'api',
        endpoint: 'https://api.coingecko.com',
        quote: 'USD',
        fetchedAt: '2026-03-01T10:00:00.000Z',
      },
    });
    await db.delete();
  });
});
