import { describe, expect, it } from 'vitest';
import { seededRandom } from '@/lib/stats/prng';
import { numberToUnits, plainAmount, unitsTextToNumber, unitsToNumber } from './units';

describe('unitsTextToNumber', () => {
  it('gives exactly the number unitsToNumber gives for the same base units', () => {
    const random = seededRandom(5);
    const cases = ['0', '1', '10', '999999999999999999', '1000000000000000000', '123456789012345678901234567890'];
    for (let i = 0; i < 5000; i++) {
      const digits = Math.floor(random() * 30) + 1;
      let text = String(Math.floor(random() * 9) + 1);
      for (let d = 1; d < digits; d++) text += random() < 0.4 ? '0' : String(Math.floor(random() * 10));
      cases.push(text);
    }
    for (const text of cases)
      for (const decimals of [0, 2, 6, 8, 18, 24])
        expect(Object.is(unitsTextToNumber(text, decimals), unitsToNumber(BigInt(text), decimals))).toBe(true);
  });
});

describe('numberToUnits', () => {
  it('rounds to base units half away from zero (lib/money divRound), keeping the sign', () => {
    expect(numberToUnits(1.5, 0)).toBe(2n);
    expect(numberToUnits(-1.5, 0)).toBe(-2n);
    expect(numberToUnits(1.25, 1)).toBe(13n);
    expect(numberToUnits(0.0000005, 6)).toBe(1n);
    expect(numberToUnits(1234.5, 18)).toBe(1_234_500_000_000_000_000_000n);
    expect(numberToUnits(Number.NaN, 18)).toBe(0n);
  });
});

describe('plainAmount', () => {
  const eth = { decimals: 18, symbol: 'ETH' };
  it('writes up to 6 decimals in en-US with the symbol, rounded half away from zero on the exact amount', () => {
    expect(plainAmount(1_234_500_000_000_000_000_000n, eth)).toBe('1,234.5\u00a0ETH');
    expect(plainAmount(1_234_567_500_000_000_000n, eth)).toBe('1.234568\u00a0ETH');
    expect(plainAmount(-2_000_000n, { decimals: 6, symbol: 'USDC' })).toBe('-2\u00a0USDC');
  });

  it('never writes a non-zero amount as 0, and keeps every digit of a large one', () => {
    expect(plainAmount(1n, eth)).toBe('<0.000001\u00a0ETH');
    expect(plainAmount(123_456_789_012_345_678_901n, { decimals: 0, symbol: 'SHARE' })).toBe(
      '123,456,789,012,345,678,901\u00a0SHARE',
    );
  });
});
