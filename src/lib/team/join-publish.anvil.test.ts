// Invite, join and first copy; two members editing one vendor; offline work published on
// reconnect. Real parts: anvil with the Workspaces contract, the test IPFS node, and a separate
// fake-indexeddb profile per device.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { saveRevision } from '@/lib/db/revision-save';
import { WorkspaceDb } from '@/lib/db/workspace-db';
import type { Eip1193RequestArguments } from '@/lib/wallet/wallet-types';
import { startAutomergeInNode } from './doc/automerge-node.testing';
import { sampleVendor } from './doc/devices.testing';
import { invitationsFor } from './chain-state';
import { readRecordHistory } from './record-history';
import { admitDevices, setMember } from './team-admin';
import type { TeamDevice } from './team-device';
import type { TeamDeviceOptions } from './team-wallet';
import { createTeamWorkspace, joinTeamWorkspace, newWorkspaceId, resumeTeamWorkspace } from './team-setup';
import { profileOf, reloaded, startWorld, stopWorld, vendorOn, walletOf, type World } from './team-world.testing';

let world: World;
let alice: TeamDevice;
let bob: TeamDevice;
let bobProfile: TeamDeviceOptions;
const workspaceId = newWorkspaceId();

// Starting anvil and the IPFS node (and, here, the workspace) can outlast the default hook time under load.
beforeAll(async () => {
  await startAutomergeInNode();
  world = await startWorld();
}, 60_000);
afterAll(() => stopWorld(world), 60_000);

/** Saves a vendor edit on a device through the same revision-checked save the pages use. */
async function edit(team: TeamDevice, patch: Record<string, unknown>) {
  const current = (await vendorOn(team))!;
  await saveRevision(team.session.db, 'counterparties', { ...current, ...patch }, current.revision);
}

