// The start's check of the margin reads its (id, stamp) pairs in chunks, each its own transaction:
// every pair within (through − margin, through] exactly once, in index order, however many rows
// share a stamp, and no transaction held between chunks, so a write goes through meanwhile.
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import { freshDb } from '@/lib/db/sample-records.testing';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { createCheckedTail, marginChunks } from './posting-margin';
import { treasuryRow, treasuryRowTemplate } from './poster-rows.testing';
import { marginBefore, tailDigestOf } from './posting-tail';

const NOW = Date.parse('2025-03-01T00:00:00.000Z');
const THROUGH = new Date(NOW).toISOString();
const stamp = (ms: number) => new Date(NOW - ms).toISOString();
let db: WorkspaceDb;
let template: ChainTransaction;

beforeEach(async () => {
  db = freshDb();
  template = await treasuryRowTemplate(db, THROUGH);
});
afterEach(async () => {
  await db.delete();
});

/** Writes rows `i` stamped `ago` ms before NOW. */
const write = (rows: readonly { i: number; ago: number }[]) =>
  db.chainTransactions.bulkPut(rows.map(({ i, ago }) => ({ ...treasuryRow(template, i), updatedAt: stamp(ago) })));

/** Every chunk of the walk, and the pairs they hold in order. */
async function walk(size: number): Promise<{ sizes: number[]; pairs: [string, string][] }> {
  const sizes: number[] = [];
  const pairs: [string, string][] = [];
  for await (const chunk of marginChunks(db, THROUGH, size)) {
    sizes.push(chunk.length);
    pairs.push(...chunk);
  }
  return { sizes, pairs };
}

/** The pairs within the margin, in index order (stamp, then id), from the rows themselves. */
async function expected(): Promise<[string, string][]> {
  const from = marginBefore(THROUGH);
  return (await db.chainTransactions.toArray())
    .filter((row) => row.updatedAt > from && row.updatedAt <= THROUGH)
    .map((row): [string, string] => [row.id, row.updatedAt])
    .sort((a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

describe('marginChunks', () => {
  it('reads each pair of the margin once, in index order, chunk by chunk within one stamp', async () => {
    // Ten rows of one synced batch, two later, one at the margin's start (out), one after `through` (out).
    await write([
      ...Array.from({ length: 10 }, (_, k) => ({ i: k + 1, ago: 60_000 })),
      { i: 11, ago: 30_000 },
      { i: 12, ago: 0 },
      { i: 13, ago: 5 * 60_000 },
      { i: 14, ago: -1_000 },
    ]);
    const { sizes, pairs } = await walk(3);
    expect(sizes).toEqual([3, 3, 3, 3]);
    expect(pairs).toEqual(await expected());
    expect(pairs.map(([id]) => id)).not.toContain(treasuryRow(template, 13).id);
    expect(pairs.map(([id]) => id)).not.toContain(treasuryRow(template, 14).id);
  });

  it('gives the pairs of the margin for any stamps and chunk size', { timeout: 60_000 }, async () => {
    const rows = fc.uniqueArray(
      fc.record({ i: fc.integer({ min: 1, max: 40 }), ago: fc.integer({ min: -5, max: 8 }) }),
      {
        selector: (r) => r.i,
        maxLength: 25,
      },
    );
    await fc.assert(
      fc.asyncProperty(rows, fc.integer({ min: 1, max: 6 }), async (picked, size) => {
        await db.chainTransactions.clear();
        // Stamps a minute apart, so several rows share one and some fall outside the margin.
        await write(picked.map(({ i, ago }) => ({ i, ago: ago * 60_000 })));
        expect((await walk(size)).pairs).toEqual(await expected());
      }),
      { numRuns: 25 },
    );
  });

  it('holds no transaction between chunks: a write to the table goes through meanwhile', async () => {
    await write(Array.from({ length: 6 }, (_, k) => ({ i: k + 1, ago: 60_000 })));
    const chunks = marginChunks(db, THROUGH, 2);
    expect((await chunks.next()).value).toHaveLength(2);
    // The walk is paused between chunks: this read-write transaction commits before it resumes.
    await db.chainTransactions.put({ ...treasuryRow(template, 7), updatedAt: stamp(10_000) });
    const rest: [string, string][] = [];
    for await (const chunk of chunks) rest.push(...chunk);
    expect(rest.map(([id]) => id)).toContain(treasuryRow(template, 7).id);
  });
});

describe('createCheckedTail', () => {
  it('matches the cursor digest of the same pairs, and is known only once checked', async () => {
    await write(Array.from({ length: 5 }, (_, k) => ({ i: k + 1, ago: 60_000 })));
    const digest = tailDigestOf(await expected());
    const tail = createCheckedTail();
    const checking = tail.check(db, { through: THROUGH, tail: digest }, () => false);
    expect(tail.known).toBe(false);
    expect(await checking).toBe(true);
    expect(tail.known).toBe(false);
    tail.checked();
    expect(tail.known).toBe(true);
    expect(tail.digestThrough(THROUGH)).toBe(digest);
  });

  it('finds a pair the cursor did not run, and keeps the stamps of rows run during the check', async () => {
    await write(Array.from({ length: 5 }, (_, k) => ({ i: k + 1, ago: 60_000 })));
    const ran = (await expected()).filter(([id]) => id !== treasuryRow(template, 5).id);
    const tail = createCheckedTail();
    const checking = tail.check(db, { through: THROUGH, tail: tailDigestOf(ran) }, () => false);
    // Row 2 runs with a newer stamp while the walk reads its old one: the run's stamp stays.
    const later = stamp(1_000);
    tail.note(treasuryRow(template, 2).id, later);
    expect(await checking).toBe(false);
    tail.checked();
    const now = (await expected()).map(([id, s]): [string, string] => [
      id,
      id === treasuryRow(template, 2).id ? later : s,
    ]);
    expect(tail.digestThrough(THROUGH)).toBe(tailDigestOf(now));
  });

  it('stops reading when the poster stops', async () => {
    await write(Array.from({ length: 3 }, (_, k) => ({ i: k + 1, ago: 60_000 })));
    expect(await createCheckedTail().check(db, { through: THROUGH, tail: '' }, () => true)).toBeNull();
  });
});
