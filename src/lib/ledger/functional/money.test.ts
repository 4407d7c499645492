import { describe, expect, it } from 'vitest';
import { parseExact } from '../exact';
import { divRound, exactToMinor, minorDigits, minorToDecimal, valueInMinor } from './money';

describe('money in the company’s currency', () => {
  it('takes the minor unit from Intl (GBP 2, JPY 0, KWD 3) and 2 for a code Intl does not know', () => {
    expect([minorDigits('GBP'), minorDigits('JPY'), minorDigits('KWD'), minorDigits('USDC')]).toEqual([2, 0, 3, 2]);
  });

  it('rounds half away from zero', () => {
    expect([divRound(5n, 2n), divRound(-5n, 2n), divRound(4n, 3n), divRound(-4n, 3n), divRound(7n, 7n)]).toEqual([
      3n,
      -3n,
      1n,
      -1n,
      1n,
    ]);
    expect(exactToMinor(parseExact('-0.125'), 2)).toBe(-13n);
    expect(exactToMinor(parseExact('12'), 2)).toBe(1200n);
  });

  it('values base units at a price in minor units', () => {
    // 0.333333 TUSD (6 decimals) at 0.75 = 0.24999975 → 0.25
    expect(valueInMinor(333_333n, 6, parseExact('0.75'), 2)).toBe(25n);
    expect(valueInMinor(-(10n ** 18n), 18, parseExact('2029.585'), 2)).toBe(-202_959n);
  });

  it('writes minor units with exactly the currency’s decimals', () => {
    expect([minorToDecimal(5n, 2), minorToDecimal(-120n, 2), minorToDecimal(42n, 0), minorToDecimal(1n, 3)]).toEqual([
      '0.05',
      '-1.20',
      '42',
      '0.001',
    ]);
  });
});
