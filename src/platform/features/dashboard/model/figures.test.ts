import { describe, expect, it } from 'vitest';
import { amountsText, daysText, totalText, trendOf, valueText } from './figures';

describe('figure words', () => {
  it("writes values as lib/money writes the company's currency, never a non-zero value as 0", () => {
    expect(valueText({ units: 123450n, scale: 2 }, 'EUR')).toBe('€1,234.50');
    expect(valueText({ units: 1n, scale: 3 }, 'EUR')).toBe('<€0.01');
    expect(valueText({ units: -1n, scale: 3 }, 'EUR')).toBe('-<€0.01');
    expect(valueText({ units: 0n, scale: 0 }, 'USD')).toBe('$0.00');
    // The currency's own minor unit (yen has none), rounded half away from zero; a code Intl does
    // not take as a currency after the number.
    expect(valueText({ units: 12345n, scale: 1 }, 'JPY')).toBe('¥1,235');
    expect(valueText({ units: 123450n, scale: 2 }, 'USDC')).toBe('1,234.50\u00a0USDC');
  });
  it('says which assets have no price instead of counting them as 0', () => {
    const symbol = (c: string) => (c === '1:native' ? 'ETH' : c);
    expect(totalText({ known: { units: 5n, scale: 0 }, missing: [] }, 'EUR', symbol)).toBe('€5.00');
    expect(totalText({ known: { units: 5n, scale: 0 }, missing: ['1:native'] }, 'EUR', symbol)).toBe(
      '€5.00 + ETH (no price)',
    );
    expect(totalText({ known: { units: 0n, scale: 0 }, missing: ['1:native'] }, 'EUR', symbol)).toBe(
      'No price for ETH',
    );
    expect(totalText({ known: { units: 5n, scale: 0 }, missing: [] }, '', symbol)).toBeNull();
  });
  it('lists amounts per asset', () => {
    expect(
      amountsText([
        { key: 'a', symbol: 'ETH', decimals: 18, units: 1_500_000_000_000_000_000n },
        { key: 'b', symbol: 'TUSD', decimals: 6, units: 0n },
      ]),
    ).toBe('1.5\u00a0ETH');
    expect(amountsText([])).toBe('none');
  });
  it('writes days and trends', () => {
    expect(daysText(27.7)).toBe('27.7 days');
    expect(daysText(null)).toBe('No payment yet');
    expect(trendOf(2, 1)).toBe('up');
    expect(trendOf(1, 1)).toBe('flat');
  });
});
