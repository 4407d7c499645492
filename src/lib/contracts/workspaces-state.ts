// The Workspaces contract's views read into one plain value: members with Company's role names,
// devices with their certificate and head CIDs, and the current keyring. What a joining device and
// the coordinator read before anything else.
import { getAddress } from 'ethers';
import type { TeamRole } from '@/lib/db/entities/team-member';
import type { WorkspacesContract } from './contracts';
import { cidFromBytes, headCidOf } from './workspaces-cid';

/** The contract's role codes in order: 0 is "not a member". */
export const WORKSPACE_ROLE_CODES = ['None', 'Admin', 'Accountant', 'Approver', 'Viewer'] as const;

/** The code `setMember` takes for a role. */
export function workspaceRoleCode(role: TeamRole): number {
  return WORKSPACE_ROLE_CODES.indexOf(role);
}

/** The role a code names, or null for "not a member" and unknown codes. */
export function workspaceRoleOf(code: bigint | number): TeamRole | null {
  const name = WORKSPACE_ROLE_CODES[Number(code)];
  return name && name !== 'None' ? name : null;
}

export interface WorkspaceDevice {
  readonly deviceId: string;
  /** EIP-55. */
  readonly member: string;
  readonly active: boolean;
  readonly certificateCid: string | null;
  /** Null before its first head. */
  readonly headCid: string | null;
}

export interface WorkspaceState {
  readonly exists: boolean;
  readonly members: readonly { readonly wallet: string; readonly role: TeamRole }[];
  readonly devices: readonly WorkspaceDevice[];
  /** 0 before the first keyring. */
  readonly epoch: number;
  readonly keyringCid: string | null;
}

/** Reads workspace `id` in four calls (its state, members, devices and heads, keyring). */
export async function readWorkspaceState(contract: WorkspacesContract, id: string): Promise<WorkspaceState> {
  // Views with several outputs come back as ethers Results: each column is read with its ABI type.
  const [info, memberList, deviceList, headList, keyring] = await Promise.all([
    contract.workspace(id),
    contract.members(id),
    contract.devices(id),
    contract.heads(id),
    contract.keyring(id),
  ]);
  const wallets = [...(memberList[0] as string[])];
  const roles = [...(memberList[1] as bigint[])];
  const deviceIds = [...(deviceList[0] as string[])];
  const owners = deviceList[1] as string[];
  const active = deviceList[2] as boolean[];
  const certificates = deviceList[3] as string[];
  const heads = headList[1] as string[];
  const epoch = keyring[0] as bigint;
  const keyringCid = keyring[1] as string;
  const members = wallets.flatMap((wallet, index) => {
    const role = workspaceRoleOf(roles[index] ?? 0n);
    return role ? [{ wallet: getAddress(wallet), role }] : [];
  });
  const devices = deviceIds.map((deviceId, index) => ({
    deviceId,
    member: getAddress(owners[index] ?? ''),
    active: active[index] ?? false,
    certificateCid: cidFromBytes(certificates[index] ?? '0x'),
    headCid: headCidOf(heads[index] ?? `0x${'00'.repeat(32)}`),
  }));
  return {
    exists: Boolean(info[0] as boolean),
    members,
    devices,
    epoch: Number(epoch),
    keyringCid: cidFromBytes(keyringCid),
  };
}
