import 'fake-indexeddb/auto';
import { liveQuery } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { closeWorkspace, currentWorkspace, workspaceFor } from '@/lib/db/workspace-session';
import { manyRows, OURS } from '@/platform/features/transactions/model/tx-rows.testing';
import { createChunkedChecker, createTransactionChecker } from './transaction-rows';
import { readAllTransactions, readNewestTransactions, type ReadProgress } from './transactions-store';

afterEach(async () => {
  const db = currentWorkspace();
  closeWorkspace();
  await db?.delete();
});

describe('reading the rows', () => {
  it('reads the newest rows by time, newest first, up to the limit', async () => {
    const db = workspaceFor(OURS);
    const rows = manyRows(50);
    await db.chainTransactions.bulkPut(rows);
    const { records } = await readNewestTransactions(db, createTransactionChecker(), 5);
    const newest = [...rows].sort((a, b) => (a.time < b.time ? 1 : -1)).slice(0, 5);
    expect(records.map((row) => row.id)).toEqual(newest.map((row) => row.id));
  });

  it('reads every row in chunks, says how far it is, and reports corrupt rows', async () => {
    const db = workspaceFor(OURS);
    await db.chainTransactions.bulkPut(manyRows(25));
    // Written around the schema, as a damaged or hand-edited database would hold it.
    await db.chainTransactions.put({ ...manyRows(1)[0], id: '31337:broken', hash: 'not a hash' } as never);
    const progress: ReadProgress[] = [];
    const result = await readAllTransactions(db, createChunkedChecker(), (step) => progress.push(step), 10);
    expect(result.records).toHaveLength(25);
    expect(result.corrupt.map((record) => record.key)).toEqual(['31337:broken']);
    expect(progress).toEqual([
      { loaded: 10, total: 26 },
      { loaded: 20, total: 26 },
      { loaded: 26, total: 26 },
    ]);
  });

  it('keeps the checked rows of the previous pass and checks changed rows again', async () => {
    const db = workspaceFor(OURS);
    await db.chainTransactions.bulkPut(manyRows(12));
    const checker = createChunkedChecker();
    const first = await readAllTransactions(db, checker, undefined, 5);
    const [changed] = first.records;
    if (!changed) throw new Error('no rows');
    await db.chainTransactions.put({ ...changed, memo: 'edited', updatedAt: '2030-01-01T00:00:00.000Z' });
    const second = await readAllTransactions(db, checker, undefined, 5);
    const unchanged = second.records.filter((row) => row.id !== changed.id);
    expect(unchanged.every((row) => first.records.includes(row))).toBe(true);
    expect(second.records.find((row) => row.id === changed.id)?.memo).toBe('edited');
  });

  it('re-runs the chunked read as a live query when a row beyond the first chunk changes', async () => {
    const db = workspaceFor(OURS);
    const rows = manyRows(30);
    await db.chainTransactions.bulkPut(rows);
    const checker = createChunkedChecker();
    const memos: string[] = [];
    const last = [...rows].sort((a, b) => (a.id < b.id ? -1 : 1)).at(-1);
    if (!last) throw new Error('no rows');
    const edited = new Promise<void>((resolve, reject) => {
      const subscription = liveQuery(() => readAllTransactions(db, checker, undefined, 7)).subscribe({
        next: (result) => {
          memos.push(result.records.find((row) => row.id === last.id)?.memo ?? '(missing)');
          if (memos.length === 1)
            void db.chainTransactions.put({ ...last, memo: 'late edit', updatedAt: '2030-01-01T00:00:00.000Z' });
          else {
            subscription.unsubscribe();
            resolve();
          }
        },
        error: reject,
      });
    });
    await edited;
    expect(memos).toEqual([last.memo, 'late edit']);
  });
});
