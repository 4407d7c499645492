import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { freshDb, sampleMember, sampleProfile } from './sample-records.testing';
import { StaleRevisionError, deleteRevision, keepMineOver, saveRevision } from './revision-save';
import { rememberReplacedVersion } from './field-merge';
import { sampleCounterparty } from './search-samples.testing';
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

// Keep mine after a same-field refusal of a team merge: only the fields the form changed are taken
// from its draft, on top of the newer row; what the other device changed elsewhere stays.
const ID = 'client-1';

/** The stored counterparty replaced by another device's version, as the team projector does it. */
async function mergedFromElsewhere(theirs: ReturnType<typeof sampleCounterparty>) {
  rememberReplacedVersion(db.name, 'counterparties', ID, await db.counterparties.get(ID));
  await db.counterparties.put(theirs);
}

describe('Keep mine after a same-field conflict', () => {
  it("saves the draft's changed fields (the conflicting one included) over the newer row; the other device's other fields stay", async () => {
    db = freshDb();
    const opened = await saveRevision(
      db,
      'counterparties',
      sampleCounterparty({ name: 'Northwind', email: 'old@example.com', notes: '', revision: 1 }),
      null,
    );
    // The other device changed the name (the same field as this form) and the notes.
    const theirs = { ...opened, name: 'Northwind Group', notes: 'Call before paying', revision: 2 };
    await mergedFromElsewhere(theirs);
    // This form, opened at revision 1, changed the name and the email.
    const draft = { ...opened, name: 'Northwind Traders', email: 'new@example.com' };
    const error = await refusal(saveRevision(db, 'counterparties', draft, 1));
    expect(error.fields).toEqual(['name']);

    keepMineOver(error);
    const saved = await saveRevision(db, 'counterparties', draft, theirs.revision);
    expect(saved).toEqual(await db.counterparties.get(ID));
    expect([saved.name, saved.email, saved.notes, saved.revision]).toEqual([
      'Northwind Traders', // mine: the conflict resolved as the user chose
      'new@example.com', // mine: changed only here
      'Call before paying', // theirs: the draft still had the old notes, which must not come back
      3,
    ]);
  });

  it('applies once: a later save on top of the kept row is an ordinary save of the whole record', async () => {
    db = freshDb();
    const opened = await saveRevision(db, 'counterparties', sampleCounterparty({ name: 'A', notes: '1' }), null);
    await mergedFromElsewhere({ ...opened, name: 'B', notes: '2', revision: 2 });
    const error = await refusal(saveRevision(db, 'counterparties', { ...opened, name: 'C' }, 1));
    keepMineOver(error);
    const kept = await saveRevision(db, 'counterparties', { ...opened, name: 'C' }, 2);
    expect([kept.name, kept.notes]).toEqual(['C', '2']);
    // A save from a form opened on the kept row writes what it says, the notes' old value included.
    const next = await saveRevision(db, 'counterparties', { ...kept, name: 'D', notes: '1' }, kept.revision);
    expect([next.name, next.notes, next.revision]).toEqual(['D', '1', 4]);
  });

  it("without a known merge (another tab's save), Keep mine saves the whole draft as before", async () => {
    db = freshDb();
    const opened = await saveRevision(db, 'counterparties', sampleCounterparty({ name: 'A', notes: '1' }), null);
    await saveRevision(db, 'counterparties', { ...opened, name: 'B', notes: '2' }, 1);
    const draft = { ...opened, name: 'C' };
    const error = await refusal(saveRevision(db, 'counterparties', draft, 1));
    expect(error.fields).toEqual([]);
    keepMineOver(error);
    const saved = await saveRevision(db, 'counterparties', draft, 2);
    expect([saved.name, saved.notes]).toEqual(['C', '1']);
  });
});
