// The apply half of a sync on its own (no chain, no IPFS): bundles from several devices arrive in
// any order and wait for what they build on; a bundle carrying another device's changes, or
// changes its author's role does not allow, is refused, and so is what builds on it.
import 'fake-indexeddb/auto';
import * as Automerge from '@automerge/automerge/slim';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { saveRevision } from '@/lib/db/revision-save';
import { startAutomergeInNode } from './doc/automerge-node.testing';
import { sampleVendor } from './doc/devices.testing';
import { applyBundles } from './apply-bundles';
import { A, B, bundleOf, closeDevices, from, trio } from './apply-bundles.testing';

beforeAll(startAutomergeInNode);
afterEach(closeDevices);

describe('applyBundles', () => {
  it('applies a bundle only after the other device’s bundle it builds on, whatever the order', async () => {
    const [a, b, reader] = await trio();
    const genesis = Automerge.getHeads(a.session.docs.directory);
    await saveRevision(a.db, 'counterparties', sampleVendor(), null);
    const fromA = await bundleOf(a, 'directory', genesis, 0);
    await b.session.merge('directory', Automerge.getAllChanges(a.session.docs.directory));
    const afterA = Automerge.getHeads(b.session.docs.directory);
    await saveRevision(b.db, 'counterparties', { ...(await b.db.counterparties.get('v1'))!, notes: 'B' }, 1);
    const fromB = await bundleOf(b, 'directory', afterA, 0);
    // B's bundle comes first in the list and needs A's: it waits, then applies in the same call.
    const result = await applyBundles(reader.session, [from(B, 'Accountant', [fromB]), from(A, 'Admin', [fromA])]);
    expect(result).toMatchObject({ applied: 2, refused: [] });
    expect(await reader.db.counterparties.get('v1')).toMatchObject({ name: 'Paper Mill', notes: 'B' });
  });

  it('leaves a bundle whose dependency never came unhandled, to be read again', async () => {
    const [a, b, reader] = await trio();
    await saveRevision(a.db, 'counterparties', sampleVendor(), null);
    await a.session.idle();
    await b.session.merge('directory', Automerge.getAllChanges(a.session.docs.directory));
    const afterA = Automerge.getHeads(b.session.docs.directory);
    await saveRevision(b.db, 'counterparties', { ...(await b.db.counterparties.get('v1'))!, notes: 'B' }, 1);
    const result = await applyBundles(reader.session, [
      from(B, 'Accountant', [await bundleOf(b, 'directory', afterA, 0)]),
    ]);
    expect(result.applied).toBe(0);
    expect(result.handled.get(B)).toEqual([]);
  });

  it('refuses a bundle carrying changes another device wrote, and one its author’s role forbids', async () => {
    const [a, b, reader] = await trio();
    const genesis = Automerge.getHeads(a.session.docs.directory);
    await saveRevision(a.db, 'counterparties', sampleVendor(), null);
    const passedOff = await bundleOf(a, 'directory', genesis, 0);
    await saveRevision(b.db, 'counterparties', sampleVendor({ id: 'v2' }), null);
    const viewers = await bundleOf(b, 'directory', genesis, 0);
    const result = await applyBundles(reader.session, [from(B, 'Admin', [passedOff]), from(A, 'Viewer', [])]);
    expect(result.refused).toEqual([
      expect.objectContaining({ deviceId: B, reason: 'The bundle carries changes written by another device' }),
    ]);
    const refusedRole = await applyBundles(reader.session, [from(B, 'Viewer', [viewers])]);
    expect(refusedRole.refused).toEqual([
      expect.objectContaining({ deviceId: B, reason: expect.stringMatching(/role \(Viewer\): counterparties/) }),
    ]);
    expect(await reader.db.counterparties.count()).toBe(0);
  });
});
