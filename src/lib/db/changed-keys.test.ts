import 'fake-indexeddb/auto';
import { Dexie, type ObservabilitySet } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { bulkPutNamed, changedKeys } from './changed-keys';
import { sampleMember } from './sample-records.testing';
import type { TeamMember } from './entities/team-member';
import { WorkspaceDb } from './workspace-db';

const dbs: WorkspaceDb[] = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.delete();
});

const members = (count: number, from = 0): TeamMember[] =>
  Array.from({ length: count }, (_, i) => sampleMember({ id: `m-${String(from + i).padStart(4, '0')}` }));

/** What each commit of `write` told `storagemutated` about the team members' table. */
async function reported(write: (db: WorkspaceDb) => Promise<unknown>): Promise<(string[] | 'all')[]> {
  const db = new WorkspaceDb(`keys-${crypto.randomUUID()}`);
  dbs.push(db);
  await db.teamMembers.bulkPut(members(10, 1000));
  const seen: (string[] | 'all')[] = [];
  const listen = (parts: ObservabilitySet) => {
    const keys = changedKeys(parts, db.name, 'teamMembers');
    if (keys === 'all' || keys.length > 0) seen.push(keys);
  };
  Dexie.on('storagemutated', listen);
  try {
    await write(db);
  } finally {
    Dexie.on('storagemutated').unsubscribe(listen);
  }
  return seen;
}

describe('bulkPutNamed', () => {
  it('writes 120 rows in one commit that names each of their keys', async () => {
    const rows = members(120);
    const seen = await reported((db) => db.transaction('rw', db.teamMembers, () => bulkPutNamed(db.teamMembers, rows)));
    expect(seen).toHaveLength(1);
    expect([...(seen[0] as string[])].sort()).toEqual(rows.map((row) => row.id));
  });

  it('is needed: a plain put of 120 rows is reported as the whole table', async () => {
    const seen = await reported((db) => db.teamMembers.bulkPut(members(120)));
    expect(seen).toEqual(['all']);
  });

  it('writes every row', async () => {
    const db = new WorkspaceDb(`keys-${crypto.randomUUID()}`);
    dbs.push(db);
    await db.transaction('rw', db.teamMembers, () => bulkPutNamed(db.teamMembers, members(101)));
    expect(await db.teamMembers.count()).toBe(101);
  });
});
