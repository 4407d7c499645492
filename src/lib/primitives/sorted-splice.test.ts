import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortedIndex, spliceSorted } from './sorted-splice';

const byValue = (a: { v: number }, b: { v: number }) => a.v - b.v;

describe('spliceSorted', () => {
  it('removes the given objects and inserts new ones in order, leaving the input as is', () => {
    const items = [1, 3, 5, 7].map((v) => ({ v }));
    const [one, three] = items;
    const next = spliceSorted(items, [three as { v: number }], [{ v: 4 }, { v: 0 }, { v: 9 }], byValue);
    expect(next.map((item) => item.v)).toEqual([0, 1, 4, 5, 7, 9]);
    expect(next[1]).toBe(one);
    expect(items.map((item) => item.v)).toEqual([1, 3, 5, 7]);
  });

  it('leaves a list alone when the object to remove is not in it (an equal copy is not the item)', () => {
    const items = [1, 2].map((v) => ({ v }));
    expect(spliceSorted(items, [{ v: 2 }], [], byValue)).toEqual(items);
    expect(sortedIndex(items, { v: 3 }, byValue)).toBe(2);
  });

  it('gives the sorted list of what stays and what entered, for any sizes either side of one by one', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 10_000 }), { maxLength: 400 }),
        fc.uniqueArray(fc.integer({ min: 10_001, max: 20_000 }), { maxLength: 400 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (held, fresh, share) => {
          const items = held.sort((a, b) => a - b).map((v) => ({ v }));
          const left = items.filter((_, i) => i < items.length * share);
          const entered = fresh.map((v) => ({ v: v % 2 ? v : v - 10_001 }));
          const next = spliceSorted(items, left, entered, byValue);
          const expected = [...items.filter((item) => !left.includes(item)), ...entered].sort(byValue);
          expect(next.map((item) => item.v)).toEqual(expected.map((item) => item.v));
          // The objects themselves, not copies.
          expect(new Set(next)).toEqual(new Set(expected));
        },
      ),
    );
  });
});
