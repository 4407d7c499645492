import { describe, expect, it } from 'vitest';
import { seededRandom } from '@/lib/stats/prng';
import { unitsTextToNumber, unitsToNumber } from './units';

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
