import { describe, expect, it } from 'vitest';
import { parseExact } from '../exact';
import { exactToMinor, valueInMinor } from './money';

describe('money in the company’s currency', () => {
  it('rounds an exact value half away from zero', () => {
    expect(exactToMinor(parseExact('-0.125'), 2)).toBe(-13n);
    expect(exactToMinor(parseExact('12'), 2)).toBe(1200n);
  });

  it('values base units at a price in minor units', () => {
    // 0.333333 TUSD (6 decimals) at 0.75 = 0.24999975 → 0.25
    expect(valueInMinor(333_333n, 6, parseExact('0.75'), 2)).toBe(25n);
    expect(valueInMinor(-(10n ** 18n), 18, parseExact('2029.585'), 2)).toBe(-202_959n);
  });
});
