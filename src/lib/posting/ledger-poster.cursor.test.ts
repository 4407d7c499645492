// The poster's start reads what changed since its cursor (posting-cursor.ts), and the books it
// leaves are those of a full run: after random changes made while it was stopped, a start from the
// cursor and then a full run (cursor removed) must find nothing more to write.
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import { META_KEYS } from '@/lib/db/entities/meta-entry';
import { freshDb } from '@/lib/db/sample-records.testing';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { ensureChart } from '@/lib/ledger/store/chart-store';
import type { PostSummary } from './post-transactions';
import { startLedgerPoster } from './ledger-poster';
import { countChainReads, treasuryRow, treasuryRowTemplate } from './poster-rows.testing';

const NOW = '2025-03-01T00:00:00.000Z';
const reads = { rows: 0, cursors: 0 };
let db: WorkspaceDb;
let template: ChainTransaction;
let clock = Date.parse(NOW);
/** The newest stamp written. */
let latest = clock;
const stamp = (ms: number) => new Date(ms).toISOString();

/** Starts the poster, waits until its queue is empty, stops it; returns what it wrote. */
async function runPoster(): Promise<PostSummary> {
  const total = { posted: 0, reversed: 0, held: [] as string[] };
  let stop = () => undefined as void;
  await new Promise<void>((resolve) => {
    stop = startLedgerPoster({
      db,
      now: () => new Date(clock),
      onIdle: resolve,
      onRun: (s) => {
        total.posted += s.posted;
        total.reversed += s.reversed;
        total.held.push(...s.held);
      },
    });
  });
  stop();
  return total;
}

beforeEach(async () => {
  db = freshDb();
  countChainReads(db, reads);
  template = await treasuryRowTemplate(db, NOW);
  await ensureChart(db);
  clock = Date.parse(NOW);
  // Rows 1–49 an hour old, row 50 the newest: the clock margin before the cursor holds row 50 only.
  await db.chainTransactions.bulkPut(
    Array.from({ length: 50 }, (_, i) => ({
      ...treasuryRow(template, i + 1),
      updatedAt: stamp(clock - (i < 49 ? 3_600_000 : 0)),
    })),
  );
  latest = clock;
  expect((await runPoster()).posted).toBe(100);
});
afterEach(async () => {
  await db.delete();
});

describe('startLedgerPoster, posting cursor', () => {
  it('reads no chain row at a start with nothing changed, and only the changed row after a change', async () => {
    reads.rows = 0;
    expect(await runPoster()).toEqual({ posted: 0, reversed: 0, held: [] });
    expect(reads.rows).toBe(0);

    clock += 60_000;
    await db.chainTransactions.update(treasuryRow(template, 7).id, {
      category: 'Contractors',
      updatedAt: stamp(clock),
    });
    reads.rows = 0;
    expect(await runPoster()).toEqual({ posted: 1, reversed: 1, held: [] });
    expect(reads.rows).toBe(1);
  });

  it('reads the rows stamped within the clock margin before its cursor again when one of them changed', async () => {
    clock += 60_000;
    await db.chainTransactions.update(treasuryRow(template, 50).id, { memo: 'rent', updatedAt: stamp(clock) });
    reads.rows = 0;
    await runPoster();
    // Row 50 alone was within the margin; the rows an hour older are not read.
    expect(reads.rows).toBe(1);
  });

  it('runs every row when the chart changed while it was stopped', async () => {
    const software = (await db.ledgerAccounts.toArray()).find((a) => a.name === 'Software');
    expect(software).toBeDefined();
    await db.ledgerAccounts.update(software?.id ?? '', { name: 'Software and tools' });
    reads.rows = 0;
    await runPoster();
    expect(reads.rows).toBeGreaterThanOrEqual(50);
  });

  it('reads rows written with an older stamp than its cursor (the count tells)', async () => {
    await db.chainTransactions.put({ ...treasuryRow(template, 99), updatedAt: '2024-01-01T00:00:00.000Z' });
    expect((await runPoster()).posted).toBe(2);
  });

  it('reads the margin, not every row, for a new row committed late within it', async () => {
    await db.chainTransactions.put({ ...treasuryRow(template, 99), updatedAt: stamp(latest - 30_000) });
    reads.rows = 0;
    expect((await runPoster()).posted).toBe(2);
    // Rows 50 and 99, the margin's: the count's excess is the margin's one row more than the cursor ran.
    expect(reads.rows).toBe(2);
  });

  it('leaves the books a full run leaves, after random changes while stopped', { timeout: 120_000 }, async () => {
    const change = fc.record({
      i: fc.integer({ min: 1, max: 60 }),
      category: fc.constantFrom('Software', 'Contractors', 'Payroll', null),
      memo: fc.constantFrom('', 'rent', 'refund'),
      units: fc.bigInt({ min: 1n, max: 10n ** 18n }).map(String),
      status: fc.constantFrom('confirmed' as const, 'failed' as const),
      // Mostly stamped after the cursor; some within the clock margin before it (a late commit).
      age: fc.oneof(fc.constant(-1), fc.integer({ min: 0, max: 120_000 })),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 8 }), async (changes) => {
        clock += 600_000;
        for (const c of changes) {
          // A late commit: stamped before the newest stamp the poster saw, within the clock margin.
          const updatedAt = c.age < 0 ? stamp(clock) : stamp(latest - c.age);
          await db.chainTransactions.put({
            ...treasuryRow(template, c.i),
            category: c.category,
            memo: c.memo,
            units: c.units,
            status: c.status,
            updatedAt,
          });
        }
        latest = clock;
        await runPoster();
        const books = await db.journalEntries.toArray();
        await db.meta.delete(META_KEYS.postingCursor);
        expect(await runPoster()).toEqual({ posted: 0, reversed: 0, held: [] });
        expect(await db.journalEntries.toArray()).toEqual(books);
      }),
      { numRuns: 12 },
    );
  });
});
