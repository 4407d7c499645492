// A whole table held in memory and kept current from Dexie's change notices (`storagemutated`,
// which also carries other tabs' writes), so a large list re-reads what changed, not the table:
// - a write of fewer than 50 rows names its keys: those rows are read again, nothing else;
// - a larger write (or a cleared range) names only a range: with an index on the version field the
//   rows written since the newest version held are read, and the row count confirms nothing else
//   moved; otherwise, or when the count disagrees, the table is read again (unchanged rows, same
//   key and version, are not checked again).
// The first read goes in chunks by primary key, each its own request, so input is handled between;
// the keys are read first, so the next chunks are requested while one is checked. With `copy`, the
// first read is instead the compact copy (one record) and the rows written since it, as after a
// bulk write; the copy is written again after a full read and once enough rows changed since.
import { Dexie, type ObservabilitySet } from 'dexie';
import { changedKeys } from './changed-keys';
import { chunkReads, readAhead } from './live-table-chunks';
import { heldInOrder, sinceOf } from './live-table-margin';
import { fromColumns, readCompactCopy, writeCompactCopy } from './compact-copy';
import { versionKeys } from './version-key-chunks';
import type { LiveTable, LiveTableOptions, LiveTableState } from './live-table-types';
import type { CorruptRecord } from './records';

export type { LiveTable, LiveTableChange, LiveTableOptions, LiveTableState } from './live-table-types';

// Chunk requests of the first read in flight at once.
const READ_AHEAD = 3;
// Rows changed since the compact copy was written before it is written again: a stale copy costs
// its difference on the next open, a rewrite a serialisation of the whole table.
const COPY_REWRITE_ROWS = 1_000;
// How long the table must be quiet (no change read) before the copy is written.
const COPY_QUIET_MS = 2_000;

