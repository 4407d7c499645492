// A joining profile's own shared rows (a new workspace writes its wallet as first Admin) give way to
// the team's books: none of them is seeded as the joiner's change after a reload, which an
// Accountant's role would refuse (and a refused change refuses the device's later ones).
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { firstAdminMember } from '@/lib/db/entities/team-member';
import { WorkspaceDb } from '@/lib/db/workspace-db';
import { startAutomergeInNode } from './doc/automerge-node.testing';
import { sampleVendor } from './doc/devices.testing';
import { admitDevices, setMember } from './team-admin';
import { createTeamWorkspace, joinTeamWorkspace, newWorkspaceId, resumeTeamWorkspace } from './team-setup';
import { profileOf, reloaded, startWorld, stopWorld, vendorOn, type World } from './team-world.testing';

let world: World;
beforeAll(async () => {
  await startAutomergeInNode();
  world = await startWorld();
}, 60_000);
afterAll(() => stopWorld(world), 60_000);

it("drops the joiner's own shared rows, so a reload seeds nothing its role may not write", async () => {
  const workspaceId = newWorkspaceId();
  const admin = profileOf(world, 1, workspaceId);
  const seed = new WorkspaceDb(admin.db.name);
  await seed.counterparties.put(sampleVendor());
  seed.close();
  const alice = await createTeamWorkspace(admin);

  const joiner = profileOf(world, 2, workspaceId);
  const own = new WorkspaceDb(joiner.db.name);
  await own.teamMembers.add(firstAdminMember(joiner.wallet.address, new Date().toISOString(), 'own-admin'));
  own.close();
  await setMember(alice, joiner.wallet.address, 'Accountant');
  const bob = await joinTeamWorkspace(joiner);
  expect(await bob.session.db.teamMembers.get('own-admin')).toBeUndefined();
  await admitDevices(alice);
  expect((await bob.sync()).refused).toEqual([]);
  expect(await vendorOn(bob)).toMatchObject({ name: 'Paper Mill' });

  const again = await resumeTeamWorkspace(reloaded(joiner));
  expect(await again.unpublishedChanges()).toBe(0);
});

it('a reload before the first save publishes what it seeded: a later change to the same record reaches the team', async () => {
  const workspaceId = newWorkspaceId();
  const alice = await createTeamWorkspace(profileOf(world, 1, workspaceId));
  const joiner = profileOf(world, 2, workspaceId);
  await setMember(alice, joiner.wallet.address, 'Admin');
  await joinTeamWorkspace(joiner);
  // Not admitted yet, so nothing was saved; a vendor is written while no coordinator runs (the page
  // reloading), and the reload seeds it as this device's change.
  const between = new WorkspaceDb(joiner.db.name);
  await between.counterparties.put(sampleVendor({ id: 'v-joiner', name: 'Loom & Co' }));
  between.close();
  const bob = await resumeTeamWorkspace(reloaded(joiner));
  expect(await bob.unpublishedChanges()).toBeGreaterThan(0);
  await admitDevices(alice);
  await bob.sync();
  await bob.session.db.counterparties.update('v-joiner', { name: 'Loom & Co Ltd' });
  await bob.publishPending();
  expect(await bob.unpublishedChanges()).toBe(0);
  expect((await alice.sync()).refused).toEqual([]);
  expect(await vendorOn(alice, 'v-joiner')).toMatchObject({ name: 'Loom & Co Ltd' });
});
