import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { LiveTableState } from '@/lib/db/live-table';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import { closeWorkspace, currentWorkspace, workspaceFor } from '@/lib/db/workspace-session';
import { manyRows, OURS } from '@/platform/features/transactions/model/tx-rows.testing';
import { createTransactionChecker } from './transaction-rows';
import { openTransactionTable, readNewestTransactions } from './transactions-store';

const lives: { close(): void }[] = [];
afterEach(async () => {
  for (const live of lives.splice(0)) live.close();
  const db = currentWorkspace();
  closeWorkspace();
  await db?.delete();
});

type State = LiveTableState<ChainTransaction>;

/** The live table of the rows, with a way to wait for the state a write leads to. */
function watch(chunkSize = 10) {
  const db = workspaceFor(OURS);
  const table = openTransactionTable(db, chunkSize);
  let last: State | null = null;
  let waiting: { until: (state: State) => boolean; resolve: (state: State) => void } | null = null;
  const unsubscribe = table.subscribe(
    (state) => {
      last = state;
      if (waiting?.until(state)) waiting.resolve(state);
    },
    (error) => {
      throw error;
    },
  );
  const next = (until: (state: State) => boolean) =>
    new Promise<State>((resolve) => {
      if (last && until(last)) resolve(last);
      else waiting = { until, resolve };
    });
  const live = {
    db,
    table,
    next,
    close: () => {
      unsubscribe();
      table.close();
    },
  };
  lives.push(live);
  return live;
}

describe('reading the rows', () => {
  it('reads the newest rows by time, newest first, up to the limit', async () => {
    const db = workspaceFor(OURS);
    const rows = manyRows(50);
    await db.chainTransactions.bulkPut(rows);
    const { records } = await readNewestTransactions(db, createTransactionChecker(), 5);
    const newest = [...rows].sort((a, b) => (a.time < b.time ? 1 : -1)).slice(0, 5);
    expect(records.map((row) => row.id)).toEqual(newest.map((row) => row.id));
  });

  it('reads every row in chunks and reports corrupt rows', async () => {
    const db = workspaceFor(OURS);
    await db.chainTransactions.bulkPut(manyRows(25));
    // Written around the schema, as a damaged or hand-edited database would hold it.
    await db.chainTransactions.put({ ...manyRows(1)[0], id: '31337:broken', hash: 'not a hash' } as never);
    const live = watch();
    const state = await live.next((s) => s.loading === null);
    expect(state.records.size).toBe(25);
    expect(state.corrupt.map((record) => record.key)).toEqual(['31337:broken']);
    live.close();
  });

  it('an edit of one row re-reads that row only, not the table', async () => {
    const db = workspaceFor(OURS);
    const rows = manyRows(300);
    await db.chainTransactions.bulkPut(rows);
    const live = watch(50);
    await live.next((s) => s.loading === null);
    const before = live.table.rowsRead;
    const last = rows.at(-1) as ChainTransaction;
    await db.chainTransactions.put({ ...last, memo: 'late edit', updatedAt: '2030-01-01T00:00:00.000Z' });
    const state = await live.next((s) => s.records.get(last.id)?.memo === 'late edit');
    expect(live.table.rowsRead - before).toBe(1);
    expect(state.change?.upserted.map((row) => row.id)).toEqual([last.id]);
    live.close();
  });

  it('a bulk write (a sync batch of 50 rows or more) is read back by updatedAt, not the whole table', async () => {
    const db = workspaceFor(OURS);
    // Stamped an hour apart, long before the batch.
    const hour = 3_600_000;
    const old = manyRows(300).map((row, i) => ({
      ...row,
      updatedAt: new Date(Date.UTC(2025, 0, 1) + i * hour).toISOString(),
    }));
    await db.chainTransactions.bulkPut(old);
    const live = watch(50);
    await live.next((s) => s.loading === null);
    const before = live.table.rowsRead;
    const batch = manyRows(360)
      .slice(300)
      .map((row) => ({ ...row, updatedAt: '2031-01-01T00:00:00.000Z' }));
    await db.chainTransactions.bulkPut(batch);
    const state = await live.next((s) => s.records.size === 360);
    // The batch alone: the one old row stamped within the clock margin of the newest one held is
    // seen in the index with the version held, so it is not read again.
    expect(live.table.rowsRead - before).toBe(60);
    expect(state.change?.upserted).toHaveLength(60);
    live.close();
  });

  it('reads the table again when a bulk change leaves the count wrong (rows deleted by range)', async () => {
    const db = workspaceFor(OURS);
    const rows = manyRows(120);
    await db.chainTransactions.bulkPut(rows);
    const live = watch(50);
    await live.next((s) => s.loading === null);
    const gone = rows.slice(0, 60).map((row) => row.id);
    await db.chainTransactions.where('id').anyOf(gone).delete();
    const state = await live.next((s) => s.records.size === 60);
    expect(gone.some((id) => state.records.has(id))).toBe(false);
    live.close();
  });
});