/** Opens a live copy of `table`; it reads the table once, then only what changes. */
export function openLiveTable<R>(db: Dexie, table: string, options: LiveTableOptions<R>): LiveTable<R> {
  const { check, keyOf, versionField, versionIndexed = false, versionKeyIndex, chunkSize = 5_000, copy } = options;
  const source = db.table(table);
  const keyPath = source.schema.primKey.keyPath as string;
  const versionOf = (row: unknown): unknown =>
    versionField ? (row as Record<string, unknown>)[versionField] : undefined;
  let records = new Map<string, R>();
  let corrupt = new Map<string, CorruptRecord>();
  let newest = '';
  let state: LiveTableState<R> | null = null;
  let rowsRead = 0;
  let copiedRead = 0;
  // Rows changed since the copy was written (Infinity: there is none to trust).
  let sinceCopy = Number.POSITIVE_INFINITY;
  let copyWritten: Promise<void> | null = null;
  let copyTimer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;
  const listeners = new Set<(state: LiveTableState<R>) => void>();
  const errorListeners = new Set<(error: unknown) => void>();
  // Changes wait here while a read runs: keys named, or a range (read back by version or in full).
  let pending = new Set<string>();
  let pendingRange = false;
  let running: Promise<void> | null = null;

  const publish = (next: LiveTableState<R>) => {
    state = next;
    for (const listener of listeners) listener(next);
  };
  /** Checks rows read from storage; rows held with the same version are kept, not checked again. */
  const take = (rows: readonly unknown[]) => {
    rowsRead += rows.length;
    const fresh: unknown[] = [];
    const kept: R[] = [];
    for (const row of rows) {
      const key = (row as Record<string, unknown>)[keyPath];
      const known = typeof key === 'string' ? records.get(key) : undefined;
      if (known && versionField && versionOf(known) === versionOf(row)) kept.push(known);
      else fresh.push(row);
    }
    return { kept, ...check(fresh) };
  };
  const noteVersion = (record: R) => {
    const version = versionOf(record);
    if (typeof version === 'string' && version > newest) newest = version;
  };

  async function readAll(first: boolean): Promise<void> {
    const reads = await chunkReads(source, chunkSize);
    const total = reads.length ? await source.count() : 0;
    const next = new Map<string, R>();
    const bad = new Map<string, CorruptRecord>();
    let seen = 0;
    for await (const chunk of readAhead(reads, READ_AHEAD)) {
      if (closed) return;
      seen += chunk.length;
      const checked = take(chunk);
      for (const record of checked.kept) next.set(keyOf(record), record);
      for (const record of checked.records) next.set(keyOf(record), record);
      for (const item of checked.corrupt) bad.set(item.key, item);
      if (first)
        publish({ records, corrupt: [], loading: { loaded: seen, total: Math.max(total, seen) }, change: null });
    }
    records = next;
    corrupt = bad;
    newest = '';
    for (const record of records.values()) noteVersion(record);
    sinceCopy = Number.POSITIVE_INFINITY;
    keepCopy();
    publish({ records, corrupt: [...corrupt.values()], loading: null, change: null });
  }

  /** Starts from the compact copy and the rows written since; false when they disagree with the table. */
  async function readFromCopy(): Promise<boolean> {
    const stored = copy && versionIndexed ? await readCompactCopy(db, copy.id, copy.format) : null;
    if (!stored || closed) return false;
    const copied = fromColumns(stored.columns, stored.count) as R[];
    copiedRead += copied.length;
    records = new Map(copied.map((record) => [keyOf(record), record]));
    newest = stored.newest;
    sinceCopy = 0;
    // Shown at once, marked as being checked: the rows written since follow as a change, and a
    // copy the table disagrees with gives way to a full read (the margin's check alone reads the
    // keys of every row stamped within minutes of the newest, as after a long history synced).
    publish({ records, corrupt: [], loading: null, change: null, checking: true });
    if (await readChanged([], true)) return true;
    records = new Map();
    return false;
  }

  /**
   * Writes the compact copy when there is none or enough has changed since it was written, once
   * the table has been quiet for a moment: a sync writing a long history in batches would
   * otherwise serialise the growing table after every few batches.
   */
  function keepCopy(): void {
    if (!copy || !versionIndexed || closed || sinceCopy < COPY_REWRITE_ROWS) return;
    // Only valid records are copied: with corrupt rows in the table, the count never agrees and
    // every open reads the table, as it would without a copy.
    if (corrupt.size > 0) return;
    if (copyTimer !== null) clearTimeout(copyTimer);
    let finish = () => undefined as void;
    copyWritten ??= new Promise<void>((resolve) => (finish = resolve));
    const done = copyWritten;
    copyTimer = setTimeout(() => {
      copyTimer = null;
      if (closed || sinceCopy < COPY_REWRITE_ROWS) return void finishCopy(done, finish);
      sinceCopy = 0;
      writeCompactCopy(db, copy.id, copy.format, [...records.values()], newest)
        .catch((error: unknown) => {
          // A copy that cannot be written (storage full) only costs the next open a full read.
          sinceCopy = Number.POSITIVE_INFINITY;
          if (!closed) console.warn('Compact copy not written:', error);
        })
        .finally(() => finishCopy(done, finish));
    }, copy.quietMs ?? COPY_QUIET_MS);
  }
  const finishCopy = (done: Promise<void>, finish: () => void) => {
    if (copyWritten === done) copyWritten = null;
    finish();
  };

  /** Reads the named keys again, or (`since`) every row written since the newest version held. */
  async function readChanged(keys: readonly string[], since: boolean): Promise<boolean> {
    let count: number | null = null;
    let present: unknown[] = [];
    const removed: string[] = [];
    if (since) {
      // Rows stamped after the newest one held are read; those of the clock margin before it (a
      // whole table written within minutes, then reopened from its copy) only by their primary
      // keys in index order, which must be the held rows' order by version: a row restamped by a
      // lagging clock, or deleted, moves or leaves, and then the margin is read too. A margin of
      // more than a chunk, with a (version, key) index, has its keys read after, in chunks of their
      // own transactions, so a write meanwhile (a new block) waits for a chunk, not for them all.
      const from = sinceOf(newest);
      const index = () => source.where(versionField as string);
      const inMargin = () => index().between(from, newest, true, true);
      let marginKeys: readonly string[] | null = null;
      let freshKeys = new Set<string>();
      let lost = false;
      await db.transaction('r', source, async () => {
        const [total, margin, fresh] = await Promise.all([
          source.count(),
          newest ? inMargin().count() : 0,
          newest ? index().above(newest).toArray() : index().aboveOrEqual(from).toArray(),
        ]);
        if (newest && (!versionKeyIndex || margin <= chunkSize))
          marginKeys = (await inMargin().primaryKeys()) as string[];
        count = total;
        present = fresh;
        freshKeys = new Set(fresh.map((row) => (row as Record<string, unknown>)[keyPath] as string));
        let added = 0;
        for (const key of freshKeys) if (!records.has(key) && !corrupt.has(key)) added += 1;
        // A count that cannot agree (rows deleted) means the table is read again anyway.
        lost = keys.length === 0 && total !== records.size + corrupt.size + added;
      });
      if (newest && !lost) {
        const margin = marginKeys ?? (await versionKeys(db, table, versionKeyIndex as string, from, newest, chunkSize));
        if (!heldInOrder(records, versionOf, margin, from, freshKeys))
          present = await index().aboveOrEqual(from).toArray();
      }
    }
    const named = keys.length ? await source.bulkGet([...keys]) : [];
    named.forEach((row: unknown, i) => {
      if (row === undefined) removed.push(keys[i] as string);
      else present.push(row);
    });
    if (closed) return true;
    const checked = take(present);
    // Updated in place (a copy would cost the table): `records` is the live map, not a snapshot.
    const previous: R[] = [];
    const drop = (key: string) => {
      const old = records.get(key);
      if (old !== undefined) previous.push(old);
      records.delete(key);
      corrupt.delete(key);
    };
    for (const key of removed) drop(key);
    for (const item of checked.corrupt) {
      drop(item.key);
      corrupt.set(item.key, item);
    }
    for (const record of checked.records) {
      drop(keyOf(record));
      records.set(keyOf(record), record);
      noteVersion(record);
    }
    // A bulk write with deletions (or a restored backup with older timestamps) shows in the count.
    if (count !== null && count !== records.size + corrupt.size) return false;
    sinceCopy += checked.records.length + removed.length + checked.corrupt.length;
    keepCopy();
    const change = {
      upserted: checked.records,
      removed: [...removed, ...checked.corrupt.map((item) => item.key)],
      previous,
    };
    publish({ records, corrupt: [...corrupt.values()], loading: null, change });
    return true;
  }

  const hasPending = () => pendingRange || pending.size > 0;
  async function run(first: boolean): Promise<void> {
    if (first && !(await readFromCopy())) await readAll(true);
    while (!closed && hasPending()) {
      const keys = [...pending];
      const range = pendingRange;
      pending = new Set();
      pendingRange = false;
      if (range && !versionIndexed) await readAll(false);
      else if (!(await readChanged(keys, range))) await readAll(false);
    }
  }
  const schedule = (first: boolean) => {
    if (running) return;
    running = run(first)
      .catch((error: unknown) => {
        // A closed table's reads may fail as its database closes: nobody is listening any more.
        if (!closed) for (const listener of errorListeners) listener(error);
      })
      .finally(() => {
        running = null;
        if (!closed && hasPending()) schedule(false);
      });
  };

  const onMutated = (parts: ObservabilitySet) => {
    if (closed) return;
    const keys = changedKeys(parts, db.name, table);
    if (keys === 'all') pendingRange = true;
    else if (keys.length === 0) return;
    else for (const key of keys) pending.add(key);
    if (state?.loading === null) schedule(false);
  };
  Dexie.on('storagemutated', onMutated);
  schedule(true);

  return {
    subscribe(listener, onError) {
      listeners.add(listener);
      if (onError) errorListeners.add(onError);
      if (state) listener(state);
      return () => {
        listeners.delete(listener);
        if (onError) errorListeners.delete(onError);
      };
    },
    get rowsRead() {
      return rowsRead;
    },
    get copiedRead() {
      return copiedRead;
    },
    get copyWritten() {
      return copyWritten;
    },
    close() {
      closed = true;
      if (copyTimer !== null) clearTimeout(copyTimer);
      Dexie.on('storagemutated').unsubscribe(onMutated);
      listeners.clear();
      errorListeners.clear();
    },
  };
}
