import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Asset } from './asset';
import { formatAmount } from './format-amount';
import { parseAmount } from './parse-amount';

const USDC: Asset = {
  chainId: 1,
  kind: 'erc20',
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  symbol: 'USDC',
  decimals: 6,
  name: 'USD Coin',
};

describe('formatAmount', () => {
  it('formats through Intl in the locale', () => {
    expect(formatAmount(1_234_500_000n, USDC, { locale: 'en-US' })).toBe('1,234.5');
    expect(formatAmount(1_234_500_000n, USDC, { locale: 'de-DE' })).toBe('1.234,5');
    expect(formatAmount(1_234_500_000n, USDC, { locale: 'fr-FR' })).toBe('1\u202f234,5');
    expect(formatAmount(123_456_789_000_000n, 6, { locale: 'en-IN' })).toBe('12,34,56,789');
  });
  it('keeps every digit, even past what a float holds', () => {
    expect(formatAmount(2n ** 256n - 1n, 18, { locale: 'en-US' })).toBe(
      '115,792,089,237,316,195,423,570,985,008,687,907,853,269,984,665,640,564,039,457.584007913129639935',
    );
    expect(formatAmount(1n, 18, { locale: 'en-US' })).toBe('0.000000000000000001');
  });
  it('rounds half away from zero to maxFractionDigits, exactly', () => {
    expect(formatAmount(1_234_550_000_000_000_000n, 18, { locale: 'en-US', maxFractionDigits: 4 })).toBe('1.2346');
    expect(formatAmount(999_999_999_999_999_999n, 18, { locale: 'en-US', maxFractionDigits: 2 })).toBe('1');
    expect(formatAmount(-1_500_000n, USDC, { locale: 'en-US', maxFractionDigits: 0 })).toBe('-2');
  });
  it('appends the symbol after a no-break space when asked', () => {
    expect(formatAmount(1_500_000n, USDC, { locale: 'en-US', withSymbol: true })).toBe('1.5\u00a0USDC');
    expect(formatAmount(1_500_000n, 6, { locale: 'en-US', withSymbol: true })).toBe('1.5');
  });

  it('parse(format(x)) = x for any amount, decimals 0..36, in several locales', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 300n }),
        fc.integer({ min: 0, max: 36 }),
        fc.constantFrom('en-US', 'de-DE', 'fr-FR', 'en-IN', 'de-CH', 'ar-EG'),
        fc.boolean(),
        (units, decimals, locale, withSymbol) => {
          const asset = { ...USDC, decimals };
          const text = formatAmount(units, asset, { locale, withSymbol });
          expect(parseAmount(text, decimals, { locale, symbol: asset.symbol })).toEqual({ ok: true, units });
        },
      ),
      { numRuns: 500 },
    );
  });
});
