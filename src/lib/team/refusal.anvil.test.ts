// What a reader refuses, on real parts (anvil with the Workspaces contract, the test IPFS node,
// one fake-indexeddb profile per device): a Viewer's change, a change signed by a device whose
// certificate its member did not sign, and, after a member's removal, what the removed device can
// no longer read; and a Safe owner's signature the merge refuses in an applied bundle, kept across
// a reload.
import 'fake-indexeddb/auto';
import * as Automerge from '@automerge/automerge/slim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspacesAt } from '@/lib/contracts/contracts';
import { cidBytes, headDigestOf } from '@/lib/contracts/workspaces-cid';
import { saveRevision } from '@/lib/db/revision-save';
import { WorkspaceDb } from '@/lib/db/workspace-db';
import { startAutomergeInNode } from './doc/automerge-node.testing';
import { sampleVendor } from './doc/devices.testing';
import { FORGED_REASON, OWNER1, OWNER3, forgedSignature, signedProposal } from './forged-signature.testing';
import { certificateTypedData, deviceCertificate, serializeCertificate } from './keys/certificate';
import { testDevice } from './keys/test-devices.testing';
import { putBlock } from './net/kubo-blocks';
import { memoryNetStore } from './net/net-store';
import { BundlePublisher } from './net/publisher';
import { actorOf, encodeChanges } from './change-payload';
import { admitDevices, certifiedDevices, removeMember, setMember } from './team-admin';
import type { TeamDevice } from './team-device';
import { createTeamWorkspace, joinTeamWorkspace, newWorkspaceId, resumeTeamWorkspace } from './team-setup';
import type { TeamDeviceOptions } from './team-wallet';
import { profileOf, reloaded, startWorld, stopWorld, vendorOn, walletOf, type World } from './team-world.testing';

let world: World;
let alice: TeamDevice;
let bob: TeamDevice;
let carol: TeamDevice;
let aliceOptions: TeamDeviceOptions;
const workspaceId = newWorkspaceId();

async function edit(team: TeamDevice, patch: Record<string, unknown>) {
  const current = (await vendorOn(team))!;
  await saveRevision(team.session.db, 'counterparties', { ...current, ...patch }, current.revision);
}

// Starting anvil and the IPFS node (and, here, the workspace) can outlast the default hook time under load.
beforeAll(async () => {
  await startAutomergeInNode();
  world = await startWorld();
  aliceOptions = profileOf(world, 1, workspaceId);
  const before = new WorkspaceDb(aliceOptions.db.name);
  await before.counterparties.put(sampleVendor());
  before.close();
  alice = await createTeamWorkspace(aliceOptions);
  await setMember(alice, walletOf(world, 2).address, 'Accountant');
  await setMember(alice, walletOf(world, 3).address, 'Viewer');
  bob = await joinTeamWorkspace(profileOf(world, 2, workspaceId));
  carol = await joinTeamWorkspace(profileOf(world, 3, workspaceId));
  await admitDevices(alice);
  for (const team of [bob, carol]) await team.sync();
}, 60_000);
afterAll(() => stopWorld(world), 60_000);

