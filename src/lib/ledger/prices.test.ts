import { describe, expect, it } from 'vitest';
import { addExact, exactToString, parseExact, valueAt } from './exact';
import { parsePriceCsv } from './price-csv';
import { indexPrices, priceOn } from './prices';

describe('prices', () => {
  const index = indexPrices([
    { commodity: '1:native', date: '2025-01-10', price: '3000' },
    { commodity: '1:native', date: '2025-01-01', price: '2900.50' },
    { commodity: '1:native', date: '2025-01-10', price: '3010' },
  ]);
  it('uses the latest price on or before the day (the last entered on a day), else missing', () => {
    expect(priceOn(index, '1:native', '2024-12-31')).toBe('missing');
    expect(priceOn(index, '1:native', '2025-01-05')).toEqual({ price: parseExact('2900.5'), date: '2025-01-01' });
    expect(priceOn(index, '1:native', '2025-06-01')).toEqual({ price: parseExact('3010'), date: '2025-01-10' });
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
