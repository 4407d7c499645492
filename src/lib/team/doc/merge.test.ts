import 'fake-indexeddb/auto';
import * as Automerge from '@automerge/automerge/slim';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { saveRevision, deleteRevision } from '@/lib/db/revision-save';
import { startAutomergeInNode } from './automerge-node.testing';
import { openDevice, sampleVendor, sync, type Device } from './devices.testing';
import { applyRowWrites, readDocRecord } from './documents';
import { recordConflictDetails, recordConflicts } from './conflicts';

beforeAll(startAutomergeInNode);

let devices: Device[] = [];
afterEach(async () => {
  for (const device of devices) await device.db.delete();
  devices = [];
});

async function pair(): Promise<[Device, Device]> {
  devices = [await openDevice('aa'), await openDevice('bb')];
  return devices as [Device, Device];
}

async function vendorOn(device: Device, id = 'v1') {
  return device.db.counterparties.get(id);
}

describe('two devices', () => {
  it('captures a local save into the document and projects it on the other device', async () => {
    const [a, b] = await pair();
    await saveRevision(a.db, 'counterparties', sampleVendor(), null);
    await a.session.idle();
    expect(readDocRecord(a.session.docs, 'counterparties', 'v1')).toMatchObject({
      ok: true,
      row: { name: 'Paper Mill' },
    });
    await sync(a, b);
    expect(await vendorOn(b)).toEqual(sampleVendor());
  });

  it('keeps concurrent edits to different fields of one vendor on both sides', async () => {
    const [a, b] = await pair();
    await saveRevision(a.db, 'counterparties', sampleVendor(), null);
    await sync(a, b);
    await saveRevision(a.db, 'counterparties', { ...(await vendorOn(a))!, email: 'billing@paper.example' }, 1);
    await saveRevision(b.db, 'counterparties', { ...(await vendorOn(b))!, paymentTermsDays: 14 }, 1);
    await sync(a, b);
    await sync(b, a);
    for (const device of [a, b]) {
      expect(await vendorOn(device)).toMatchObject({ email: 'billing@paper.example', paymentTermsDays: 14 });
    }
  });

  it('saves a form opened before a merge of another field over it: both fields kept, on both devices', async () => {
    const [a, b] = await pair();
    await saveRevision(a.db, 'counterparties', sampleVendor(), null);
    await sync(a, b);
    const openForm = (await vendorOn(b))!;
    await saveRevision(a.db, 'counterparties', { ...(await vendorOn(a))!, notes: 'Call first' }, 1);
    await sync(a, b);
    const merged = (await vendorOn(b))!;
    expect(merged.revision).toBeGreaterThan(openForm.revision);
    const at = '2026-03-02T09:00:00.000Z';
    const saved = await saveRevision(b.db, 'counterparties', { ...openForm, name: 'Mill', updatedAt: at }, 1);
    expect(saved).toMatchObject({ name: 'Mill', notes: 'Call first', updatedAt: at, revision: merged.revision + 1 });
    await sync(b, a);
    for (const device of [a, b]) {
      expect(await vendorOn(device)).toMatchObject({ name: 'Mill', notes: 'Call first', email: 'ap@paper.example' });
      expect(readDocRecord(device.session.docs, 'counterparties', 'v1')).toMatchObject({
        ok: true,
        row: { name: 'Mill', notes: 'Call first' },
      });
    }
  });

  it('refuses a form opened before a merge of the same field, naming it; the newer value stays', async () => {
    const [a, b] = await pair();
    await saveRevision(a.db, 'counterparties', sampleVendor(), null);
    await sync(a, b);
    const openForm = (await vendorOn(b))!;
    await saveRevision(a.db, 'counterparties', { ...(await vendorOn(a))!, notes: 'Call first', taxId: 'GB-1' }, 1);
    await sync(a, b);
    await expect(
      saveRevision(b.db, 'counterparties', { ...openForm, name: 'Mill', notes: 'Email first' }, openForm.revision),
    ).rejects.toThrow(/changed elsewhere.*notes/);
    expect(await vendorOn(b)).toMatchObject({ name: 'Paper Mill', notes: 'Call first', taxId: 'GB-1' });
  });

  it('resolves the same field to the same winner on both sides and keeps the loser reachable', async () => {
    const [a, b] = await pair();
    await saveRevision(a.db, 'counterparties', sampleVendor(), null);
    await sync(a, b);
    await saveRevision(a.db, 'counterparties', { ...(await vendorOn(a))!, name: 'Paper Mill North' }, 1);
    await saveRevision(b.db, 'counterparties', { ...(await vendorOn(b))!, name: 'Paper Mill South' }, 1);
    await sync(a, b);
    await sync(b, a);
    const [onA, onB] = [(await vendorOn(a))!, (await vendorOn(b))!];
    expect(onA.name).toBe(onB.name);
    const conflicts = recordConflicts(a.session.docs, 'counterparties', 'v1');
    expect(conflicts).toEqual(recordConflicts(b.session.docs, 'counterparties', 'v1'));
    expect(conflicts).toEqual([
      {
        field: 'name',
        winner: onA.name,
        losers: [onA.name === 'Paper Mill North' ? 'Paper Mill South' : 'Paper Mill North'],
      },
    ]);
  });

  it('names the device and time of each losing value, the same on both sides', async () => {
    const [a, b] = await pair();
    await saveRevision(a.db, 'counterparties', sampleVendor(), null);
    await sync(a, b);
    const at = { aa: '2026-03-01T10:00:00.000Z', bb: '2026-03-01T10:00:05.000Z' };
    await saveRevision(a.db, 'counterparties', { ...(await vendorOn(a))!, email: 'a@mill.test', updatedAt: at.aa }, 1);
    await saveRevision(b.db, 'counterparties', { ...(await vendorOn(b))!, email: 'b@mill.test', updatedAt: at.bb }, 1);
    await sync(a, b);
    await sync(b, a);
    const details = recordConflictDetails(a.session.docs, 'counterparties', 'v1');
    expect(details).toEqual(recordConflictDetails(b.session.docs, 'counterparties', 'v1'));
    const kept = (await vendorOn(a))!.email;
    const loser = kept === 'a@mill.test' ? 'bb' : 'aa';
    expect(details).toEqual([
      {
        field: 'email',
        kept,
        keptActor: loser === 'aa' ? 'bb' : 'aa',
        lost: [{ value: `${loser === 'aa' ? 'a' : 'b'}@mill.test`, actor: loser, at: at[loser] }],
      },
    ]);
  });

  it('lets a delete win over a concurrent edit, the same on both sides', async () => {
    const [a, b] = await pair();
    await saveRevision(a.db, 'counterparties', sampleVendor(), null);
    await sync(a, b);
    await deleteRevision(a.db, 'counterparties', 'v1', 1);
    await saveRevision(b.db, 'counterparties', { ...(await vendorOn(b))!, notes: 'Still used' }, 1);
    await sync(a, b);
    await sync(b, a);
    const [onA, onB] = [await vendorOn(a), await vendorOn(b)];
    expect(onA).toBeUndefined();
    expect(onB).toBeUndefined();
    expect(readDocRecord(b.session.docs, 'counterparties', 'v1')).toBeNull();
  });

  it('brings a new record made on each side to both', async () => {
    const [a, b] = await pair();
    await saveRevision(a.db, 'counterparties', sampleVendor({ id: 'va', name: 'From A' }), null);
    await saveRevision(b.db, 'counterparties', sampleVendor({ id: 'vb', name: 'From B' }), null);
    await sync(a, b);
    await sync(b, a);
    for (const device of [a, b]) {
      expect((await device.db.counterparties.toArray()).map((row) => row.name).sort()).toEqual(['From A', 'From B']);
    }
  });
});

