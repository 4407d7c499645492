import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseEip681Integer } from './eip681-number';

describe('parseEip681Integer', () => {
  it('reads plain and scientific numbers exactly', () => {
    expect(parseEip681Integer('2.014e18')).toEqual({ ok: true, value: 2_014_000_000_000_000_000n });
    expect(parseEip681Integer('2014000000000000000')).toEqual({ ok: true, value: 2_014_000_000_000_000_000n });
    expect(parseEip681Integer('1E6')).toEqual({ ok: true, value: 1_000_000n });
    expect(parseEip681Integer('+5')).toEqual({ ok: true, value: 5n });
    expect(parseEip681Integer('.5e1')).toEqual({ ok: true, value: 5n });
    expect(parseEip681Integer('1.50e1')).toEqual({ ok: true, value: 15n });
    expect(parseEip681Integer('-0')).toEqual({ ok: true, value: 0n });
  });
  it('agrees with BigInt for every integer written as mantissa and exponent', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.integer({ min: 0, max: 40 }), (n, shift) => {
        const digits = n.toString();
        const point = Math.max(1, digits.length - shift);
        const mantissa = point < digits.length ? `${digits.slice(0, point)}.${digits.slice(point)}` : digits;
        expect(parseEip681Integer(`${mantissa}e${digits.length - point + shift}`)).toEqual({
          ok: true,
          value: n * 10n ** BigInt(shift),
        });
      }),
    );
  });
  it('refuses what is not a uint256', () => {
    expect(parseEip681Integer('')).toEqual({ ok: false, error: '"" is not a number' });
    expect(parseEip681Integer('1,5')).toEqual({ ok: false, error: '"1,5" is not a number' });
    expect(parseEip681Integer('0x10')).toEqual({ ok: false, error: '"0x10" is not a number' });
    expect(parseEip681Integer('1.5')).toEqual({ ok: false, error: '"1.5" is not a whole number of base units' });
    expect(parseEip681Integer('-1')).toEqual({ ok: false, error: '"-1" cannot be negative' });
    expect(parseEip681Integer('1e78')).toEqual({ ok: false, error: '"1e78" is too large' });
    expect(parseEip681Integer('1e999999999')).toEqual({ ok: false, error: '"1e999999999" is too large' });
    expect(parseEip681Integer((2n ** 256n - 1n).toString())).toEqual({ ok: true, value: 2n ** 256n - 1n });
  });
});
