import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPACT_COPIES, fromColumns, readCompactCopy, toColumns, writeCompactCopy } from './compact-copy';
import { openLiveTable, type LiveTable, type LiveTableState } from './live-table';
import { checkStoredRows } from './records';
import type { ChainTransaction } from './entities/chain-transaction';
import { sampleTransaction } from './search-samples.testing';
import { WorkspaceDb } from './workspace-db';

const dbs: WorkspaceDb[] = [];
const tables: LiveTable<ChainTransaction>[] = [];
afterEach(async () => {
  for (const table of tables.splice(0)) table.close();
  for (const db of dbs.splice(0)) await db.delete();
});

const STAMP = '2025-05-05T10:00:00.000Z';
const hashOf = (i: number) => `0x${i.toString(16).padStart(64, '0')}`;
function rows(count: number, from = 0, updatedAt = STAMP): ChainTransaction[] {
  return Array.from({ length: count }, (_, i) =>
    sampleTransaction({ hash: hashOf(from + i), memo: i % 3 ? '' : `row ${from + i}`, updatedAt }),
  );
}

async function seeded(count: number): Promise<WorkspaceDb> {
  const db = new WorkspaceDb(`copy-${crypto.randomUUID()}`);
  dbs.push(db);
  await db.chainTransactions.bulkPut(rows(count));
  return db;
}

/** Opens the transactions as a live table with a compact copy; resolves once it is loaded. */
async function openTable(db: WorkspaceDb, format = 'v1', versionKeyIndex?: string) {
  const table = openLiveTable<ChainTransaction>(db, 'chainTransactions', {
    check: (stored) => checkStoredRows('chainTransactions', stored),
    keyOf: (row) => row.id,
    versionField: 'updatedAt',
    versionIndexed: true,
    ...(versionKeyIndex ? { versionKeyIndex } : {}),
    chunkSize: 40,
    copy: { id: 'chainTransactions', format, quietMs: 0 },
  });
  tables.push(table);
  // Every state published, with the records as they were then (the map changes in place).
  const states: { state: LiveTableState<ChainTransaction>; ids: string[] }[] = [];
  const state = await new Promise<LiveTableState<ChainTransaction>>((resolve, reject) =>
    table.subscribe((s) => {
      states.push({ state: s, ids: [...s.records.keys()] });
      if (s.loading === null && !s.checking) resolve(s);
    }, reject),
  );
  await table.copyWritten;
  return { table, state, states };
}

describe('columns', () => {
  it('give back the records they were made from, optional fields left out where absent', () => {
    const records = [
      { id: 'a', n: 1, list: ['x'], nested: { k: 1 }, none: null },
      { id: 'b', n: 2, list: [], nested: null, none: null, extra: 'only here' },
    ];
    const columns = toColumns(records);
    expect(Object.keys(columns).sort()).toEqual(['extra', 'id', 'list', 'n', 'nested', 'none']);
    expect(fromColumns(columns, records.length)).toEqual(records);
  });

  it('keep a column of few distinct plain values by dictionary, and columns of objects or many values plain', () => {
    const records = Array.from({ length: 400 }, (_, i) => ({
      id: `row ${i}`,
      status: i % 7 ? 'confirmed' : 'failed',
      category: i % 3 ? null : 'Payroll',
      wallets: ['0xa'],
      ...(i % 5 ? {} : { memo: 'every fifth' }),
    }));
    const columns = toColumns(records);
    expect(Array.isArray(columns.id)).toBe(true);
    expect(Array.isArray(columns.wallets)).toBe(true);
    expect(columns.status).toMatchObject({ dict: ['failed', 'confirmed'] });
    expect((columns.status as { at: unknown }).at).toBeInstanceOf(Int32Array);
    expect(columns.memo).toMatchObject({ dict: ['every fifth', undefined] });
    const back = fromColumns(columns, records.length);
    expect(back).toEqual(records);
    // Objects are never shared between records: each has its own wallets array.
    expect(back[0]?.wallets).not.toBe(back[1]?.wallets);
  });
});

