import { describe, expect, it } from 'vitest';
import { currencyDigits } from './format-money';
import { divRound, minorToDecimal, pow10 } from './minor-units';

describe('minor units', () => {
  it('rounds half away from zero', () => {
    expect([divRound(5n, 2n), divRound(-5n, 2n), divRound(4n, 3n), divRound(-4n, 3n), divRound(7n, 7n)]).toEqual([
      3n,
      -3n,
      1n,
      -1n,
      1n,
    ]);
    expect(() => divRound(1n, 0n)).toThrow(RangeError);
    expect(pow10(3)).toBe(1000n);
  });

  it('writes minor units with exactly the currency’s decimals', () => {
    expect([
      minorToDecimal(5n, 2),
      minorToDecimal(-5n, 2),
      minorToDecimal(-120n, 2),
      minorToDecimal(150000n, 2),
      minorToDecimal(42n, 0),
      minorToDecimal(1n, 3),
    ]).toEqual(['0.05', '-0.05', '-1.20', '1500.00', '42', '0.001']);
  });

  it('takes the minor unit from Intl (GBP 2, JPY 0, KWD 3) and 2 for a code Intl does not know', () => {
    expect([currencyDigits('GBP'), currencyDigits('JPY'), currencyDigits('KWD'), currencyDigits('USDC')]).toEqual([
      2, 0, 3, 2,
    ]);
  });
});
