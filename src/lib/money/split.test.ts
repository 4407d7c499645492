import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitByPercentages, splitLargestRemainder } from './split';

describe('splitLargestRemainder', () => {
  it('gives the leftover units to the largest remainders', () => {
    // Exact shares 3.333…, 3.333…, 3.333…: one leftover unit, ties → the first entry.
    expect(splitLargestRemainder(10n, [1n, 1n, 1n])).toEqual([4n, 3n, 3n]);
    // Exact shares 1.5, 2.5 → both remainders tie; the first gets the unit.
    expect(splitLargestRemainder(4n, [3n, 5n])).toEqual([2n, 2n]);
    // Exact shares 0.7, 2.1, 7.2: floors 0, 2, 7 and the largest remainder (0.7) takes the unit.
    expect(splitLargestRemainder(10n, [7n, 21n, 72n])).toEqual([1n, 2n, 7n]);
  });
  it('breaks ties by list order, whatever the order', () => {
    expect(splitLargestRemainder(2n, [1n, 1n, 1n])).toEqual([1n, 1n, 0n]);
    expect(splitLargestRemainder(1n, [1n, 1n, 1n])).toEqual([1n, 0n, 0n]);
  });
  it('gives nothing to zero weights and splits zero into zeros', () => {
    expect(splitLargestRemainder(5n, [0n, 1n, 0n])).toEqual([0n, 5n, 0n]);
    expect(splitLargestRemainder(0n, [1n, 2n])).toEqual([0n, 0n]);
  });
  it('refuses what cannot be split', () => {
    expect(() => splitLargestRemainder(10n, [])).toThrow('Cannot split by weights that add up to zero');
    expect(() => splitLargestRemainder(10n, [0n, 0n])).toThrow('Cannot split by weights that add up to zero');
    expect(() => splitLargestRemainder(10n, [1n, -1n, 2n])).toThrow('Weights cannot be negative');
    expect(() => splitLargestRemainder(-10n, [1n])).toThrow('Cannot split a negative total');
  });

  const total = fc.bigInt({ min: 0n, max: 2n ** 256n });
  const weights = fc
    .array(fc.bigInt({ min: 0n, max: 2n ** 128n }), { minLength: 1, maxLength: 30 })
    .filter((list) => list.some((w) => w > 0n));

  it('always adds up to the total, each part within one unit of its exact share', () => {
    fc.assert(
      fc.property(total, weights, (amount, list) => {
        const parts = splitLargestRemainder(amount, list);
        const weightSum = list.reduce((a, b) => a + b, 0n);
        expect(parts.reduce((a, b) => a + b, 0n)).toBe(amount);
        parts.forEach((part, index) => {
          const exactTimesSum = amount * list[index]!;
          // part - exact share in (-1, 1), scaled by the weight sum to stay in integers.
          const gap = part * weightSum - exactTimesSum;
          expect(gap > -weightSum && gap < weightSum).toBe(true);
          expect(part * weightSum >= exactTimesSum - (exactTimesSum % weightSum)).toBe(true);
        });
      }),
    );
  });
  it('treats equal weights by order: earlier entries never get less', () => {
    fc.assert(
      fc.property(
        total,
        fc.bigInt({ min: 1n, max: 1000n }),
        fc.integer({ min: 1, max: 20 }),
        (amount, weight, count) => {
          const parts = splitLargestRemainder(amount, Array<bigint>(count).fill(weight));
          for (let i = 1; i < parts.length; i += 1) expect(parts[i - 1]! >= parts[i]!).toBe(true);
          expect(parts[0]! - parts.at(-1)! <= 1n).toBe(true);
        },
      ),
    );
  });
});

describe('splitByPercentages', () => {
  it('splits by percentages with up to four decimals', () => {
    expect(splitByPercentages(100n, ['33.3333', '33.3333', '33.3334'])).toEqual([33n, 33n, 34n]);
    expect(splitByPercentages(1_000_000n, ['12.5', '87.5'])).toEqual([125_000n, 875_000n]);
    expect(splitByPercentages(1n, ['50', '50'])).toEqual([1n, 0n]);
  });
  it('refuses percentages that do not add up to 100', () => {
    expect(() => splitByPercentages(100n, ['50', '49.5'])).toThrow('The percentages add up to 99.5%, not 100%');
    expect(() => splitByPercentages(100n, ['60', '60'])).toThrow('The percentages add up to 120%, not 100%');
  });
  it('refuses malformed percentages', () => {
    expect(() => splitByPercentages(100n, ['50%', '50'])).toThrow('"50%" is not a percentage (use digits, e.g. 12.5)');
    expect(() => splitByPercentages(100n, ['-50', '150'])).toThrow('"-50" is not a percentage');
    expect(() => splitByPercentages(100n, ['33.33333', '66.66667'])).toThrow(
      '"33.33333": use at most 4 digits after the point',
    );
  });
});
