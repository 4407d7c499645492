import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { freshDb, sampleMember, sampleProfile } from './sample-records.testing';
import { StaleRevisionError, deleteRevision, saveRevision } from './revision-save';
import { RecordValidationError } from './records';
import type { WorkspaceDb } from './workspace-db';

let db: WorkspaceDb;
afterEach(async () => {
  await db?.delete();
});

async function refusal(promise: Promise<unknown>): Promise<StaleRevisionError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(StaleRevisionError);
  return error as StaleRevisionError;
}

describe('saveRevision', () => {
  it('creates a record that is absent, keeping its revision (1 when new)', async () => {
    db = freshDb();
    const saved = await saveRevision(db, 'companyProfile', sampleProfile({ revision: 1 }), null);
    expect(saved.revision).toBe(1);
    expect((await db.companyProfile.get('company'))?.revision).toBe(1);
  });

  it('refuses to create over an existing row, carrying the stored one', async () => {
    db = freshDb();
    const member = await saveRevision(db, 'teamMembers', sampleMember({ name: 'First' }), null);
    const error = await refusal(saveRevision(db, 'teamMembers', { ...member, name: 'Second' }, null));
    expect(error.stored).toEqual(member);
    expect(error.baseRevision).toBeNull();
    expect((await db.teamMembers.get(member.id))?.name).toBe('First');
  });

  it('updates on top of the revision the edit started from and bumps it', async () => {
    db = freshDb();
    const created = await saveRevision(db, 'companyProfile', sampleProfile(), null);
    const saved = await saveRevision(db, 'companyProfile', { ...created, legalName: 'Renamed AG' }, created.revision);
    expect(saved.revision).toBe(2);
    expect(await db.companyProfile.get('company')).toMatchObject({ legalName: 'Renamed AG', revision: 2 });
  });

  it('refuses a save based on an older revision and leaves the newer row untouched', async () => {
    db = freshDb();
    const created = await saveRevision(db, 'companyProfile', sampleProfile(), null);
    const tabA = await saveRevision(db, 'companyProfile', { ...created, legalName: 'Tab A GmbH' }, 1);
    const error = await refusal(saveRevision(db, 'companyProfile', { ...created, taxId: 'B-TAX' }, 1));
    expect(error.stored).toMatchObject({ legalName: 'Tab A GmbH', taxId: created.taxId, revision: 2 });
    expect(error.table).toBe('companyProfile');
    expect(await db.companyProfile.get('company')).toEqual(tabA);
    // Keeping mine = saving again on top of the newer revision.
    const kept = await saveRevision(
      db,
      'companyProfile',
      { ...created, taxId: 'B-TAX' },
      error.stored?.revision ?? null,
    );
    expect(kept).toMatchObject({ legalName: created.legalName, taxId: 'B-TAX', revision: 3 });
  });

  it('refuses an update of a row deleted meanwhile (stored is null)', async () => {
    db = freshDb();
    const member = await saveRevision(db, 'teamMembers', sampleMember(), null);
    await db.teamMembers.delete(member.id);
    const error = await refusal(saveRevision(db, 'teamMembers', { ...member, name: 'Edited' }, 1));
    expect(error.stored).toBeNull();
    expect(await db.teamMembers.count()).toBe(0);
  });

  it('counts a stored row without a revision (written before v3) as revision 1', async () => {
    db = freshDb();
    const { revision: _omitted, ...old } = sampleMember();
    await db.teamMembers.put(old as never);
    const saved = await saveRevision(db, 'teamMembers', { ...old, name: 'Edited' }, 1);
    expect(saved.revision).toBe(2);
  });

  it('validates before writing: an invalid record is refused and nothing is written', async () => {
    db = freshDb();
    await expect(saveRevision(db, 'teamMembers', sampleMember({ email: 'not an email' }), null)).rejects.toBeInstanceOf(
      RecordValidationError,
    );
    expect(await db.teamMembers.count()).toBe(0);
  });

  it('lets exactly one of two concurrent saves from the same base through', async () => {
    db = freshDb();
    const created = await saveRevision(db, 'companyProfile', sampleProfile(), null);
    const results = await Promise.allSettled([
      saveRevision(db, 'companyProfile', { ...created, legalName: 'One' }, 1),
      saveRevision(db, 'companyProfile', { ...created, legalName: 'Two' }, 1),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((result) => result.status === 'rejected');
    expect(rejected?.status === 'rejected' && rejected.reason).toBeInstanceOf(StaleRevisionError);
    expect((await db.companyProfile.get('company'))?.revision).toBe(2);
  });
});

describe('deleteRevision', () => {
  it('deletes a row still at the revision the user saw', async () => {
    db = freshDb();
    const member = await saveRevision(db, 'teamMembers', sampleMember(), null);
    await deleteRevision(db, 'teamMembers', member.id, 1);
    expect(await db.teamMembers.count()).toBe(0);
  });

  it('does not delete a row changed in another tab', async () => {
    db = freshDb();
    const member = await saveRevision(db, 'teamMembers', sampleMember(), null);
    await saveRevision(db, 'teamMembers', { ...member, role: 'Admin' }, 1);
    const error = await refusal(deleteRevision(db, 'teamMembers', member.id, 1));
    expect(error.stored).toMatchObject({ role: 'Admin', revision: 2 });
    expect(await db.teamMembers.count()).toBe(1);
  });

  it('refuses to delete a row that is already gone', async () => {
    db = freshDb();
    const error = await refusal(deleteRevision(db, 'teamMembers', 'missing', 1));
    expect(error.stored).toBeNull();
  });
});
