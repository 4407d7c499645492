import fc from 'fast-check';
import { formatUnits, parseUnits } from 'ethers';
import { describe, expect, it } from 'vitest';
import { fromDecimalString, roundDecimal, toDecimalString } from './decimal-string';

describe('toDecimalString', () => {
  it('writes the shortest exact form', () => {
    expect(toDecimalString(1_500_000n, 6)).toBe('1.5');
    expect(toDecimalString(1_000_000n, 6)).toBe('1');
    expect(toDecimalString(1n, 18)).toBe('0.000000000000000001');
    expect(toDecimalString(0n, 18)).toBe('0');
    expect(toDecimalString(-1_250n, 3)).toBe('-1.25');
    expect(toDecimalString(42n, 0)).toBe('42');
    expect(toDecimalString(2n ** 256n - 1n, 18)).toBe(
      '115792089237316195423570985008687907853269984665640564039457.584007913129639935',
    );
  });
  it('refuses decimals that are not a non-negative integer', () => {
    expect(() => toDecimalString(1n, -1)).toThrow('decimals must be a non-negative integer, got -1');
    expect(() => toDecimalString(1n, 1.5)).toThrow(RangeError);
  });
});

describe('fromDecimalString', () => {
  it('reads exact decimal strings', () => {
    expect(fromDecimalString('1.5', 6)).toBe(1_500_000n);
    expect(fromDecimalString('-0.000001', 6)).toBe(-1n);
    expect(fromDecimalString('1.500000000', 6)).toBe(1_500_000n);
    expect(fromDecimalString('007', 0)).toBe(7n);
  });
  it('refuses other shapes with the text in the message', () => {
    for (const text of ['', '1,5', '1.', '.5', '1e18', ' 1', '+1', '1 000', '1.2.3']) {
      expect(() => fromDecimalString(text, 6)).toThrow(`Not a decimal number: "${text}"`);
    }
  });
  it('refuses digits beyond the decimals', () => {
    expect(() => fromDecimalString('1.0000001', 6)).toThrow('"1.0000001" has more than 6 decimals');
    expect(() => fromDecimalString('1.01', 1)).toThrow('"1.01" has more than 1 decimal');
  });
  it('round-trips any bigint at any decimals', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(2n ** 300n), max: 2n ** 300n }),
        fc.integer({ min: 0, max: 80 }),
        (units, decimals) => {
          expect(fromDecimalString(toDecimalString(units, decimals), decimals)).toBe(units);
        },
      ),
    );
  });
  it('agrees with ethers parseUnits/formatUnits', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(2n ** 255n), max: 2n ** 255n - 1n }),
        fc.integer({ min: 0, max: 36 }),
        (units, decimals) => {
          const ours = toDecimalString(units, decimals);
          // ethers always writes a fraction ("1.0"); ours leaves it out for whole amounts.
          expect(formatUnits(units, decimals).replace(/\.0$/, '')).toBe(ours);
          expect(parseUnits(ours, decimals)).toBe(units);
        },
      ),
    );
  });
});

describe('roundDecimal', () => {
  it('rounds half away from zero on the digits, and drops trailing zeros', () => {
    expect(roundDecimal('2.345', 2)).toBe('2.35');
    expect(roundDecimal('-2.345', 2)).toBe('-2.35');
    expect(roundDecimal('2.3449', 2)).toBe('2.34');
    expect(roundDecimal('0.004', 2)).toBe('0');
    expect(roundDecimal('-0.004', 2)).toBe('0');
    expect(roundDecimal('9.995', 2)).toBe('10');
    expect(roundDecimal('1.50', 4)).toBe('1.5');
    expect(roundDecimal('-0.5', 0)).toBe('-1');
    expect(roundDecimal('12', 2)).toBe('12');
  });

  it('refuses what is not a decimal string', () => {
    expect(() => roundDecimal('1e3', 2)).toThrow(RangeError);
    expect(() => roundDecimal('1.5', -1)).toThrow(RangeError);
  });
});
