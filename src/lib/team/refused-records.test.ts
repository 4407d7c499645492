// A Safe owner's signature the merge refuses (not theirs for the proposal's SafeTx hash) is a
// refusal of the bundle that brought it, kept with the device's refusals across reloads: real
// Automerge documents, real IndexedDB (fake-indexeddb), real signatures over a real SafeTx hash.
import 'fake-indexeddb/auto';
import * as Automerge from '@automerge/automerge/slim';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { safeQueue } from '@/lib/safe/queue';
import { startAutomergeInNode } from './doc/automerge-node.testing';
import type { Device } from './doc/devices.testing';
import { applyBundles, type Refusal } from './apply-bundles';
import { A, B, bundleOf, closeDevices, from, trio } from './apply-bundles.testing';
import {
  FORGED_REASON,
  HASH,
  OWNER1,
  OWNER2,
  OWNER3,
  SAFE,
  forgedSignature,
  signedProposal,
} from './forged-signature.testing';
import { loadTeamState, saveTeamState, TeamStateDb } from './team-state-db';

beforeAll(startAutomergeInNode);
afterEach(closeDevices);

const heads = (device: Device) => Automerge.getHeads(device.session.docs.records);

describe('a part of a record the merge refuses', () => {
  it('is a refusal of the bundle that brought it, naming the proposal, the owner and the reason, and is not counted', async () => {
    const [a, b, reader] = await trio();
    const genesis = heads(a);
    const proposed = await signedProposal();
    await a.db.safeProposals.put(proposed);
    const proposedBundle = await bundleOf(a, 'records', genesis);
    await b.session.merge('records', Automerge.getAllChanges(a.session.docs.records));
    // Device B stores, past the check on arrival, a signature that claims to be owner 3's.
    const afterA = heads(b);
    await b.db.safeProposals.put({ ...proposed, signatures: [...proposed.signatures, forgedSignature()] });
    const forgedBundle = await bundleOf(b, 'records', afterA);

    const result = await applyBundles(reader.session, [
      from(A, 'Admin', [proposedBundle]),
      from(B, 'Admin', [forgedBundle]),
    ]);
    const reason = FORGED_REASON;
    expect(result.applied).toBe(2);
    expect(result.refused).toEqual([
      {
        deviceId: B,
        member: 'bob',
        cid: forgedBundle.cid,
        reason,
        record: {
          table: 'safeProposals',
          key: 'p7',
          label: `Safe proposal, nonce 7, SafeTx hash ${HASH}`,
          field: 'signatures',
          element: OWNER3,
        },
      },
    ]);
    // The row keeps owner 1's signature only, so the queue (and the proposal's card) counts 1 of 2.
    const row = (await reader.db.safeProposals.get('p7'))!;
    expect(row.signatures.map((signature) => signature.owner)).toEqual([OWNER1]);
    expect(safeQueue([row], SAFE, () => undefined)[0]?.status.text).toBe('1 of 2 signatures');

    // A later change to the proposal that leaves its signatures alone (device A records an
    // execution) merges with the forged element still in the document: it is not reported again,
    // nor pinned on device A.
    await a.session.merge('records', Automerge.getAllChanges(b.session.docs.records));
    const afterB = heads(a);
    const seen = (await a.db.safeProposals.get('p7'))!;
    const execution = { hash: `0x${'ab'.repeat(32)}`, from: OWNER2, at: '2026-11-30T00:00:00.000Z' };
    await a.db.safeProposals.put({ ...seen, execution });
    const executedBundle = await bundleOf(a, 'records', afterB);
    const later = await applyBundles(reader.session, [from(A, 'Admin', [executedBundle])], [], result.refused);
    expect(later).toMatchObject({ applied: 1, refused: [] });
    expect(await reader.db.safeProposals.get('p7')).toMatchObject({ execution, signatures: [{ owner: OWNER1 }] });
  });

  it('is kept in the coordinator’s database across a reload, with the record it names', async () => {
    const db = new TeamStateDb(`team-state-${crypto.randomUUID()}`);
    const refusal = {
      deviceId: B,
      member: 'bob',
      cid: 'cid-9',
      reason: FORGED_REASON,
      record: {
        table: 'safeProposals',
        key: 'p7',
        label: 'Safe proposal, nonce 7',
        field: 'signatures',
        element: OWNER3,
      },
    } satisfies Refusal;
    const bundle = { deviceId: A, member: 'alice', cid: null, reason: 'Its member was not a member' } satisfies Refusal;
    await saveTeamState(db, {
      workspace: A,
      docs: { company: new Uint8Array(), directory: new Uint8Array(), records: new Uint8Array() },
      sealed: { company: [], directory: [], records: [] },
      sealedNotOnChain: 0,
      onChainHead: null,
      refusals: [bundle, refusal],
      unprojected: [],
    });
    db.close();
    const reopened = new TeamStateDb(db.name);
    expect((await loadTeamState(reopened, A))?.refusals).toEqual([bundle, refusal]);
    await reopened.delete();
  });
});
