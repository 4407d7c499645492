// What the Workspaces contract says about one workspace, beyond its views: who held which role
// when (from the events, so a head is judged by who was a member when it was published), and the
// block that published each device's head.
import type { Log } from 'ethers';
import type { TeamRole } from '@/lib/db/entities/team-member';
import type { WorkspacesContract } from '@/lib/contracts/contracts';
import { headCidOf } from '@/lib/contracts/workspaces-cid';
import {
  readWorkspaceState,
  workspaceRoleOf,
  type WorkspaceDevice,
  type WorkspaceState,
} from '@/lib/contracts/workspaces-state';

/** A membership change, in chain order. */
export interface MembershipEvent {
  readonly block: number;
  readonly wallet: string;
  readonly role: TeamRole | null;
}

/** A registered device as the contract lists it, with the block that published its head. */
export interface ChainDevice extends WorkspaceDevice {
  readonly deviceId: string;
  readonly headBlock: number | null;
  /** Every head the device published (CID → the block of its first publication). */
  readonly headBlocks: ReadonlyMap<string, number>;
}

/** One workspace as read from the contract, with its membership history from the events. */
export interface TeamChainState extends Omit<WorkspaceState, 'devices'> {
  readonly devices: readonly ChainDevice[];
  readonly history: readonly MembershipEvent[];
}

function ordered(logs: readonly Log[]): Log[] {
  return [...logs].sort((a, b) => a.blockNumber - b.blockNumber || a.index - b.index);
}

/** The contract's views (one value) plus the events: who held which role when, and each head's block. */
export async function readTeamChainState(contract: WorkspacesContract, workspaceId: string): Promise<TeamChainState> {
  const provider = contract.runner?.provider;
  if (!provider) throw new Error('The Workspaces contract needs a provider to read its events');
  const [state, logs] = await Promise.all([
    readWorkspaceState(contract, workspaceId),
    // Every event of the contract names the workspace as its first indexed topic.
    provider.getLogs({ address: await contract.getAddress(), fromBlock: 0, topics: [null, workspaceId] }),
  ]);
  const history: MembershipEvent[] = [];
  const headBlocks = new Map<string, Map<string, number>>();
  for (const log of ordered(logs)) {
    const parsed = contract.interface.parseLog(log);
    const wallet = String(parsed?.args[1]);
    if (parsed?.name === 'MemberSet')
      history.push({ block: log.blockNumber, wallet, role: workspaceRoleOf(BigInt(parsed.args[2])) });
    else if (parsed?.name === 'MemberRemoved') history.push({ block: log.blockNumber, wallet, role: null });
    else if (parsed?.name === 'HeadPublished') {
      const byCid = headBlocks.get(wallet.toLowerCase()) ?? new Map<string, number>();
      const cid = headCidOf(String(parsed.args[2]));
      if (cid && !byCid.has(cid)) byCid.set(cid, log.blockNumber);
      headBlocks.set(wallet.toLowerCase(), byCid);
    }
  }
  const devices = state.devices.map((device) => {
    const deviceId = device.deviceId.toLowerCase();
    const byCid = headBlocks.get(deviceId) ?? new Map<string, number>();
    const headBlock = device.headCid ? (byCid.get(device.headCid) ?? null) : null;
    return { ...device, deviceId, headBlock, headBlocks: byCid };
  });
  return { ...state, devices, history };
}

/**
 * The block each bundle of a chain (oldest first) was first published under: that of the nearest
 * head at or after it. A bundle is judged by its member's role then, so every device judges it
 * the same way whenever it reads it (a later promotion does not admit an earlier Viewer's change).
 */
export function publicationBlocks(cids: readonly string[], device: ChainDevice): number[] {
  const blocks: number[] = new Array<number>(cids.length);
  let block = device.headBlock ?? Number.MAX_SAFE_INTEGER;
  for (let index = cids.length - 1; index >= 0; index -= 1) {
    block = Math.min(block, device.headBlocks.get(cids[index]!) ?? block);
    blocks[index] = block;
  }
  return blocks;
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

/** An invitation: the workspace, the role, and the IPFS endpoint URL its Admins recorded (null when none). */
export interface Invitation {
  readonly workspaceId: string;
  readonly role: TeamRole;
  readonly endpoint: string | null;
}

/** The workspaces that invited `wallet` and where it is still a member, with its role and their endpoint. */
export async function invitationsFor(contract: WorkspacesContract, wallet: string): Promise<Invitation[]> {
  const provider = contract.runner?.provider;
  if (!provider) throw new Error('The Workspaces contract needs a provider to read its events');
  const topic = contract.interface.getEvent('MemberSet')!.topicHash;
  const walletTopic = `0x${wallet.toLowerCase().slice(2).padStart(64, '0')}`;
  const logs = await provider.getLogs({
    address: await contract.getAddress(),
    fromBlock: 0,
    topics: [topic, null, walletTopic],
  });
  const found: Invitation[] = [];
  for (const workspaceId of new Set(logs.map((log) => log.topics[1]!.toLowerCase()))) {
    const role = workspaceRoleOf(await contract.roleOf(workspaceId, wallet));
    if (role) found.push({ workspaceId, role, endpoint: (await contract.endpoint(workspaceId)) || null });
  }
  return found;
}
