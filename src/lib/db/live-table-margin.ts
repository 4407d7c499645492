// The clock margin of a live table (live-table.ts): writers stamp versions with their own clock, so
// rows stamped a little before the newest one held are looked at again, and a tab whose clock lags
// by less than the margin is not missed.

/** How far before the newest version held rows are looked at again. */
export const CLOCK_MARGIN_MS = 5 * 60_000;

/** The first version inside the margin before `newest` ('' when `newest` is no time: read all). */
export function sinceOf(newest: string): string {
  const time = Date.parse(newest);
  return Number.isNaN(time) ? '' : new Date(time - CLOCK_MARGIN_MS).toISOString();
}

/**
 * Whether `keys` (primary keys in index order: version, then key) are exactly the held records
 * stamped from `from` on, leaving out `restamped`: if not, a row in the margin moved or left.
 * One pass each way, no sort: the keys must name held records of the margin, as many as there
 * are, in increasing (version, key) order, which is then the held records' own order.
 */
export function heldInOrder<R>(
  records: ReadonlyMap<string, R>,
  versionOf: (record: R) => unknown,
  keys: readonly string[],
  from: string,
  restamped: ReadonlySet<string>,
): boolean {
  let held = 0;
  for (const [key, record] of records) if ((versionOf(record) as string) >= from && !restamped.has(key)) held += 1;
  if (held !== keys.length) return false;
  let lastVersion = '';
  let lastKey = '';
  for (const key of keys) {
    const record = records.get(key);
    if (record === undefined || restamped.has(key)) return false;
    const version = versionOf(record) as string;
    if (version < from) return false;
    if (version < lastVersion || (version === lastVersion && key <= lastKey)) return false;
    lastVersion = version;
    lastKey = key;
  }
  return true;
}
