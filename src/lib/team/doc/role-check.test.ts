import { beforeAll, describe, expect, it } from 'vitest';
import * as Automerge from '@automerge/automerge/slim';
import { startAutomergeInNode } from './automerge-node.testing';
import { applyRowWrites, newTeamDocs, type SharedDoc } from './documents';
import { checkChanges, type MayWrite } from './role-check';
import { sampleVendor } from './devices.testing';

beforeAll(startAutomergeInNode);

const approverRules: MayWrite = (table, field) =>
  table === 'commsNotes' || (table === 'bills' && (field === undefined || field === 'approval'));

async function base() {
  const { docs } = await applyRowWrites(newTeamDocs('aa'), [
    { table: 'counterparties', key: 'v1', row: sampleVendor() },
  ]);
  return Automerge.clone(docs.directory, { actor: 'cc' });
}

function changeOn(doc: Automerge.Doc<SharedDoc>, edit: (doc: SharedDoc) => void): Uint8Array[] {
  const fork = Automerge.clone(doc, { actor: 'dd' });
  return Automerge.getChanges(fork, Automerge.change(fork, edit));
}

describe('checkChanges', () => {
  it('allows a change whose every path the role may write, listing the (table, record, field) paths', async () => {
    const doc = await base();
    const changes = changeOn(doc, (d) => {
      d.counterparties!.v1!.notes = new Automerge.ImmutableString('"ok"');
    });
    const asked: [string, string | undefined][] = [];
    const check = checkChanges(doc, 'directory', changes, (table, field) => {
      asked.push([table, field]);
      return true;
    });
    expect(check).toEqual({ allowed: true, touched: [{ table: 'counterparties', key: 'v1', field: 'notes' }] });
    expect(asked).toEqual([['counterparties', 'notes']]);
  });

  it('refuses the whole change when one path is not allowed, and leaves the document as it was', async () => {
    const doc = await base();
    const heads = Automerge.getHeads(doc);
    const changes = changeOn(doc, (d) => {
      d.counterparties!.v1!.notes = new Automerge.ImmutableString('"fine"');
      d.counterparties!.v1!.name = new Automerge.ImmutableString('"Renamed"');
    });
    const check = checkChanges(doc, 'directory', changes, (_table, field) => field === 'notes');
    expect(check).toMatchObject({ allowed: false, refused: [{ table: 'counterparties', key: 'v1', field: 'name' }] });
    expect(Automerge.getHeads(doc)).toEqual(heads);
  });

  it('asks about the whole record when a change creates or deletes one', async () => {
    const doc = await base();
    const deleting = changeOn(doc, (d) => {
      delete d.counterparties!.v1;
    });
    expect(checkChanges(doc, 'directory', deleting, approverRules)).toMatchObject({
      allowed: false,
      refused: [{ table: 'counterparties', key: 'v1' }],
    });
    const records = Automerge.clone(newTeamDocs('aa').records, { actor: 'cc' });
    const note = changeOn(records, (d) => {
      d.commsNotes!.n1 = { text: new Automerge.ImmutableString('"hello"') };
    });
    expect(checkChanges(records, 'records', note, approverRules)).toMatchObject({ allowed: true });
  });

  it('refuses a path outside the document’s own tables even when the role would allow it', async () => {
    const doc = await base();
    const stray = changeOn(doc, (d) => {
      d.teamMembers = {};
    });
    expect(checkChanges(doc, 'directory', stray, () => true)).toMatchObject({
      allowed: false,
      refused: [{ table: 'teamMembers' }],
    });
  });

  it('refuses bytes that are not changes', async () => {
    const doc = await base();
    expect(checkChanges(doc, 'directory', [new Uint8Array([1, 2, 3])], () => true)).toMatchObject({ allowed: false });
  });
});
