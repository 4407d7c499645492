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
});