describe('a team workspace between two members', () => {
  it('creates the workspace from the books as they are, invites, admits and gives the invitee a first full copy', async () => {
    const options = profileOf(world, 1, workspaceId);
    const before = new WorkspaceDb(options.db.name);
    await before.counterparties.put(sampleVendor());
    before.close();
    alice = await createTeamWorkspace(options);
    expect(await alice.unpublishedChanges()).toBe(0);

    const bobWallet = walletOf(world, 2);
    expect(await invitationsFor(bobWallet.contract, bobWallet.address)).toEqual([]);
    await setMember(alice, bobWallet.address, 'Accountant');
    expect(await invitationsFor(bobWallet.contract, bobWallet.address)).toEqual([
      // The endpoint the Admin's device recorded when creating: an invitee who configured nothing reads from it.
      { workspaceId, role: 'Accountant', endpoint: world.node.url },
    ]);

    bobProfile = profileOf(world, 2, workspaceId);
    bob = await joinTeamWorkspace(bobProfile);
    expect(await bob.sync()).toEqual({ applied: 0, refused: [] });
    expect(await vendorOn(bob)).toBeUndefined();
    // Written before an Admin's device admits it (as a resume seeds a row): with no workspace key
    // yet, nothing can be sealed, and the change waits for the next publication.
    await saveRevision(bob.session.db, 'counterparties', sampleVendor({ id: 'v-early', name: 'Early Ink' }), null);
    await expect(bob.publishPending()).rejects.toThrow('This device holds no workspace key yet');
    expect(await bob.unpublishedChanges()).toBe(1);

    expect(await admitDevices(alice)).toBe(true);
    expect(await admitDevices(alice)).toBe(false);
    const first = await bob.sync();
    expect(first.refused).toEqual([]);
    expect(await vendorOn(bob)).toMatchObject({ name: 'Paper Mill', email: 'ap@paper.example' });
    // Admitted, it goes out, and the Admin's device applies it and what the device writes after it.
    expect(await bob.publishPending()).toMatchObject({ sealed: 1, waiting: 0, error: null });
    const early = (await vendorOn(bob, 'v-early'))!;
    await saveRevision(bob.session.db, 'counterparties', { ...early, notes: 'After' }, early.revision);
    expect(await bob.publishPending()).toMatchObject({ sealed: 1, waiting: 0, error: null });
    expect(await alice.sync()).toEqual({ applied: 2, refused: [] });
    expect(await vendorOn(alice, 'v-early')).toMatchObject({ name: 'Early Ink', notes: 'After' });
  });

  it('keeps both members’ edits to different fields of one vendor, on both devices', async () => {
    await edit(alice, { email: 'billing@paper.example' });
    await edit(bob, { paymentTermsDays: 14 });
    expect(await alice.unpublishedChanges()).toBe(1);
    await alice.publishPending();
    await bob.publishPending();
    expect(await alice.unpublishedChanges()).toBe(0);
    await alice.sync();
    await bob.sync();
    for (const team of [alice, bob])
      expect(await vendorOn(team)).toMatchObject({ email: 'billing@paper.example', paymentTermsDays: 14 });
  });

  it('resolves both members’ edits to the same field to the same value on both devices', async () => {
    await edit(alice, { name: 'Paper Mill North' });
    await edit(bob, { name: 'Paper Mill South' });
    await Promise.all([alice.publishPending(), bob.publishPending()]);
    await alice.sync();
    await bob.sync();
    const [onAlice, onBob] = [(await vendorOn(alice))!, (await vendorOn(bob))!];
    expect(onAlice.name).toBe(onBob.name);
    expect(['Paper Mill North', 'Paper Mill South']).toContain(onAlice.name);
    // The record's history on both devices: the losing value, its device and its member.
    const lostBy = onAlice.name === 'Paper Mill North' ? bob : alice;
    const history = await readRecordHistory(alice, 'counterparties', onAlice.id);
    expect(await readRecordHistory(bob, 'counterparties', onAlice.id)).toEqual(history);
    expect(history).toEqual([
      {
        field: 'name',
        kept: onAlice.name,
        lost: onAlice.name === 'Paper Mill North' ? 'Paper Mill South' : 'Paper Mill North',
        device: lostBy.device.deviceId.toLowerCase(),
        member: lostBy.options.wallet.address,
        at: null,
      },
    ]);
  });

  it('keeps an edit made while the endpoint is unreachable and publishes it on reconnect', async () => {
    await world.node.goOffline();
    await edit(bob, { notes: 'Written offline' });
    const offline = await bob.publishPending();
    expect(offline.error).not.toBeNull();
    expect(offline.waiting).toBe(1);
    expect(await bob.unpublishedChanges()).toBe(1);
    await world.node.goOnline();
    const online = await bob.publishPending();
    expect(online).toMatchObject({ waiting: 0, error: null });
    expect(await bob.unpublishedChanges()).toBe(0);
    await alice.sync();
    expect(await vendorOn(alice)).toMatchObject({ notes: 'Written offline' });
  });

  it('starts again after a reload from the saved documents: nothing lost, nothing published twice', async () => {
    bobProfile = reloaded(bobProfile);
    bob = await resumeTeamWorkspace(bobProfile);
    expect(await bob.unpublishedChanges()).toBe(0);
    expect(await vendorOn(bob)).toMatchObject({ notes: 'Written offline', paymentTermsDays: 14 });
    await edit(alice, { taxId: 'GB123' });
    await alice.publishPending();
    expect((await bob.sync()).applied).toBe(1);
    await edit(bob, { address: '1 Mill Lane' });
    expect(await bob.unpublishedChanges()).toBe(1);
    await bob.publishPending();
    expect((await alice.sync()).applied).toBe(1);
    for (const team of [alice, bob])
      expect(await vendorOn(team)).toMatchObject({ taxId: 'GB123', address: '1 Mill Lane' });
  });

  it('publishes by itself once the quiet time after a write has passed', async () => {
    bobProfile = { ...reloaded(bobProfile), quietMs: 5 };
    bob = await resumeTeamWorkspace(bobProfile);
    let wrote = false;
    const published = new Promise<void>((resolve) => {
      const stop = bob.subscribe(() => {
        void bob.unpublishedChanges().then((count) => {
          if (wrote && count === 0) {
            stop();
            resolve();
          }
        });
      });
    });
    wrote = true;
    await edit(bob, { legalName: 'Paper Mill Holdings Ltd' });
    await published;
    await alice.sync();
    expect(await vendorOn(alice)).toMatchObject({ legalName: 'Paper Mill Holdings Ltd' });
  });

  it('resumes with a change that left the device just before its page ended, and the others apply what follows it', async () => {
    // The page ends once the bundle is on the IPFS node and before the head goes on chain: its
    // transaction never returns, so nothing after it runs.
    let reachedHead = () => {};
    const atHead = new Promise<void>((resolve) => (reachedHead = resolve));
    const { provider, contract } = bobProfile.wallet;
    const publishHead = contract.interface.getFunction('publishHead')!.selector;
    const hanging = {
      request: (args: Eip1193RequestArguments) => {
        const [tx] = (args.params ?? []) as { data?: string }[];
        if (args.method !== 'eth_sendTransaction' || !tx?.data?.startsWith(publishHead)) return provider.request(args);
        reachedHead();
        return new Promise(() => {});
      },
    };
    bob = await resumeTeamWorkspace({ ...reloaded(bobProfile), wallet: { ...bobProfile.wallet, provider: hanging } });
    await edit(bob, { notes: 'Sent as the page ended' });
    void bob.publishPending();
    await atHead;
    // The next page a minute later: a change written again from the rows would differ from the one
    // sent (its time), with the same sequence number.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 });
    try {
      bobProfile = reloaded(bobProfile);
      bob = await resumeTeamWorkspace(bobProfile);
      await edit(bob, { address: '2 Mill Lane' });
      expect((await bob.publishPending()).error).toBeNull();
    } finally {
      vi.useRealTimers();
    }
    expect((await alice.sync()).refused).toEqual([]);
    expect(await vendorOn(alice)).toMatchObject({ notes: 'Sent as the page ended', address: '2 Mill Lane' });
  });

  it('a page that ends after merged documents were saved and before their rows were written: the rows catch up on resume, nothing reverted', async () => {
    await saveRevision(alice.session.db, 'counterparties', sampleVendor({ id: 'v2', name: 'Ink Works' }), null);
    await edit(alice, { taxId: 'GB-AFTER-RELOAD' });
    await alice.publishPending();
    // Bob's sync merges both and saves its documents; the page ends before the rows are written.
    let ended = () => {};
    const atEnd = new Promise<void>((resolve) => (ended = resolve));
    const persist = bob.session.beforeProject!;
    bob.session.beforeProject = async (docs, records) => {
      await persist(docs, records);
      ended();
      await new Promise(() => {});
    };
    void bob.sync();
    await atEnd;
    expect(await vendorOn(bob, 'v2')).toBeUndefined();

    bobProfile = reloaded(bobProfile);
    bob = await resumeTeamWorkspace(bobProfile);
    // The old rows are not this device's edits: nothing to publish, and the merged values are shown.
    expect(await bob.unpublishedChanges()).toBe(0);
    await bob.sync();
    expect(await vendorOn(bob, 'v2')).toMatchObject({ name: 'Ink Works' });
    expect(await vendorOn(bob)).toMatchObject({ taxId: 'GB-AFTER-RELOAD' });
    await bob.publishPending();
    await alice.sync();
    expect(await vendorOn(alice)).toMatchObject({ taxId: 'GB-AFTER-RELOAD' });
  });

  it('lets a second device of the same member join the same way and get the whole copy', async () => {
    const second = await joinTeamWorkspace(profileOf(world, 1, workspaceId));
    expect(await admitDevices(alice)).toBe(true);
    expect((await second.sync()).refused).toEqual([]);
    expect(await vendorOn(second)).toEqual(
      await vendorOn(alice).then((row) => ({ ...row, revision: expect.any(Number) })),
    );
    await edit(second, { notes: 'From the second device' });
    await second.publishPending();
    for (const team of [alice, bob]) {
      await team.sync();
      expect(await vendorOn(team)).toMatchObject({ notes: 'From the second device' });
    }
  });

  it('leaves no record text in any block the IPFS node holds', async () => {
    const known = ['Paper Mill', 'billing@paper.example', 'Written offline', '1 Mill Lane', 'GB123'];
    let blocks = 0;
    for await (const { bytes } of world.node.blocks()) {
      blocks += 1;
      const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
      for (const value of known) expect(text).not.toContain(value);
    }
    expect(blocks).toBeGreaterThan(10);
  });
});
