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

// Beyond this many items, a set (to remove) or a sort and one merge (to insert) beats a binary
// search and a splice each: a splice moves the items after it, so 100,000 rows entering at once
// (a long history synced, a list opened from a copy older than the table) cost their square.
const ONE_BY_ONE = 64;

/** A copy of `sorted` without the items of `left` (the same objects) and with `entered` in place. */
export function spliceSorted<T>(
  sorted: readonly T[],
  left: readonly T[],
  entered: readonly T[],
  compare: (a: T, b: T) => number,
): T[] {
  let next: T[];
  if (left.length > ONE_BY_ONE) {
    const gone = new Set(left);
    next = sorted.filter((item) => !gone.has(item));
  } else {
    next = sorted.slice();
    for (const item of left) {
      const at = sortedIndex(next, item, compare);
      if (next[at] === item) next.splice(at, 1);
    }
  }
  if (entered.length <= ONE_BY_ONE) {
    for (const item of entered) next.splice(sortedIndex(next, item, compare), 0, item);
    return next;
  }
  const adding = [...entered].sort(compare);
  const merged = new Array<T>(next.length + adding.length);
  let i = 0;
  let j = 0;
  let k = 0;
  // An entered item goes before an equal one held, as the binary search places it.
  while (i < next.length && j < adding.length)
    merged[k++] = compare(adding[j] as T, next[i] as T) <= 0 ? (adding[j++] as T) : (next[i++] as T);
  while (i < next.length) merged[k++] = next[i++] as T;
  while (j < adding.length) merged[k++] = adding[j++] as T;
  return merged;
}
