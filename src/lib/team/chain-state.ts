// What the Workspaces contract says about one workspace: its members and their roles over time
// (from the events, so a head can be judged by who was a member when it was published), its
// devices with their certificate CIDs, every device's head (one call) and the current keyring.
import type { Log } from 'ethers';
import type { TeamRole } from '@/lib/db/entities/team-member';
import type { WorkspacesContract } from '@/lib/contracts/contracts';
import { cidFromBytes, headCidOf } from '@/lib/contracts/workspaces-cid';

/** The contract's role numbers (0 is "not a member"). */
export const CHAIN_ROLES: readonly (TeamRole | null)[] = [null, 'Admin', 'Accountant', 'Approver', 'Viewer'];

/** The contract's number for a role. */
export function chainRoleOf(role: TeamRole): number {
  return CHAIN_ROLES.indexOf(role);
}

/** A membership change, in chain order. */
export interface MembershipEvent {
  readonly block: number;
  readonly wallet: string;
  readonly role: TeamRole | null;
}

/** A registered device as the contract lists it, with its head and the block that published it. */
export interface ChainDevice {
  readonly deviceId: string;
  readonly member: string;
  readonly active: boolean;
  readonly certificateCid: string | null;
  readonly head: string | null;
  readonly headBlock: number | null;
}

/** One workspace as read from the contract at one moment. */
export interface WorkspaceState {
  readonly epoch: number;
  readonly keyringCid: string | null;
  readonly devices: readonly ChainDevice[];
  readonly history: readonly MembershipEvent[];
}

function ordered(logs: readonly Log[]): Log[] {
  return [...logs].sort((a, b) => a.blockNumber - b.blockNumber || a.index - b.index);
}

/** Reads the workspace's devices, heads, keyring and membership history (a few calls, whatever its size). */
export async function readWorkspaceState(contract: WorkspacesContract, workspaceId: string): Promise<WorkspaceState> {
  const [ids, owners, active, certificates] = (await contract.devices(workspaceId)) as unknown as [
    string[],
    string[],
    boolean[],
    string[],
  ];
  const [headIds, digests] = (await contract.heads(workspaceId)) as unknown as [string[], string[]];
  const [epoch, keyringCid] = await contract.keyring(workspaceId);
  const provider = contract.runner?.provider;
  if (!provider) throw new Error('The Workspaces contract needs a provider to read its events');
  // Every event of the contract names the workspace as its first indexed topic.
  const logs = ordered(
    await provider.getLogs({ address: await contract.getAddress(), fromBlock: 0, topics: [null, workspaceId] }),
  );
  const history: MembershipEvent[] = [];
  const headBlocks = new Map<string, number>();
  for (const log of logs) {
    const parsed = contract.interface.parseLog(log);
    if (parsed?.name === 'MemberSet')
      history.push({
        block: log.blockNumber,
        wallet: String(parsed.args[1]),
        role: CHAIN_ROLES[Number(parsed.args[2])] ?? null,
      });
    else if (parsed?.name === 'MemberRemoved')
      history.push({ block: log.blockNumber, wallet: String(parsed.args[1]), role: null });
    else if (parsed?.name === 'HeadPublished') headBlocks.set(String(parsed.args[1]).toLowerCase(), log.blockNumber);
  }
  const heads = new Map(headIds.map((id, index) => [id.toLowerCase(), headCidOf(digests[index]!)]));
  const devices = ids.map((id, index) => {
    const deviceId = id.toLowerCase();
    return {
      deviceId,
      member: owners[index]!,
      active: active[index]!,
      certificateCid: cidFromBytes(certificates[index]!),
      head: heads.get(deviceId) ?? null,
      headBlock: headBlocks.get(deviceId) ?? null,
    };
  });
  return { epoch: Number(epoch), keyringCid: cidFromBytes(keyringCid), devices, history };
}

/** The role `wallet` held at `block` (after that block's events), or null when not a member then. */
export function roleAt(history: readonly MembershipEvent[], wallet: string, block: number): TeamRole | null {
  let role: TeamRole | null = null;
  for (const event of history) {
    if (event.block > block) break;
    if (event.wallet.toLowerCase() === wallet.toLowerCase()) role = event.role;
  }
  return role;
}

/** The workspaces that invited `wallet` and where it is still a member, with its role. */
export async function invitationsFor(
  contract: WorkspacesContract,
  wallet: string,
): Promise<{ workspaceId: string; role: TeamRole }[]> {
  const provider = contract.runner?.provider;
  if (!provider) throw new Error('The Workspaces contract needs a provider to read its events');
  const topic = contract.interface.getEvent('MemberSet')!.topicHash;
  const walletTopic = `0x${wallet.toLowerCase().slice(2).padStart(64, '0')}`;
  const logs = await provider.getLogs({
    address: await contract.getAddress(),
    fromBlock: 0,
    topics: [topic, null, walletTopic],
  });
  const found: { workspaceId: string; role: TeamRole }[] = [];
  for (const workspaceId of new Set(logs.map((log) => log.topics[1]!.toLowerCase()))) {
    const role = CHAIN_ROLES[Number(await contract.roleOf(workspaceId, wallet))];
    if (role) found.push({ workspaceId, role });
  }
  return found;
}
