// What an Admin's device does for the team: invite (a role on chain), admit registered devices
// into a new keyring, and remove a member, which rotates the workspace key.
import type { TeamRole } from '@/lib/db/entities/team-member';
import { workspaceRoleCode } from '@/lib/contracts/workspaces-state';
import type { CertifiedDevice } from './certified-devices';
import { readTeamChainState } from './chain-state';
import type { TeamDevice } from './team-device';
import { sendTeamTx } from './team-send';

/** The certified, active devices of current members (what a keyring is written for). */
export async function certifiedDevices(team: TeamDevice): Promise<CertifiedDevice[]> {
  const state = await readTeamChainState(team.options.wallet.contract, team.workspaceId);
  const found: CertifiedDevice[] = [];
  for (const device of state.devices.filter((each) => each.active)) {
    const verdict = await team.checkDevice(device);
    if (verdict.ok) found.push(verdict.device);
  }
  return found;
}

/** Writes a new keyring when a certified device is not covered by the current one; true if it did. */
export async function admitDevices(team: TeamDevice): Promise<boolean> {
  const devices = await certifiedDevices(team);
  const covered = await team.keyring.recipients();
  if (devices.every((device) => covered.has(device.deviceId))) return false;
  await team.keyring.rotate(devices);
  return true;
}

/** Invites a wallet with a role, or changes its role. */
export async function setMember(team: TeamDevice, wallet: string, role: TeamRole): Promise<void> {
  await sendTeamTx(team.options, 'setMember', [team.workspaceId, wallet, workspaceRoleCode(role)]);
}

/** Removes a member (the contract revokes their devices) and rotates the key; returns the new epoch. */
export async function removeMember(team: TeamDevice, wallet: string): Promise<number> {
  await sendTeamTx(team.options, 'removeMember', [team.workspaceId, wallet]);
  return team.keyring.rotate(await certifiedDevices(team));
}
