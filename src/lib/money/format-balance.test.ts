import { describe, expect, it } from 'vitest';
import { formatQuantity } from './format-quantity';
import { formatEthBalance } from './format-balance';

const ETH = 10n ** 18n;

describe('formatEthBalance', () => {
  it.each([
    [10_000n * ETH, '10000.0000 ETH'],
    [0n, '0.0000 ETH'],
    [1n, '0.0000 ETH'],
    [123_456n * 10n ** 13n, '1.2346 ETH'],
    [99_999n * 10n ** 13n, '1.0000 ETH'],
    [12_345n * 10n ** 13n, '0.1235 ETH'],
    [12_344_999_999_999_999n, '0.0123 ETH'],
    [50_000_000_000_000n, '0.0001 ETH'],
    [49_999_999_999_999n, '0.0000 ETH'],
    [9_999_999_999_999_940_000_000_000_000n, '9999999999.9999 ETH'],
    [9_999_999_999_999_950_000_000_000_000n, '10000000000.0000 ETH'],
  ])('formats %s wei as %s', (wei, text) => {
    expect(formatEthBalance(wei)).toBe(text);
  });
  it('matches toFixed on values a double represents exactly', () => {
    for (const value of [0.5, 0.25, 1.125, 3.0625, 7.9375, 1234.5]) {
      const wei = BigInt(value * 1e4) * 10n ** 14n;
      expect(formatEthBalance(wei)).toBe(`${value.toFixed(4)} ETH`);
    }
  });
});

describe('fixed decimals (the rule the card uses)', () => {
  const fixed = (units: bigint, decimals: number, shown: number) =>
    formatQuantity(units, decimals, { locale: 'en-US', maxDecimals: shown, fixed: true, grouping: false });
  it('pads when more decimals are shown than the unit has', () => {
    expect(fixed(1234n, 2, 4)).toBe('12.3400');
  });
  it('rounds to whole units', () => {
    expect(fixed(1_500_000n, 6, 0)).toBe('2');
    expect(fixed(1_499_999n, 6, 0)).toBe('1');
  });
  it('keeps the sign of negative amounts, rounding half away from zero', () => {
    expect(fixed(-15n, 2, 1)).toBe('-0.2');
    expect(fixed(-4n, 2, 1)).toBe('0.0');
  });
});