/** Two devices that both have the sample vendor, then an edit of it on the first, not sent yet. */
async function sharedThenEditedOnA(patch: Record<string, unknown>): Promise<[Device, Device]> {
  const [a, b] = await pair();
  await saveRevision(a.db, 'counterparties', sampleVendor(), null);
  await sync(a, b);
  await saveRevision(a.db, 'counterparties', { ...(await vendorOn(a))!, ...patch }, 1);
  return [a, b];
}

/**
 * The first device's edit (`onA`) merged on the second while the second saves `onB` over the same
 * vendor: the merge is queued first, the save's transaction is created before the projector's, so
 * it commits while the merge runs and its capture waits behind it. Returns the second's document
 * record and row once all is done.
 */
async function saveDuringMerge(onA: Record<string, unknown>, onB: Record<string, unknown>) {
  const [a, b] = await sharedThenEditedOnA(onA);
  await a.session.idle();
  const changes = Automerge.getChangesSince(a.session.docs.directory, Automerge.getHeads(b.session.docs.directory));
  const form = (await vendorOn(b))!;
  const merged = b.session.merge('directory', changes);
  const saved = saveRevision(b.db, 'counterparties', { ...form, ...onB }, 1);
  await Promise.all([merged, saved]);
  await b.session.idle();
  return { doc: readDocRecord(b.session.docs, 'counterparties', 'v1'), row: await vendorOn(b) };
}

