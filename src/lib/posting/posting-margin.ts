// A start from the posting cursor checks the rows stamped within the clock margin before it (a
// writer stamps before it commits, so a row may have landed there after the cursor was saved): their
// (id, stamp) pairs must be those the poster had run. A history synced minutes ago puts the whole
// table there, and walking 100,000 index keys with a cursor in one transaction held every write to
// the table behind it for seconds (a block mined then waited for it to show on the Transactions
// page). So the check runs beside the poster's queue, after the start's own read, in chunks read in
// bulk from the (updatedAt, id) index, each its own short read-only transaction: a write waits for
// one chunk at most, and the page's thread handles a few events per chunk, not one per row.
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import { backgroundTurn } from '@/lib/primitives/background-turn';
import { versionKeyChunks, versionStart } from '@/lib/db/version-key-chunks';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { createPairSum, createRunTail, marginBefore, type RunTail } from './posting-tail';

/** Pairs read per transaction: a few milliseconds each. */
const CHUNK = 2_000;
// The index of (stamp, id) (schema version 22): its ranges resume within one stamp.
const INDEX = '[updatedAt+id]';

/** The (id, stamp) pairs stamped in (through − margin, through], in index order, a chunk per transaction. */
export async function* marginChunks(
  db: WorkspaceDb,
  through: string,
  size = CHUNK,
): AsyncGenerator<[string, string][], void, undefined> {
  if (through === '') return;
  yield* versionKeyChunks(db, 'chainTransactions', INDEX, versionStart(marginBefore(through), false), through, size);
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
