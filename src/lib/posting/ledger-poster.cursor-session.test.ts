// The cursor saved in a session: saving it reads none of the rows stamped within the clock margin
// (a history synced minutes ago puts them all there), and a row committed within the margin that
// the poster never heard of before saving (its change notice lost as the tab closed) is still run
// by the next start.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import { freshDb } from '@/lib/db/sample-records.testing';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { ensureChart } from '@/lib/ledger/store/chart-store';
import { startLedgerPoster } from './ledger-poster';
import { readPostingCursor } from './posting-cursor';
import { marginBefore, tailDigestOf } from './posting-tail';
import { countChainReads, treasuryRow, treasuryRowTemplate } from './poster-rows.testing';

const NOW = Date.parse('2025-03-01T00:00:00.000Z');
const MARGIN_ROWS = 300;
const reads = { rows: 0, cursors: 0, keys: 0 };
let db: WorkspaceDb;
let template: ChainTransaction;
const stamp = (ms: number) => new Date(ms).toISOString();

/** A poster left running: `idle()` waits for its queue to empty next; `total` is what it wrote. */
function session() {
  const total = { posted: 0, reversed: 0, held: [] as string[] };
  let waiting: (() => void) | null = null;
  const stop = startLedgerPoster({
    db,
    now: () => new Date(NOW),
    onIdle: () => waiting?.(),
    onRun: (s) => {
      total.posted += s.posted;
      total.reversed += s.reversed;
    },
  });
  const idle = () => new Promise<void>((resolve) => (waiting = resolve));
  return { total, stop, idle };
}

/** Writes a row straight into IndexedDB, as a tab that closed before its change notice went out. */
async function unheardPut(row: ChainTransaction): Promise<void> {
  const tx = db.backendDB().transaction('chainTransactions', 'readwrite');
  tx.objectStore('chainTransactions').put(row);
  await new Promise((resolve, reject) => {
    tx.oncomplete = resolve;
    tx.onerror = () => reject(tx.error);
  });
}

beforeEach(async () => {
  db = freshDb();
  countChainReads(db, reads);
  template = await treasuryRowTemplate(db, stamp(NOW));
  await ensureChart(db);
  // A history synced a minute ago: every row within the margin before the newest stamp.
  await db.chainTransactions.bulkPut(
    Array.from({ length: MARGIN_ROWS }, (_, i) => ({
      ...treasuryRow(template, i + 1),
      updatedAt: stamp(NOW - 60_000),
    })),
  );
});
afterEach(async () => {
  await db.delete();
});

describe('startLedgerPoster, cursor saved in a session', () => {
  it('reads no key or row of the margin to save the cursor after a new row', async () => {
    const poster = session();
    await poster.idle();
    reads.rows = 0;
    reads.keys = 0;
    const next = poster.idle();
    await db.chainTransactions.put({ ...treasuryRow(template, 1_000), updatedAt: stamp(NOW) });
    await next;
    poster.stop();
    expect(poster.total.posted).toBe(MARGIN_ROWS * 2 + 2);
    // The new row, and the newest stamp's key: nothing proportional to the rows within the margin.
    expect(reads.rows).toBe(1);
    expect(reads.keys).toBeLessThanOrEqual(2);
  });

  it('runs at the next start a row committed within the margin that the poster never heard of', async () => {
    const poster = session();
    await poster.idle();
    // Restamped within the margin, before the newest stamp, with a new category: no notice.
    await unheardPut({ ...treasuryRow(template, 7), category: 'Contractors', updatedAt: stamp(NOW - 30_000) });
    const next = poster.idle();
    await db.chainTransactions.put({ ...treasuryRow(template, 1_000), updatedAt: stamp(NOW) });
    await next;
    poster.stop();

    const again = session();
    await again.idle();
    again.stop();
    // Row 7's entry reversed and posted again under Contractors (fee and value: two entries each).
    expect(again.total).toEqual({ posted: 1, reversed: 1, held: [] });
  });

  it('starts from the cursor reading no row of the margin, and saves a cursor that covers it', async () => {
    const first = session();
    await first.idle();
    first.stop();

    reads.rows = 0;
    reads.keys = 0;
    const again = session();
    await again.idle();
    // The margin's check walks index keys beside the queue: no row of it, no key through Dexie.
    expect(reads.rows).toBe(0);
    expect(again.total).toEqual({ posted: 0, reversed: 0, held: [] });
    const next = again.idle();
    await db.chainTransactions.put({ ...treasuryRow(template, 1_000), updatedAt: stamp(NOW) });
    await next;
    again.stop();
    // The cursor saved after the check holds the digest of every pair within the margin, as stored.
    const cursor = await readPostingCursor(db);
    const from = marginBefore(stamp(NOW));
    const pairs = (await db.chainTransactions.toArray())
      .filter((row) => row.updatedAt > from)
      .map((row): [string, string] => [row.id, row.updatedAt]);
    expect(pairs).toHaveLength(MARGIN_ROWS + 1);
    expect(cursor).toMatchObject({ through: stamp(NOW), tail: tailDigestOf(pairs) });
  });
});
