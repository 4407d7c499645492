// The (key, version) pairs of a table's rows stamped within a range, read from a compound index of
// (version, primary key) a chunk at a time, each chunk its own short read-only transaction: a write
// to the table waits for one chunk at most, not for 100,000 keys, and the page's thread handles a
// few events per chunk (one to find each version, one bulk request for its keys), not one per row.
// Used where a history synced minutes ago puts the whole table inside a clock margin: the ledger
// poster's start and a live table opened from its compact copy.
import type { Dexie } from 'dexie';
import { backgroundTurn } from '@/lib/primitives/background-turn';

// An array sorts after every string, so [version, END] is past every key stamped `version`.
const END: IDBValidKey = [];

/** Where a range of versions starts: every key stamped `version` (inclusive) or none of them. */
export function versionStart(version: string, inclusive: boolean): IDBValidKey {
  return inclusive ? [version, ''] : [version, END];
}

/**
 * Up to `size` (key, version) pairs in index order from `lower` (a start, or the last pair read,
 * excluded) through every key stamped `through`, in one transaction.
 */
function readChunk(
  db: Dexie,
  table: string,
  index: string,
  lower: { key: IDBValidKey; open: boolean },
  through: string,
  size: number,
): Promise<[string, string][]> {
  return new Promise((resolve, reject) => {
    // Dexie reads index keys one cursor step per row: these bulk reads go to IndexedDB directly.
    const tx = db.backendDB().transaction(table, 'readonly');
    const keys = tx.objectStore(table).index(index);
    const upper = [through, END];
    const pairs: [string, string][] = [];
    let { key: from, open } = lower;
    const nextVersion = () => {
      const found = keys.openKeyCursor(IDBKeyRange.bound(from, upper, open, false));
      found.onsuccess = () => {
        const cursor = found.result;
        if (cursor === null) return;
        const version = String((cursor.key as IDBValidKey[])[0]);
        const ids = keys.getAllKeys(IDBKeyRange.bound(cursor.key, [version, END]), size - pairs.length);
        ids.onsuccess = () => {
          for (const id of ids.result) pairs.push([String(id), version]);
          from = [version, (pairs[pairs.length - 1] as [string, string])[0]];
          open = true;
          if (pairs.length < size) nextVersion();
        };
      };
    };
    nextVersion();
    tx.oncomplete = () => resolve(pairs);
    tx.onabort = () => reject(tx.error ?? new Error(`Reading ${table} by version aborted`));
  });
}

/**
 * The (key, version) pairs of `table` from `start` (versionStart) through every row stamped
 * `through`, in index order (version, then key), `size` per transaction. `index` is the table's
 * compound index of (version field, primary key), e.g. `[updatedAt+id]`.
 */
export async function* versionKeyChunks(
  db: Dexie,
  table: string,
  index: string,
  start: IDBValidKey,
  through: string,
  size: number,
): AsyncGenerator<[string, string][], void, undefined> {
  let lower = { key: start, open: false };
  for (;;) {
    const chunk = await readChunk(db, table, index, lower, through, size);
    if (chunk.length > 0) yield chunk;
    if (chunk.length < size) return;
    const [key, version] = chunk[chunk.length - 1] as [string, string];
    lower = { key: [version, key], open: true };
  }
}

/**
 * The primary keys of `table` stamped from `from` through `through` (both included), in (version,
 * key) order; each chunk in a background turn, so the check waits for the page's work.
 */
export async function versionKeys(
  db: Dexie,
  table: string,
  index: string,
  from: string,
  through: string,
  size: number,
): Promise<string[]> {
  const keys: string[] = [];
  await backgroundTurn();
  for await (const chunk of versionKeyChunks(db, table, index, versionStart(from, true), through, size)) {
    for (const [key] of chunk) keys.push(key);
    await backgroundTurn();
  }
  return keys;
}
