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
 */
export function heldInOrder<R>(
  records: ReadonlyMap<string, R>,
  versionOf: (record: R) => unknown,
  keys: readonly string[],
  from: string,
  restamped: ReadonlySet<string>,
): boolean {
  const held: [string, string][] = [];
  for (const [key, record] of records) {
    const version = versionOf(record) as string;
    if (version >= from && !restamped.has(key)) held.push([version, key]);
  }
  if (held.length !== keys.length) return false;
  held.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
  return held.every(([, key], i) => key === keys[i]);
}
