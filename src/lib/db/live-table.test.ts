import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { openLiveTable, type LiveTable, type LiveTableState } from './live-table';
import { checkStoredRows } from './records';
import { ADDRESS_A, sampleMember } from './sample-records.testing';
import type { TeamMember } from './entities/team-member';
import { WorkspaceDb } from './workspace-db';

// Team members stand in for any table (the live table is generic); their `createdAt` plays the
// version a table sets on every write (chain rows' `updatedAt`).
const dbs: WorkspaceDb[] = [];
const tables: LiveTable<TeamMember>[] = [];
afterEach(async () => {
  for (const table of tables.splice(0)) table.close();
  for (const db of dbs.splice(0)) await db.delete();
});

function members(count: number): TeamMember[] {
  return Array.from({ length: count }, (_, i) =>
    sampleMember({ id: `m-${String(i).padStart(4, '0')}`, name: `Member ${i}`, createdAt: '2025-01-01T00:00:00.000Z' }),
  );
}

async function seeded(count: number): Promise<WorkspaceDb> {
  const db = new WorkspaceDb(`live-${crypto.randomUUID()}`);
  dbs.push(db);
  await db.teamMembers.bulkPut(members(count));
  return db;
}

/** Opens the live table and resolves each time a state matching `until` arrives. */
function watch(db: WorkspaceDb, indexed = false) {
  const table = openLiveTable<TeamMember>(db, 'teamMembers', {
    check: (rows) => checkStoredRows('teamMembers', rows),
    keyOf: (row) => row.id,
    versionField: 'createdAt',
    versionIndexed: indexed,
    chunkSize: 40,
  });
  tables.push(table);
  const states: LiveTableState<TeamMember>[] = [];
  let waiting: { until: (s: LiveTableState<TeamMember>) => boolean; resolve: () => void } | null = null;
  table.subscribe(
    (state) => {
      states.push(state);
      if (waiting?.until(state)) waiting.resolve();
    },
    (error) => {
      throw error;
    },
  );
  const next = (until: (s: LiveTableState<TeamMember>) => boolean) =>
    new Promise<LiveTableState<TeamMember>>((resolve) => {
      const last = states.at(-1);
      if (last && until(last)) resolve(last);
      else waiting = { until, resolve: () => resolve(states.at(-1) as LiveTableState<TeamMember>) };
    });
  return { table, states, next, loaded: () => next((s) => s.loading === null) };
}

describe('openLiveTable', () => {
  it('reads the whole table once in chunks, saying how far it is', async () => {
    const db = await seeded(100);
    const { table, states, loaded } = watch(db);
    const state = await loaded();
    expect(state.records.size).toBe(100);
    expect(state.change).toBeNull();
    expect(states.filter((s) => s.loading).map((s) => s.loading)).toEqual([
      { loaded: 40, total: 100 },
      { loaded: 80, total: 100 },
      { loaded: 100, total: 100 },
    ]);
    expect(table.rowsRead).toBe(100);
  });

  it('re-reads only the changed row when one row changes, and reports the change', async () => {
    const db = await seeded(100);
    const { table, next, loaded } = watch(db);
    await loaded();
    const before = table.rowsRead;
    await db.teamMembers.update('m-0050', { name: 'Renamed', createdAt: '2025-02-01T00:00:00.000Z' });
    const state = await next((s) => s.records.get('m-0050')?.name === 'Renamed');
    expect(table.rowsRead - before).toBe(1);
    expect(state.change?.upserted.map((row) => row.id)).toEqual(['m-0050']);
    expect(state.records.size).toBe(100);
  });

  it('removes a deleted row without reading the table', async () => {
    const db = await seeded(100);
    const { table, next, loaded } = watch(db);
    await loaded();
    const before = table.rowsRead;
    await db.teamMembers.delete('m-0007');
    const state = await next((s) => !s.records.has('m-0007'));
    expect(table.rowsRead).toBe(before);
    expect(state.change?.removed).toEqual(['m-0007']);
  });

  it('reports a corrupt row written later, and forgets it once it is fixed', async () => {
    const db = await seeded(10);
    const { next, loaded } = watch(db);
    await loaded();
    await db.teamMembers.put({ ...sampleMember({ id: 'm-bad' }), wallet: 'not an address' } as never);
    const bad = await next((s) => s.corrupt.length > 0);
    expect(bad.corrupt.map((item) => item.key)).toEqual(['m-bad']);
    await db.teamMembers.put(sampleMember({ id: 'm-bad', wallet: ADDRESS_A }));
    const fixed = await next((s) => s.corrupt.length === 0);
    expect(fixed.records.has('m-bad')).toBe(true);
  });

  it('reads the table again after a bulk write when the version is not indexed', async () => {
    const db = await seeded(100);
    const { table, next, loaded } = watch(db);
    await loaded();
    const before = table.rowsRead;
    const later = members(60).map((row) => ({ ...row, id: `n-${row.id}`, createdAt: '2025-03-01T00:00:00.000Z' }));
    await db.teamMembers.bulkPut(later); // 50 rows or more: Dexie names a range, not the keys
    const state = await next((s) => s.records.size === 160);
    expect(state.change).toBeNull();
    // Without an index the table is read again, unchanged rows kept as they were (not re-checked).
    expect(table.rowsRead - before).toBe(160);
  });
});
