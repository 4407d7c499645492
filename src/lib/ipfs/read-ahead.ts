// Reading a DAG one block at a time waits on the database and the hash for every 256 KiB block in
// turn; starting the next few loads while the current block is used keeps both busy. Results come
// back in the items' order, so readers see the same order (and the same first error) as before.

/** Loads under way at once: 8 leaves of 256 KiB, about 2 MiB held ahead of the reader. */
export const READ_AHEAD = 8;

/**
 * Yields [item, load(item)] in the items' order with up to `window` loads under way. A load that
 * fails is reported when its turn comes (never as an unhandled rejection, even if the reader stops).
 */
export async function* readAhead<T, R>(
  items: readonly T[],
  load: (item: T) => Promise<R>,
  window: number = READ_AHEAD,
): AsyncGenerator<[T, R]> {
  const loading: Promise<R>[] = [];
  let next = 0;
  for (let at = 0; at < items.length; at += 1) {
    while (next < items.length && next - at < window) {
      const started = load(items[next]!);
      started.catch(() => undefined);
      loading.push(started);
      next += 1;
    }
    yield [items[at]!, await loading.shift()!];
  }
}
