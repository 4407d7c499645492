import 'fake-indexeddb/auto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as Automerge from '@automerge/automerge/slim';
import type { JournalEntry } from '@/lib/db/entities/journal-entry';
import { saveRevision } from '@/lib/db/revision-save';
import { startAutomergeInNode } from './automerge-node.testing';
import { openDevice, sampleVendor, sync, type Device } from './devices.testing';
import { readDocRecord, type SharedDoc } from './documents';
import { projectAll } from './projector';
import { isSharedTable } from './shared-tables';

beforeAll(startAutomergeInNode);

let devices: Device[] = [];
afterEach(async () => {
  for (const device of devices) await device.db.delete();
  devices = [];
});

async function open(actor: string): Promise<Device> {
  const device = await openDevice(actor);
  devices.push(device);
  return device;
}

/** A change made straight on a document, as a broken or hostile device could send it. */
function forge(device: Device, edit: (doc: SharedDoc) => void): Uint8Array[] {
  const before = device.session.docs.directory;
  const fork = Automerge.clone(before, { actor: 'ee' });
  return Automerge.getChanges(fork, Automerge.change(fork, edit));
}

const manualEntry: JournalEntry = {
  id: 'je1',
  date: '2026-01-02',
  memo: 'Rent',
  postings: [],
  source: 'manual',
  status: 'draft',
  postedBy: null,
  reversalOf: null,
  reversedBy: null,
  heldReason: null,
  recordedAt: '2026-01-02T00:00:00.000Z',
};

describe('projection', () => {
  it('never makes a row of a malformed change: the stored row stays and the record is reported', async () => {
    const a = await open('aa');
    const b = await open('bb');
    await saveRevision(a.db, 'counterparties', sampleVendor(), null);
    await sync(a, b);
    const changes = forge(b, (doc) => {
      doc.counterparties!.v1!.paymentTermsDays = new Automerge.ImmutableString('"soon"');
      doc.counterparties!.v2 = { id: new Automerge.ImmutableString('"v2"'), name: 42 as never };
    });
    const result = await b.session.merge('directory', changes);
    expect(result.refused.map((r) => r.key).sort()).toEqual(['v1', 'v2']);
    expect(await b.db.counterparties.get('v1')).toEqual(sampleVendor());
    expect(await b.db.counterparties.get('v2')).toBeUndefined();
  });

  it('does not echo: a merged change written by the projector makes no new change', async () => {
    const a = await open('aa');
    const b = await open('bb');
    await saveRevision(a.db, 'counterparties', sampleVendor(), null);
    await sync(a, b);
    await b.session.idle();
    expect(Automerge.getAllChanges(b.session.docs.directory)).toHaveLength(
      Automerge.getAllChanges(a.session.docs.directory).length,
    );
  });

  it('captures every kind of write: add, bulk put, delete and clear', async () => {
    const a = await open('aa');
    await a.db.counterparties.add(sampleVendor());
    await a.db.counterparties.bulkPut([sampleVendor({ id: 'v2' }), sampleVendor({ id: 'v3' })]);
    await a.db.counterparties.delete('v2');
    await a.session.idle();
    expect(Object.keys(a.session.docs.directory.counterparties!).sort()).toEqual(['v1', 'v3']);
    await a.db.counterparties.clear();
    await a.session.idle();
    expect(Object.keys(a.session.docs.directory.counterparties!)).toEqual([]);
  });

  it('keeps chain-derived tables, derived journal entries and local fields out of the documents', async () => {
    const a = await open('aa');
    await a.db.journalEntries.bulkPut([manualEntry, { ...manualEntry, id: 'je2', source: 'tx:31337:0xabc:native' }]);
    await a.session.idle();
    expect(Object.keys(a.session.docs.records.journalEntries!)).toEqual(['je1']);
    for (const table of ['chainTransactions', 'payments', 'billPayments', 'chainBalances', 'syncCursors', 'meta'])
      expect(isSharedTable(table)).toBe(false);
    await saveRevision(a.db, 'counterparties', sampleVendor({ revision: 7 }), null);
    await a.session.idle();
    expect(Object.keys(a.session.docs.directory.counterparties!.v1!)).not.toContain('revision');
  });

  it('projects a whole document into a fresh database, leaving derived rows alone', async () => {
    const a = await open('aa');
    const b = await open('bb');
    await saveRevision(a.db, 'counterparties', sampleVendor(), null);
    await a.db.journalEntries.put(manualEntry);
    await a.session.idle();
    await b.db.journalEntries.put({ ...manualEntry, id: 'posted', source: 'tx:1' });
    await b.db.counterparties.put(sampleVendor({ id: 'stale' }));
    expect(await projectAll(b.db, a.session.docs)).toEqual([]);
    expect((await b.db.counterparties.toArray()).map((row) => row.id)).toEqual(['v1']);
    expect((await b.db.journalEntries.toArray()).map((row) => row.id).sort()).toEqual(['je1', 'posted']);
    expect(readDocRecord(a.session.docs, 'journalEntries', 'je1')).toMatchObject({ ok: true });
  });
});
