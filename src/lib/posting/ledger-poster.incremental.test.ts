// The poster reads only what changed: a new row after start makes it read that row, not the table
// (rows read from chainTransactions are counted by a DBCore middleware, so no timing is involved;
// reads of keys alone, as the posting cursor's checks make, are not rows).
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import { freshDb } from '@/lib/db/sample-records.testing';
import { putRecord } from '@/lib/db/records';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { ensureChart } from '@/lib/ledger/store/chart-store';
import type { PostSummary } from '@/lib/posting/post-transactions';
import { startLedgerPoster } from './ledger-poster';
import { countChainReads, treasuryRow, treasuryRowTemplate } from './poster-rows.testing';

const NOW = '2025-03-01T00:00:00.000Z';
const reads = { rows: 0, cursors: 0 };
let db: WorkspaceDb;
let template: ChainTransaction;
const row = (i: number) => treasuryRow(template, i);

beforeEach(async () => {
  db = freshDb();
  countChainReads(db, reads);
  template = await treasuryRowTemplate(db, NOW);
});
afterEach(async () => {
  await db.delete();
});

describe('startLedgerPoster, incremental', () => {
  it('reads the table once at start, then only the rows a write touched', async () => {
    // Seeded first, as the Accounting page does: a chart appearing later re-runs every row once.
    await ensureChart(db);
    await db.chainTransactions.bulkPut(Array.from({ length: 200 }, (_, i) => row(i + 1)));
    const waiters: ((s: PostSummary) => void)[] = [];
    const nextRun = () => new Promise<PostSummary>((resolve) => waiters.push(resolve));
    let started = nextRun();
    const stop = startLedgerPoster({
      db,
      now: () => new Date(NOW),
      onRun: (s) => waiters.splice(0).forEach((w) => w(s)),
    });
    try {
      expect((await started).posted).toBe(400);
      reads.rows = 0;
      reads.cursors = 0;
      started = nextRun();
      await putRecord(db, 'chainTransactions', row(201));
      expect(await started).toEqual({ posted: 2, reversed: 0, held: [] });
      // The put itself reads nothing back; the poster read the one row it names.
      expect(reads).toEqual({ rows: 1, cursors: 0 });

      reads.rows = 0;
      started = nextRun();
      await db.chainTransactions.update(row(7).id, { category: 'Contractors' });
      expect(await started).toEqual({ posted: 1, reversed: 1, held: [] });
      expect(reads.cursors).toBe(0);
      // Dexie's update reads the row back itself; the poster adds one: a handful, not the 201 rows.
      expect(reads.rows).toBeLessThanOrEqual(3);
    } finally {
      stop();
    }
  });
});
