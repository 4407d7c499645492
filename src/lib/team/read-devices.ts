// The read half of a sync: for every other device with a head, the checks that come before its
// bundles are even opened (its member held a role at the head's block; its certificate holds),
// then the new part of its chain, opened with that certified key and the epoch keys held.
import type { PinningEndpoint } from '@/lib/ipfs/pinning-http';
import { DOC_KINDS } from './doc/shared-tables';
import type { NetStore } from './net/net-store';
import { readDeviceChain } from './net/reader';
import type { DeviceBundles, Refusal } from './apply-bundles';
import type { DeviceVerdict } from './certified-devices';
import { publicationBlocks, roleAt, type ChainDevice, type TeamChainState } from './chain-state';

/** What reading needs from the coordinator. */
export interface ReadContext {
  readonly endpoint: PinningEndpoint;
  readonly store: NetStore;
  readonly workspaceId: string;
  /** This device (its own chain is not read). */
  readonly self: string;
  readonly check: (device: ChainDevice) => Promise<DeviceVerdict>;
  readonly epochKey: (epoch: number) => CryptoKey | undefined;
}

/** Every other device's new bundles, and the devices refused before or while reading. */
export async function readOtherDevices(
  context: ReadContext,
  state: TeamChainState,
): Promise<{ reads: DeviceBundles[]; refused: Refusal[] }> {
  const reads: DeviceBundles[] = [];
  const refused: Refusal[] = [];
  for (const device of state.devices) {
    if (device.deviceId === context.self || !device.headCid || device.headBlock === null) continue;
    const refuse = (reason: string) =>
      refused.push({ deviceId: device.deviceId, member: device.member, cid: device.headCid, reason });
    const role = roleAt(state.history, device.member, device.headBlock);
    if (!role) {
      refuse('Its member was not a member when the head was published');
      continue;
    }
    const verdict = await context.check(device);
    if (!verdict.ok) {
      refuse(verdict.reason);
      continue;
    }
    try {
      const bundles = await readDeviceChain({
        endpoint: context.endpoint,
        store: context.store,
        workspaceId: context.workspaceId,
        deviceId: device.deviceId,
        head: device.headCid,
        keys: {
          epochKey: context.epochKey,
          deviceKey: (id) => (id === device.deviceId ? verdict.device.signingKey : undefined),
        },
        fromSnapshots: DOC_KINDS,
      });
      const blocks = publicationBlocks(
        bundles.map((bundle) => bundle.cid),
        device,
      );
      const roles = blocks.map((block) => roleAt(state.history, device.member, block));
      reads.push({ deviceId: device.deviceId, member: device.member, roles, bundles });
    } catch (error) {
      // Any refused bundle refuses the whole read: applying past it would build on a hole.
      refuse(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
    }
  }
  return { reads, refused };
}
