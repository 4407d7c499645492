// Bundles from several devices for applyBundles' tests: two writers and a reader with their own
// databases, one device's changes to a document as a bundle, and a device's bundles as its member sent them.
import * as Automerge from '@automerge/automerge/slim';
import type { TeamRole } from '@/lib/db/entities/team-member';
import type { DeviceBundles } from './apply-bundles';
import { encodeChanges } from './change-payload';
import { openDevice, type Device } from './doc/devices.testing';
import type { DocKind } from './doc/shared-tables';
import type { BundleHeader } from './net/bundle-format';
import type { ChainBundle } from './net/reader';

/** The writers' device ids (alice's and bob's). */
export const A = `0x${'aa'.repeat(32)}`;
export const B = `0x${'bb'.repeat(32)}`;

let opened: Device[] = [];
let cids = 0;

/** Two writers (A, B) and a reader, each with its own database; closeDevices deletes them. */
export async function trio(): Promise<[Device, Device, Device]> {
  const devices: [Device, Device, Device] = [
    await openDevice('aa'.repeat(32)),
    await openDevice('bb'.repeat(32)),
    await openDevice('cc'.repeat(32)),
  ];
  opened = devices;
  return devices;
}

/** Deletes the databases of the last trio (each test file's afterEach). */
export async function closeDevices(): Promise<void> {
  for (const device of opened) await device.db.delete();
  opened = [];
}

/** The device's changes to `document` since `heads`, as one bundle (`seq` its header's, a fresh one if left out). */
export async function bundleOf(
  device: Device,
  document: DocKind,
  heads: string[],
  seq: number = cids + 1,
): Promise<ChainBundle> {
  await device.session.idle();
  const changes = Automerge.getChangesSince(device.session.docs[document], heads);
  const header = { document, kind: 'changes', seq } as BundleHeader;
  return { cid: `cid-${seq}-${(cids += 1)}`, header, payload: encodeChanges(changes) };
}

/** A device's bundles as its member sent them (A is alice, any other bob), with one role for all. */
export const from = (deviceId: string, role: TeamRole, bundles: ChainBundle[]): DeviceBundles => ({
  deviceId,
  member: deviceId === A ? 'alice' : 'bob',
  roles: bundles.map(() => role),
  bundles,
});
