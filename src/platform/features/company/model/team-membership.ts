// Whether this device still belongs to the team workspace, from the contract's views: its wallet
// is a member, and this device is registered and active. A removed member's devices are revoked in
// the same call and left out of the next keyring, so they receive nothing written afterwards.
import type { WorkspaceState } from '@/lib/contracts/workspaces-state';

/** This device's standing in the team workspace. */
export type TeamMembership = 'member' | 'removed' | 'device-revoked';

/** The standing of `deviceId` (of wallet `self`) in the workspace the contract describes. */
export function teamMembership(
  chain: Pick<WorkspaceState, 'members' | 'devices'>,
  self: string,
  deviceId: string,
): TeamMembership {
  const wallet = self.toLowerCase();
  if (!chain.members.some((member) => member.wallet.toLowerCase() === wallet)) return 'removed';
  const device = chain.devices.find((each) => each.deviceId.toLowerCase() === deviceId.toLowerCase());
  return device && !device.active ? 'device-revoked' : 'member';
}