// The clock margin's keys read in the open's own transaction, or in chunks from a (version, key) index.
describe.each([
  { margin: 'in one read', keyIndex: undefined },
  { margin: 'in chunks', keyIndex: '[updatedAt+id]' },
])('compact copy of a live table (margin $margin)', ({ keyIndex }) => {
  const open = (db: WorkspaceDb, format = 'v1') => openTable(db, format, keyIndex);

  it('is written after the first full read, and the next open reads it instead of the rows', async () => {
    const db = await seeded(120);
    const first = await open(db);
    expect(first.table.rowsRead).toBe(120);
    expect(first.table.copiedRead).toBe(0);
    expect(await readCompactCopy(db, 'chainTransactions', 'v1')).toMatchObject({ count: 120, newest: STAMP });

    const second = await open(db);
    // Every row was written in the same minute (inside the clock margin), yet none is read again:
    // the index's versions match the copy's.
    expect(second.table.copiedRead).toBe(120);
    expect(second.table.rowsRead).toBe(0);
    expect([...second.state.records.values()]).toEqual([...first.state.records.values()]);
    expect(second.state.change).toEqual({ upserted: [], removed: [], previous: [] });
  });

  it("lists the copy's records at once, marked as being checked, then the rows written since as a change", async () => {
    const db = await seeded(100);
    await open(db);
    const later = '2025-05-06T10:00:00.000Z';
    await db.chainTransactions.bulkPut(rows(3, 100, later));
    const { states } = await open(db);
    const [copied, checked] = states;
    expect(states).toHaveLength(2);
    expect(copied?.state).toMatchObject({ loading: null, change: null, checking: true });
    expect(copied?.ids).toHaveLength(100);
    expect(checked?.state.checking).toBeFalsy();
    expect(checked?.ids).toHaveLength(103);
    expect(checked?.state.change?.upserted.map((row) => row.hash)).toEqual([100, 101, 102].map(hashOf));
  });

  it('a copy the table disagrees with (rows deleted) is listed while checked, then the table read replaces it', async () => {
    const db = await seeded(100);
    await open(db);
    await db.chainTransactions.bulkDelete([`31337:${hashOf(1)}`]);
    const { states, state } = await open(db);
    expect(states[0]?.state.checking).toBe(true);
    expect(states[0]?.ids).toHaveLength(100);
    expect(state.change).toBeNull();
    expect(state.records.size).toBe(99);
  });

  it('reads only the rows written or changed since the copy', async () => {
    const db = await seeded(100);
    await open(db);
    const later = '2025-05-06T10:00:00.000Z';
    await db.chainTransactions.bulkPut(rows(10, 100, later));
    await db.chainTransactions.update(`31337:${hashOf(5)}`, { memo: 'edited', updatedAt: later });
    const { table, state } = await open(db);
    expect(table.rowsRead).toBe(11);
    expect(state.records.size).toBe(110);
    expect(state.records.get(`31337:${hashOf(5)}`)?.memo).toBe('edited');
  });

  it('sees a row rewritten since the copy by a tab whose clock lags (stamped before the newest held)', async () => {
    const db = new WorkspaceDb(`copy-${crypto.randomUUID()}`);
    dbs.push(db);
    const at = (seconds: number) => new Date(Date.parse(STAMP) - seconds * 1_000).toISOString();
    await db.chainTransactions.bulkPut(rows(100).map((row, i) => ({ ...row, updatedAt: at(i) })));
    await open(db);
    await db.chainTransactions.update(`31337:${hashOf(50)}`, { memo: 'from a lagging clock', updatedAt: at(1.5) });
    const { state } = await open(db);
    expect(state.records.get(`31337:${hashOf(50)}`)?.memo).toBe('from a lagging clock');
    expect(state.records.size).toBe(100);
  });

  it('falls back to reading the table when rows were deleted since the copy', async () => {
    const db = await seeded(100);
    await open(db);
    await db.chainTransactions.bulkDelete([`31337:${hashOf(1)}`, `31337:${hashOf(2)}`]);
    const { table, state } = await open(db);
    expect(state.records.size).toBe(98);
    expect(state.records.has(`31337:${hashOf(1)}`)).toBe(false);
    expect(table.rowsRead).toBe(98);
  });

  it('ignores a copy of another format, and a damaged one, and writes a new one', async () => {
    const db = await seeded(50);
    await open(db, 'v1');
    const other = await open(db, 'v2');
    expect(other.table.copiedRead).toBe(0);
    expect(other.table.rowsRead).toBe(50);
    expect(await readCompactCopy(db, 'chainTransactions', 'v2')).not.toBeNull();

    await db.table(COMPACT_COPIES).update('chainTransactions', { count: 7 });
    expect(await readCompactCopy(db, 'chainTransactions', 'v2')).toBeNull();
    const damaged = await open(db, 'v2');
    expect(damaged.table.copiedRead).toBe(0);
    expect(damaged.state.records.size).toBe(50);
  });

  it('is stored whole and read back as written', async () => {
    const db = await seeded(3);
    const records = await db.chainTransactions.toArray();
    await writeCompactCopy(db, 'x', 'f', records, STAMP);
    const copy = await readCompactCopy(db, 'x', 'f');
    expect(copy && fromColumns(copy.columns, copy.count)).toEqual(records);
  });

  it('is ignored when a dictionary column points outside its values', async () => {
    const db = await seeded(300);
    const records = await db.chainTransactions.toArray();
    await writeCompactCopy(db, 'x', 'f', records, STAMP);
    const stored = await db.table(COMPACT_COPIES).get('x');
    expect(stored.columns.status.at).toBeInstanceOf(Int32Array);
    stored.columns.status.at[5] = stored.columns.status.dict.length;
    await db.table(COMPACT_COPIES).put(stored);
    expect(await readCompactCopy(db, 'x', 'f')).toBeNull();
  });
});