describe('a local save and a merge at the same moment', () => {
  it('keeps the local save when it commits while a merge of the same record is under way', async () => {
    const { doc, row } = await saveDuringMerge({ email: 'billing@paper.example' }, { taxId: 'GB-123' });
    expect(doc).toMatchObject({ ok: true, row: { email: 'billing@paper.example', taxId: 'GB-123' } });
    expect(row).toMatchObject({ email: 'billing@paper.example', taxId: 'GB-123' });
  });

  it('keeps the local save of the field the merge changed: the row ends as the document does', async () => {
    // The projector writes the merged name over the saved row; the capture then puts the save's on
    // top in the document, and the row must follow it.
    const { doc, row } = await saveDuringMerge({ name: 'Paper Mill North' }, { name: 'Paper Mill South' });
    expect(doc).toMatchObject({ ok: true, row: { name: 'Paper Mill South' } });
    expect(row?.name).toBe('Paper Mill South');
  });
});

describe('saving before projecting', () => {
  it('hands the merged documents to beforeProject while the table still holds the old row', async () => {
    const [a, b] = await sharedThenEditedOnA({ notes: 'Merged' });
    const seen: { doc: unknown; row: unknown }[] = [];
    b.session.beforeProject = async (docs) => {
      const record = readDocRecord(docs, 'counterparties', 'v1');
      seen.push({ doc: record?.ok ? record.row.notes : null, row: (await vendorOn(b))?.notes });
    };
    await sync(a, b, ['directory']);
    expect(seen).toEqual([{ doc: 'Merged', row: '' }]);
    expect((await vendorOn(b))?.notes).toBe('Merged');
  });

  it('keeps the merged documents when saving them fails: the rows follow later and local saves still become changes', async () => {
    const [a, b] = await sharedThenEditedOnA({ notes: 'Merged' });
    b.session.beforeProject = () => Promise.reject(new Error('The disk is full'));
    await expect(sync(a, b, ['directory'])).rejects.toThrow('The disk is full');
    expect((await vendorOn(b))?.notes).toBe('');
    b.session.beforeProject = null;
    const written: unknown[] = [];
    b.session.afterProject = async (records) => void written.push(...records);
    await b.session.project([{ table: 'counterparties', key: 'v1' }]);
    expect(written).toEqual([{ table: 'counterparties', key: 'v1' }]);
    const row = (await vendorOn(b))!;
    expect(row.notes).toBe('Merged');
    // The session is on the merged documents, not on the ones the merge retired.
    await saveRevision(b.db, 'counterparties', { ...row, taxId: 'GB-9' }, row.revision);
    await b.session.idle();
    expect(readDocRecord(b.session.docs, 'counterparties', 'v1')).toMatchObject({
      ok: true,
      row: { notes: 'Merged', taxId: 'GB-9' },
    });
  });
});

describe('a field the documents lack', () => {
  it('goes into the documents with the next save of its row, though the save did not change it', async () => {
    const [a] = await pair();
    await saveRevision(a.db, 'counterparties', sampleVendor(), null);
    await a.session.idle();
    // The documents' record without `notes` (as for rows that gained a field in an upgrade).
    const { docs } = await applyRowWrites(a.session.docs, [
      { table: 'counterparties', key: 'v1', row: (({ notes: _, ...rest }) => rest)(sampleVendor()) },
    ]);
    const stored = { ...sampleVendor(), notes: 'Kept' };
    const { docs: after, behind } = await applyRowWrites(docs, [
      { table: 'counterparties', key: 'v1', row: { ...stored, email: 'new@paper.example' }, before: stored },
    ]);
    expect(behind).toEqual([]);
    expect(readDocRecord(after, 'counterparties', 'v1')).toMatchObject({
      ok: true,
      row: { notes: 'Kept', email: 'new@paper.example' },
    });
  });
});
