import { describe, expect, it } from 'vitest';
import { addExact, exactToString, parseExact, valueAt } from './exact';
import { parsePriceCsv } from './price-csv';
import { indexPrices, priceOn, pricesInBase, type Price, type PriceSource } from './prices';
import { valuationOf } from './balances';

const FEED = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9';
const feedSource = (updatedAt: string, quote = 'USD'): PriceSource => ({
  kind: 'feed',
  feed: FEED,
  round: '18446744073709551617',
  updatedAt,
  quote,
  heartbeatSeconds: 3600,
});

describe('prices with sources: override, staleness, missing', () => {
  const prices: Price[] = [
    { commodity: '1:native', date: '2025-02-01', price: '3100', source: { kind: 'manual' } },
    { commodity: '1:native', date: '2025-02-01', price: '3050', source: feedSource('2025-02-01T23:30:00.000Z') },
    { commodity: '1:native', date: '2025-02-02', price: '3200', source: feedSource('2025-02-02T12:00:00.000Z') },
    { commodity: '1:native', date: '2025-01-20', price: '2800' },
  ];
  const index = indexPrices(prices);

  it('lets a typed price override the feed on its day, whatever order they came in', () => {
    expect(priceOn(index, '1:native', '2025-02-01')).toMatchObject({
      price: parseExact('3100'),
      source: { kind: 'manual' },
    });
    const reversed = indexPrices([...prices].reverse());
    expect(priceOn(reversed, '1:native', '2025-02-01')).toMatchObject({ price: parseExact('3100') });
  });

  it('reads a stored price without a source as manual', () => {
    expect(priceOn(index, '1:native', '2025-01-20')).toMatchObject({ source: { kind: 'manual' }, stale: false });
  });

  it("marks a feed's price stale once older than its heartbeat at the moment valued", () => {
    expect(priceOn(index, '1:native', '2025-02-02', '2025-02-02T12:30:00.000Z')).toMatchObject({ stale: false });
    expect(priceOn(index, '1:native', '2025-02-02', '2025-02-02T13:00:00.001Z')).toMatchObject({ stale: true });
    // Valued at the end of a later day, with no newer round: stale.
    expect(priceOn(index, '1:native', '2025-02-05')).toMatchObject({ price: parseExact('3200'), stale: true });
  });

  it('marks a typed price stale more than a day after its own', () => {
    expect(priceOn(index, '1:native', '2025-01-21')).toMatchObject({ stale: false });
    expect(priceOn(index, '1:native', '2025-01-22')).toMatchObject({ stale: true });
  });

  it('values missing as missing, never 0, and a stale price still values', () => {
    expect(valuationOf({ commodity: '1:native', amount: 10n ** 18n, decimals: 18 }, '2025-01-01', index)).toBe(
      'missing',
    );
    expect(valuationOf({ commodity: '8453:native', amount: 0n, decimals: 18 }, '2025-03-01', index)).toBe('missing');
    const stale = valuationOf({ commodity: '1:native', amount: 2n * 10n ** 18n, decimals: 18 }, '2025-03-01', index);
    expect(stale === 'missing' ? stale : exactToString(stale)).toBe('6400');
  });

  it("leaves out a feed quoting another currency than the book's", () => {
    const eur = indexPrices(
      pricesInBase(
        [{ commodity: '1:native', date: '2025-02-01', price: '3050', source: feedSource('2025-02-01T23:30:00.000Z') }],
        'EUR',
      ),
    );
    expect(priceOn(eur, '1:native', '2025-02-01')).toBe('missing');
  });
});

