// A start from the posting cursor checks the rows stamped within the clock margin before it (a
// writer stamps before it commits, so a row may have landed there after the cursor was saved): their
// (id, stamp) pairs must be those the poster had run. A history synced minutes ago puts the whole
// table there, and walking 100,000 index keys with a cursor in one transaction held every write to
// the table behind it for seconds (a block mined then waited for it to show on the Transactions
// page). So the check runs beside the poster's queue, after the start's own read, in chunks read in
// bulk from the (updatedAt, id) index, each its own short read-only transaction: a write waits for
// one chunk at most, and the page's thread handles a few events per chunk, not one per row.
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { createPairSum, createRunTail, marginBefore, type RunTail } from './posting-tail';

/** Pairs read per transaction: a few milliseconds each. */
const CHUNK = 2_000;
// The index of (stamp, id) (schema version 22): its ranges resume within one stamp.
const INDEX = '[updatedAt+id]';
// An array sorts after every string, so [stamp, END] is past every id stamped `stamp`.
const END: IDBValidKey = [];

/**
 * Up to `size` (id, stamp) pairs of the margin in index order after `after` (a pair), in one
 * transaction: per stamp, one key to find it and one request for its ids, not an event per row.
 */
function readChunk(
  db: WorkspaceDb,
  through: string,
  after: readonly [string, string] | null,
  size: number,
): Promise<[string, string][]> {
  return new Promise((resolve, reject) => {
    // Dexie reads index keys one cursor step per row: these bulk reads go to IndexedDB directly.
    const tx = db.backendDB().transaction('chainTransactions', 'readonly');
    const index = tx.objectStore('chainTransactions').index(INDEX);
    const upper = [through, END];
    const pairs: [string, string][] = [];
    // After the last pair read, else past every row stamped at the margin's start.
    let lower: IDBValidKey = after ? [after[1], after[0]] : [marginBefore(through), END];
    let open = after !== null;
    const nextStamp = () => {
      const found = index.openKeyCursor(IDBKeyRange.bound(lower, upper, open, false));
      found.onsuccess = () => {
        const cursor = found.result;
        if (cursor === null) return;
        const stamp = String((cursor.key as IDBValidKey[])[0]);
        const ids = index.getAllKeys(IDBKeyRange.bound(cursor.key, [stamp, END]), size - pairs.length);
        ids.onsuccess = () => {
          for (const id of ids.result) pairs.push([String(id), stamp]);
          lower = [stamp, (pairs[pairs.length - 1] as [string, string])[0]];
          open = true;
          if (pairs.length < size) nextStamp();
        };
      };
    };
    nextStamp();
    tx.oncomplete = () => resolve(pairs);
    tx.onabort = () => reject(tx.error ?? new Error('Margin read aborted'));
  });
}

/** The (id, stamp) pairs stamped in (through − margin, through], in index order, a chunk per transaction. */
export async function* marginChunks(
  db: WorkspaceDb,
  through: string,
  size = CHUNK,
): AsyncGenerator<[string, string][], void, undefined> {
  if (through === '') return;
  let after: [string, string] | null = null;
  for (;;) {
    const chunk = await readChunk(db, through, after, size);
    if (chunk.length > 0) yield chunk;
    if (chunk.length < size) return;
    after = chunk[chunk.length - 1] as [string, string];
  }
}

interface TaskScheduler {
  postTask(task: () => void, options: { priority: 'background' }): Promise<void>;
}

/**
 * A turn of the event loop after the work waiting at higher priority (input, rendering, a block
 * being written and shown) where the browser schedules by priority; a plain task elsewhere.
 */
function backgroundTurn(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler;
  if (typeof scheduler?.postTask === 'function') return scheduler.postTask(() => undefined, { priority: 'background' });
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Reads the margin before `through` a chunk at a time, handing each chunk's pairs to `take`; true
 * when they are the pairs of the digest `expected` (the cursor's), null when `stopped` first. Rows
 * written meanwhile may make it false: the caller then reads the margin's rows, more, never less.
 */
export async function marginMatches(
  db: WorkspaceDb,
  through: string,
  expected: string,
  take: (pairs: readonly [string, string][]) => void,
  stopped: () => boolean,
  size = CHUNK,
): Promise<boolean | null> {
  const sum = createPairSum();
  // Each chunk in a background turn: the check waits for the page's work, never the other way.
  await backgroundTurn();
  for await (const chunk of marginChunks(db, through, size)) {
    if (stopped()) return null;
    for (const [id, stamp] of chunk) sum.add(id, stamp);
    take(chunk);
    await backgroundTurn();
  }
  return sum.digest() === expected;
}

/** The rows stamped within the margin before `through` (read when its pairs are not those run). */
export function marginRows(db: WorkspaceDb, through: string): Promise<ChainTransaction[]> {
  return db.chainTransactions.where('updatedAt').between(marginBefore(through), through, false, true).toArray();
}

/** The run tail (posting-tail.ts) of a poster that may be checking the margin after a start. */
export interface CheckedTail extends RunTail {
  /** False while a start's check runs: the tail lacks the margin's rows, so no cursor is saved. */
  readonly known: boolean;
  /**
   * Reads the margin before the cursor's `through` into the tail (rows run meanwhile keep the
   * stamps they ran with): true when its pairs are those of the cursor's digest, null when stopped.
   */
  check(db: WorkspaceDb, cursor: { through: string; tail: string }, stopped: () => boolean): Promise<boolean | null>;
  /** The check is over and, if it differed, the margin's rows run: the tail is known again. */
  checked(): void;
}

/** An empty tail, known (a start without a cursor runs every row). */
export function createCheckedTail(): CheckedTail {
  const tail = createRunTail();
  let known = true;
  const touched = new Set<string>();
  return {
    get known() {
      return known;
    },
    note(id, stamp) {
      tail.note(id, stamp);
      if (!known) touched.add(id);
    },
    forget(id) {
      tail.forget(id);
      if (!known) touched.add(id);
    },
    digestThrough: (through) => tail.digestThrough(through),
    check(db, cursor, stopped) {
      known = false;
      const take = (pairs: readonly [string, string][]) => {
        for (const [id, stamp] of pairs) if (!touched.has(id)) tail.note(id, stamp);
      };
      return marginMatches(db, cursor.through, cursor.tail, take, stopped);
    },
    checked() {
      known = true;
      touched.clear();
    },
  };
}
