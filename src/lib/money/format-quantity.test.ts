import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Asset } from './asset';
import { displayQuantity, exactQuantity, formatQuantity } from './format-quantity';
import { parseAmount } from './parse-amount';

const NBSP = '\u00a0';
const ETH: Asset = { chainId: 1, kind: 'native', address: null, symbol: 'ETH', decimals: 18, name: 'Ether' };
const USDC: Asset = {
  chainId: 1,
  kind: 'erc20',
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  symbol: 'USDC',
  decimals: 6,
  name: 'USD Coin',
};

describe('formatQuantity', () => {
  it('formats through Intl in the locale', () => {
    expect(formatQuantity(1_234_500_000n, USDC, { locale: 'en-US' })).toBe('1,234.5');
    expect(formatQuantity(1_234_500_000n, USDC, { locale: 'de-DE' })).toBe('1.234,5');
    expect(formatQuantity(1_234_500_000n, USDC, { locale: 'fr-FR' })).toBe('1\u202f234,5');
    expect(formatQuantity(123_456_789_000_000n, 6, { locale: 'en-IN' })).toBe('12,34,56,789');
  });

  it('keeps every digit by default, even past what a float holds', () => {
    expect(formatQuantity(2n ** 256n - 1n, 18, { locale: 'en-US' })).toBe(
      '115,792,089,237,316,195,423,570,985,008,687,907,853,269,984,665,640,564,039,457.584007913129639935',
    );
    expect(formatQuantity(1n, 18, { locale: 'en-US' })).toBe('0.000000000000000001');
  });

  it('rounds half away from zero to maxDecimals, exactly, and never shows a non-zero amount as 0', () => {
    expect(formatQuantity(1_234_550_000_000_000_000n, 18, { locale: 'en-US', maxDecimals: 4 })).toBe('1.2346');
    expect(formatQuantity(999_999_999_999_999_999n, 18, { locale: 'en-US', maxDecimals: 2 })).toBe('1');
    expect(formatQuantity(-1_500_000n, USDC, { locale: 'en-US', maxDecimals: 0 })).toBe('-2');
    expect(formatQuantity(-1_234_449_999n, USDC, { locale: 'en-US', maxDecimals: 2 })).toBe('-1,234.45');
    expect(formatQuantity(1n, ETH, { locale: 'en-US', maxDecimals: 8 })).toBe('<0.00000001');
    expect(formatQuantity(-1n, ETH, { locale: 'en-US', maxDecimals: 6, symbol: true })).toBe(`-<0.000001${NBSP}ETH`);
  });

  it('appends the symbol after a no-break space when asked', () => {
    expect(formatQuantity(1_500_000n, USDC, { locale: 'en-US', symbol: true })).toBe(`1.5${NBSP}USDC`);
    expect(formatQuantity(1_500_000n, 6, { locale: 'en-US', symbol: true })).toBe('1.5');
    expect(formatQuantity(1_500_000n, 6, { locale: 'en-US', symbol: 'TUSD' })).toBe(`1.5${NBSP}TUSD`);
  });

  it('writes a fixed number of decimals without grouping when asked (the wallet card)', () => {
    const card = { maxDecimals: 4, fixed: true, grouping: false, locale: 'en-US' } as const;
    expect(formatQuantity(1_234_567_890_000_000_000_000n, 18, card)).toBe('1234.5679');
    expect(formatQuantity(0n, 18, card)).toBe('0.0000');
    expect(formatQuantity(1_200_000_000_000_000_000n, 18, card)).toBe('1.2000');
    expect(formatQuantity(5_000_000_000_000n, 18, card)).toBe('0.0000');
    expect(formatQuantity(50_000_000_000_000n, 18, card)).toBe('0.0001');
    expect(formatQuantity(-50_000_000_000_000n, 18, card)).toBe('-0.0001');
  });

  it('parse(format(x)) = x for any amount, decimals 0..36, in several locales', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 300n }),
        fc.integer({ min: 0, max: 36 }),
        fc.constantFrom('en-US', 'de-DE', 'fr-FR', 'en-IN', 'de-CH', 'ar-EG'),
        fc.boolean(),
        (units, decimals, locale, symbol) => {
          const asset = { ...USDC, decimals };
          const text = formatQuantity(units, asset, { locale, symbol });
          expect(parseAmount(text, decimals, { locale, symbol: asset.symbol })).toEqual({ ok: true, units });
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('displayQuantity', () => {
  it('shows zero as 0, exactly', () => {
    expect(displayQuantity(0n, ETH, { locale: 'en-US' })).toEqual({
      text: `0${NBSP}ETH`,
      exactText: `0${NBSP}ETH`,
      exactDecimal: '0',
      shortened: false,
    });
  });

  it('never shows 1 wei as 0', () => {
    const amount = displayQuantity(1n, ETH, { locale: 'en-US' });
    expect(amount.text).toBe(`<0.000001${NBSP}ETH`);
    expect(amount.exactText).toBe(`0.000000000000000001${NBSP}ETH`);
    expect(amount.exactDecimal).toBe('0.000000000000000001');
    expect(amount.shortened).toBe(true);
  });

  it('rounds 18 decimals to 6, half away from zero, keeping every digit in the exact value', () => {
    const amount = displayQuantity(1_767_458_793_756_191n, ETH, { locale: 'en-US' });
    expect(amount.text).toBe(`0.001767${NBSP}ETH`);
    expect(amount.exactDecimal).toBe('0.001767458793756191');
    expect(amount.shortened).toBe(true);
    expect(displayQuantity(1_767_500_000_000_000n, ETH, { locale: 'en-US' }).text).toBe(`0.001768${NBSP}ETH`);
    // The one rounding rule: 0.9999999 reads 1 on screen, its exact value on hover, focus and copy.
    const almostOne = displayQuantity(999_999_900_000_000_000n, ETH, { locale: 'en-US' });
    expect(almostOne.text).toBe(`1${NBSP}ETH`);
    expect(almostOne.exactDecimal).toBe('0.9999999');
    expect(almostOne.shortened).toBe(true);
  });

  it('shows exactly 0.000001 as itself, not as "<"', () => {
    expect(displayQuantity(1_000_000_000_000n, ETH, { locale: 'en-US' }).text).toBe(`0.000001${NBSP}ETH`);
  });

  it('does not mark an amount with few decimals as shortened', () => {
    const amount = displayQuantity(1_500_000n, 6, { locale: 'en-US', symbol: 'USDC' });
    expect(amount.text).toBe(`1.5${NBSP}USDC`);
    expect(amount.shortened).toBe(false);
  });

  it('keeps every whole digit of huge values, grouped', () => {
    const amount = displayQuantity(2n ** 256n - 1n, 18, { locale: 'en-US' });
    expect(amount.text).toBe('115,792,089,237,316,195,423,570,985,008,687,907,853,269,984,665,640,564,039,457.584008');
    expect(amount.exactDecimal).toBe('115792089237316195423570985008687907853269984665640564039457.584007913129639935');
  });

  it('shows negative amounts with their sign, small ones as -<0.000001', () => {
    expect(displayQuantity(-1_234_567_890_123_456_789n, ETH, { locale: 'en-US' }).text).toBe(`-1.234568${NBSP}ETH`);
    expect(displayQuantity(-1n, ETH, { locale: 'en-US' }).text).toBe(`-<0.000001${NBSP}ETH`);
    expect(displayQuantity(-1n, ETH).exactDecimal).toBe('-0.000000000000000001');
  });

  it('follows the locale and a smaller precision', () => {
    expect(displayQuantity(1_234_567_891n, 6, { locale: 'de-DE', maxDecimals: 2 }).text).toBe('1.234,57');
    expect(displayQuantity(1n, 6, { locale: 'de-DE', maxDecimals: 2 }).text).toBe('<0,01');
  });

  it('shows whole-unit assets (0 decimals) as integers', () => {
    expect(displayQuantity(42n, 0, { locale: 'en-US', symbol: 'SHARE' }).text).toBe(`42${NBSP}SHARE`);
  });
});

describe('exactQuantity', () => {
  it('writes every digit with a point, no grouping and the unit after a plain space', () => {
    expect(exactQuantity(1_234_500_000n, 6, 'USDC')).toBe('1234.5 USDC');
    expect(exactQuantity(-1n, 18, 'ETH')).toBe('-0.000000000000000001 ETH');
    expect(exactQuantity(250_000n, 2, 'GBP')).toBe('2500 GBP');
  });
});