describe('prices', () => {
  const index = indexPrices([
    { commodity: '1:native', date: '2025-01-10', price: '3000' },
    { commodity: '1:native', date: '2025-01-01', price: '2900.50' },
    { commodity: '1:native', date: '2025-01-10', price: '3010' },
  ]);
  it('uses the latest price on or before the day (the last entered on a day), else missing', () => {
    expect(priceOn(index, '1:native', '2024-12-31')).toBe('missing');
    expect(priceOn(index, '1:native', '2025-01-05')).toMatchObject({ price: parseExact('2900.5'), date: '2025-01-01' });
    expect(priceOn(index, '1:native', '2025-06-01')).toMatchObject({ price: parseExact('3010'), date: '2025-01-10' });
    expect(priceOn(index, '8453:native', '2025-06-01')).toBe('missing');
  });
  it('values amounts exactly, without rounding', () => {
    expect(exactToString(valueAt(1n, 18, parseExact('3000.01')))).toBe('0.00000000000000300001');
    expect(exactToString(valueAt(-15n * 10n ** 17n, 18, parseExact('2000')))).toBe('-3000');
    expect(exactToString(addExact(parseExact('0.1'), parseExact('0.2')))).toBe('0.3');
  });
});

describe('parsePriceCsv', () => {
  it('reads valid lines and reports each bad line by number', () => {
    const csv =
      '\uFEFFDate,Commodity,Price\r\n2025-01-01,1:native,3000.5\n2025-13-01,1:native,1\n2025-01-02,ETH,1\n2025-01-02,1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48,-1\n2025-01-02,1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48,1.0001\n';
    const result = parsePriceCsv(csv);
    expect(result.prices).toEqual([
      { commodity: '1:native', date: '2025-01-01', price: '3000.5' },
      { commodity: '1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', date: '2025-01-02', price: '1.0001' },
    ]);
    expect(result.errors).toEqual([
      { line: 3, message: '"2025-13-01" is not a date written YYYY-MM-DD' },
      { line: 4, message: '"ETH" is not a commodity id such as 1:native or 1:0x…' },
      { line: 5, message: `"-1" is not a price (digits and an optional '.', no signs or grouping)` },
    ]);
  });
  it('reports a malformed CSV line instead of dropping it silently', () => {
    const result = parsePriceCsv('commodity,date,price\n1:native,2025-01-01,"3000\n');
    expect(result.errors.length).toBeGreaterThan(0);
    expect(result.errors[0]?.line).toBe(2);
  });
  it('names the missing header columns', () => {
    expect(parsePriceCsv('date,price\n2025-01-01,1\n')).toEqual({
      prices: [],
      errors: [{ line: 1, message: 'The header lacks the column commodity' }],
    });
  });
});

describe('a price from the price API', () => {
  const api = (price: string): Price => ({
    commodity: '1:native',
    date: '2026-03-01',
    price,
    source: {
      kind: 'api',
      endpoint: 'https://api.coingecko.com',
      fetchedAt: '2026-03-01T10:00:00.000Z',
      quote: 'USD',
    },
  });
  const feed: Price = {
    commodity: '1:native',
    date: '2026-03-01',
    price: '3000',
    source: feedSource('2026-03-01T09:00:00.000Z'),
  };
  const typed: Price = { commodity: '1:native', date: '2026-03-01', price: '2990', source: { kind: 'manual' } };

  it('values alone, and ranks below a feed and a typed price of its day, whatever the order', () => {
    expect(priceOn(indexPrices([api('3012.45')]), '1:native', '2026-03-01')).toMatchObject({
      price: parseExact('3012.45'),
      source: { kind: 'api' },
    });
    expect(priceOn(indexPrices([feed, api('3012.45')]), '1:native', '2026-03-01')).toMatchObject({
      source: { kind: 'feed' },
    });
    expect(priceOn(indexPrices([typed, api('3012.45')]), '1:native', '2026-03-01')).toMatchObject({
      source: { kind: 'manual' },
    });
  });

  it('prices only a book kept in its quote currency', () => {
    expect(pricesInBase([api('1')], 'EUR')).toEqual([]);
    expect(pricesInBase([api('1')], 'USD')).toHaveLength(1);
  });
});
