// The Team workspace tab's actions over lib/team: set up, join, invite, remove, publish. Every
// failure comes back as one sentence for the page (no endpoint, wrong network, wallet declined).
import { isAddress } from 'ethers';
import { getDeployments } from '@/lib/contracts/contracts';
import type { TeamRole } from '@/lib/db/entities/team-member';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { readPinningSettings } from '@/lib/ipfs/pinning-settings';
import { networkName } from '@/lib/primitives/networks';
import { invitationsFor } from '@/lib/team/chain-state';
import { loadTeamEngine } from '@/lib/team/load-team';
import { writeTeamFlag, type TeamFlag } from '@/lib/team/team-flag';
import { deviceOptionsFor, runStartedTeam, teamWalletFor } from '@/lib/team/team-runner';
import type { TeamDevice } from '@/lib/team/team-device';
import { getWalletSigner } from '@/lib/wallet/wallet-store';

/** A failure in words: a declined wallet request says so; anything else keeps its own message. */
export function teamFailure(error: unknown): string {
  const code = (error as { code?: unknown; info?: { error?: { code?: unknown } } } | null)?.code;
  const inner = (error as { info?: { error?: { code?: unknown } } } | null)?.info?.error?.code;
  if (code === 'ACTION_REJECTED' || code === 4001 || inner === 4001) return 'The wallet declined the request.';
  return error instanceof Error ? error.message : String(error);
}

/** Where the team workspace lives for this company: the Storage endpoint and the wallet's network. */
export async function teamPlace(db: WorkspaceDb): Promise<Omit<TeamFlag, 'workspaceId'>> {
  const { kubo } = await readPinningSettings(db);
  if (!kubo)
    throw new Error(
      'No IPFS endpoint: set the Kubo RPC endpoint in Utility → Network settings (Storage pins there) first',
    );
  const signer = await getWalletSigner();
  if (!signer?.provider) throw new Error('Connect your wallet first');
  const chainId = Number((await signer.provider.getNetwork()).chainId);
  const contract = getDeployments(chainId)?.Workspaces;
  if (!contract)
    throw new Error(
      `No Workspaces contract is known on ${networkName(chainId)}: switch the wallet to a network where it is deployed`,
    );
  return { chainId, contract, endpoint: { url: kubo.url, token: kubo.token ?? null } };
}

/** Creates the company's team workspace from this device's books (the connected wallet becomes its first Admin). */
export async function setUpTeam(account: string, db: WorkspaceDb): Promise<void> {
  const place = await teamPlace(db);
  const engine = await loadTeamEngine();
  const flag = { ...place, workspaceId: engine.newWorkspaceId() };
  const wallet = await teamWalletFor(flag);
  await runStartedTeam(account, async () => {
    const device = await engine.createTeamWorkspace(deviceOptionsFor(account, flag, wallet));
    writeTeamFlag(account, flag);
    return { engine, device };
  });
}

/** The invitations waiting for the connected wallet on its network. */
export async function findInvitations(db: WorkspaceDb): Promise<{ workspaceId: string; role: TeamRole }[]> {
  // Read straight from the contract: looking for invitations loads none of Automerge.
  const wallet = await teamWalletFor(await teamPlace(db));
  return invitationsFor(wallet.contract, wallet.address);
}

/** Joins the workspace an invitation names: this device registers; the books arrive once an Admin's device admits it. */
export async function joinTeam(account: string, db: WorkspaceDb, workspaceId: string): Promise<void> {
  const flag = { ...(await teamPlace(db)), workspaceId };
  const engine = await loadTeamEngine();
  const wallet = await teamWalletFor(flag);
  await runStartedTeam(account, async () => {
    const device = await engine.joinTeamWorkspace(deviceOptionsFor(account, flag, wallet));
    writeTeamFlag(account, flag);
    return { engine, device };
  });
}

/** Invites a wallet with a role (or changes its role). */
export async function inviteMember(device: TeamDevice, address: string, role: TeamRole): Promise<void> {
  if (!isAddress(address.trim())) throw new Error('Enter the wallet address to invite (0x and 40 hex digits)');
  const engine = await loadTeamEngine();
  await engine.setMember(device, address.trim(), role);
}

/** Removes a member: their devices are revoked and the workspace key rotates. */
export async function removeTeamMember(device: TeamDevice, address: string): Promise<void> {
  const engine = await loadTeamEngine();
  await engine.removeMember(device, address);
}
