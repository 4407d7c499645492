// Which rows of a table a write touched, from Dexie's `storagemutated` event (fired after each
// commit, in this tab and, through Dexie's BroadcastChannel, for the other tabs' writes too).
// Puts, updates and `modify` report the primary keys they wrote; a clear, a delete by range or a
// database created from nothing report a range instead. We only trust point keys: anything else
// means "could be any row", and the caller falls back to reading the table.
import { cmp, RangeSet, type IntervalTree, type ObservabilitySet, type Table } from 'dexie';

/** The keys written in `table`, `[]` when it was not touched, or `'all'` when the change is a range. */
export function changedKeys(parts: ObservabilitySet, dbName: string, table: string): string[] | 'all' {
  const prefix = `idb://${dbName}/${table}/`;
  const keys = new Set<string>();
  for (const part of [prefix, `${prefix}:dels`]) {
    const tree: IntervalTree | undefined = parts[part];
    if (!tree) continue;
    // A tree that came through BroadcastChannel is a plain object: RangeSet(tree) gives it the iterator.
    for (const node of RangeSet(tree)) {
      if (typeof node.from !== 'string' || cmp(node.from, node.to) !== 0) return 'all';
      keys.add(node.from);
    }
  }
  return [...keys];
}

// Dexie names the keys of a put of fewer than 50 rows; a larger put is reported as the whole table.
const NAMED_PUT_ROWS = 49;

/**
 * Puts `rows` in batches Dexie reports by key, so a live table (live-table.ts) reads these rows back
 * rather than the whole table; inside a transaction the write stays one commit. The batches are
 * issued at once: each is its own request, not a wait for the previous one.
 */
export async function bulkPutNamed<R>(table: Table<R, string>, rows: readonly R[]): Promise<void> {
  const batches: Promise<unknown>[] = [];
  for (let i = 0; i < rows.length; i += NAMED_PUT_ROWS) batches.push(table.bulkPut(rows.slice(i, i + NAMED_PUT_ROWS)));
  await Promise.all(batches);
}