describe('refusing changes', () => {
  it('refuses a Viewer’s change on every other device, naming the device, the member and the role', async () => {
    await edit(carol, { email: 'viewer@paper.example' });
    await carol.publishPending();
    for (const team of [alice, bob]) {
      const { refused } = await team.sync();
      expect(refused).toEqual([
        expect.objectContaining({
          deviceId: carol.device.deviceId,
          member: walletOf(world, 3).address,
          reason: expect.stringMatching(/role \(Viewer\): counterparties/),
        }),
      ]);
      expect(team.refusals).toHaveLength(1);
      expect(await vendorOn(team)).toMatchObject({ email: 'ap@paper.example' });
    }
    // Her next change builds on the refused one: refused too, not left waiting and read again.
    await edit(carol, { legalName: 'Viewer again' });
    await carol.publishPending();
    expect((await alice.sync()).refused).toEqual([
      expect.objectContaining({ deviceId: carol.device.deviceId, reason: 'It builds on a refused change' }),
    ]);
    expect(await alice.sync()).toEqual({ applied: 0, refused: [] });
    expect(alice.refusals).toHaveLength(2);

    // Promoted afterwards: a device reading her chain only now still judges it by her role then.
    await setMember(alice, walletOf(world, 3).address, 'Accountant');
    await edit(carol, { taxId: 'As an Accountant' });
    await carol.publishPending();
    await setMember(alice, walletOf(world, 4).address, 'Accountant');
    const dave = await joinTeamWorkspace(profileOf(world, 4, workspaceId));
    await admitDevices(alice);
    const late = await dave.sync();
    expect(late.refused.map((refusal) => refusal.reason)).toEqual([
      expect.stringMatching(/role \(Viewer\): counterparties/),
      'It builds on a refused change',
      'It builds on a refused change',
    ]);
    expect(await vendorOn(dave)).toMatchObject({ email: 'ap@paper.example', legalName: 'Paper Mill Ltd', taxId: '' });
  });

  it('refuses a change signed by a device whose certificate its member did not sign', async () => {
    const bobWallet = walletOf(world, 2);
    // The rogue device's transactions are written by hand, from Bob's key.
    const bobContract = workspacesAt(world.contract, bobWallet.signer);
    const stranger = walletOf(world, 5);
    const rogue = await testDevice(workspaceId);
    const domain = { chainId: bobWallet.chainId, verifyingContract: world.contract };
    const certificate = deviceCertificate(rogue, bobWallet.address, 1_795_000_000);
    const signature = await stranger.signTypedData(certificateTypedData(certificate, domain));
    const endpoint = { url: world.node.url };
    const certificateCid = await putBlock(
      endpoint,
      serializeCertificate({ version: 1, domain, certificate, signature }),
    );
    await (await bobContract.registerDevice(workspaceId, rogue.deviceId, cidBytes(certificateCid))).wait();

    const forked = Automerge.clone(bob.session.docs.directory, { actor: actorOf(rogue.deviceId) });
    const changed = Automerge.change(forked, (doc) => {
      doc.counterparties!.v1!.email = new Automerge.ImmutableString(JSON.stringify('rogue@paper.example'));
    });
    const publisher = new BundlePublisher({
      endpoint,
      store: memoryNetStore(),
      workspaceId,
      deviceId: rogue.deviceId,
      signingKey: rogue.signingPrivateKey,
      currentKey: () => bob.keyring.current(),
    });
    await publisher.publish('directory', 'changes', encodeChanges([Automerge.getLastLocalChange(changed)!]));
    const { head } = await publisher.flush();
    await (await bobContract.publishHead(workspaceId, rogue.deviceId, headDigestOf(head!))).wait();

    const { refused } = await alice.sync();
    expect(refused).toContainEqual(
      expect.objectContaining({ deviceId: rogue.deviceId, reason: expect.stringMatching(/certificate does not hold/) }),
    );
    expect(await vendorOn(alice)).toMatchObject({ email: 'ap@paper.example' });
    // The Admin does not wrap the workspace key for it either.
    expect((await certifiedDevices(alice)).map((device) => device.deviceId)).not.toContain(rogue.deviceId);
  });

  it('keeps a Safe signature the merge refused as a refusal of the bundle that sent it, across a reload', async () => {
    const proposed = await signedProposal('p-forged');
    await bob.session.db.safeProposals.put({ ...proposed, signatures: [...proposed.signatures, forgedSignature()] });
    await bob.publishPending();
    const forged = expect.objectContaining({
      deviceId: bob.device.deviceId,
      member: walletOf(world, 2).address,
      reason: FORGED_REASON,
      record: expect.objectContaining({
        table: 'safeProposals',
        key: 'p-forged',
        field: 'signatures',
        element: OWNER3,
      }),
    });
    expect((await alice.sync()).refused).toContainEqual(forged);
    const row = await alice.session.db.safeProposals.get('p-forged');
    expect(row?.signatures.map((signature) => signature.owner)).toEqual([OWNER1]);
    alice = await resumeTeamWorkspace(reloaded(aliceOptions));
    expect(alice.refusals).toContainEqual(forged);
    expect(alice.refusals.filter((refusal) => refusal.record)).toHaveLength(1);
    expect((await alice.sync()).refused.filter((refusal) => refusal.record)).toEqual([]);
  });

  it('rotates the key on removal: the removed member cannot read what is written afterwards, the others can', async () => {
    const before = alice.keyring.highest;
    const epoch = await removeMember(alice, walletOf(world, 2).address);
    expect(epoch).toBe(before + 1);
    await edit(alice, { notes: 'After the removal' });
    await alice.publishPending();

    const removed = await bob.sync();
    expect(bob.keyring.lockedOut).toBe(epoch);
    expect(removed.refused).toContainEqual(
      expect.objectContaining({ deviceId: alice.device.deviceId, reason: expect.stringMatching(/^BundleEpochError/) }),
    );
    expect(await vendorOn(bob)).toMatchObject({ notes: '' });

    await carol.sync();
    expect(carol.keyring.highest).toBe(epoch);
    expect(await vendorOn(carol)).toMatchObject({ notes: 'After the removal' });
  });
});
