// Keeping a long sorted list current without sorting it again: a change finds its place by binary
// search (the list must be sorted by the same total order).

/** The index of `item` in `sorted`, or where it would go to keep the order. */
export function sortedIndex<T>(sorted: readonly T[], item: T, compare: (a: T, b: T) => number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(sorted[middle] as T, item) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A copy of `sorted` without the items of `left` (the same objects) and with `entered` in place. */
export function spliceSorted<T>(
  sorted: readonly T[],
  left: readonly T[],
  entered: readonly T[],
  compare: (a: T, b: T) => number,
): T[] {
  const next = sorted.slice();
  for (const item of left) {
    const at = sortedIndex(next, item, compare);
    if (next[at] === item) next.splice(at, 1);
  }
  for (const item of entered) next.splice(sortedIndex(next, item, compare), 0, item);
  return next;
}
