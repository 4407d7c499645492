// The Team workspace tab's actions over lib/team: set up, join, invite, remove, publish. Every
// failure comes back as one sentence for the page (no endpoint, wrong network, wallet declined).
import { isAddress } from 'ethers';
import { getDeploymentChainIds, getDeployments } from '@/lib/contracts/contracts';
import type { TeamMember, TeamRole } from '@/lib/db/entities/team-member';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { readPinningSettings } from '@/lib/ipfs/pinning-settings';
import { networkName } from '@/lib/primitives/networks';
import { invitationsFor, type Invitation } from '@/lib/team/chain-state';
import { loadTeamEngine } from '@/lib/team/load-team';
import { writeTeamFlag, type TeamFlag } from '@/lib/team/team-flag';
import { deviceOptionsFor, runStartedTeam, teamWalletFor } from '@/lib/team/team-runner';
import type { TeamDevice } from '@/lib/team/team-device';
import { getWalletSigner } from '@/lib/wallet/wallet-store';
import { invitedMember } from '../model/team-agreement';
import { saveMember } from './company-store';

/** A failure in words: a declined wallet request says so; anything else keeps its own message. */
export function teamFailure(error: unknown): string {
  const code = (error as { code?: unknown; info?: { error?: { code?: unknown } } } | null)?.code;
  const inner = (error as { info?: { error?: { code?: unknown } } } | null)?.info?.error?.code;
  if (code === 'ACTION_REJECTED' || code === 4001 || inner === 4001) return 'The wallet declined the request.';
  return error instanceof Error ? error.message : String(error);
}

/** The networks the deployments file has a Workspaces contract on, by name. */
export function workspaceNetworks(): string[] {
  return getDeploymentChainIds()
    .filter((chainId) => getDeployments(chainId)?.Workspaces)
    .map(networkName);
}

/** The wallet's network and the Workspaces contract there (null when the deployments file has none). */
export async function teamNetwork(): Promise<{ chainId: number; contract: string | null }> {
  const signer = await getWalletSigner();
  if (!signer?.provider) throw new Error('Connect your wallet first');
  const chainId = Number((await signer.provider.getNetwork()).chainId);
  return { chainId, contract: getDeployments(chainId)?.Workspaces ?? null };
}

/** What a network without the contract means for the tab, in words. */
export function noContractText(chainId: number): string {
  const where = workspaceNetworks();
  return `No Workspaces contract is known on ${networkName(chainId)}: a team workspace runs where it is deployed (${
    where.length > 0 ? where.join(', ') : 'no network yet'
  }). Switch the wallet to one of them.`;
}

async function placeOnChain(): Promise<{ chainId: number; contract: string }> {
  const { chainId, contract } = await teamNetwork();
  if (!contract) throw new Error(noContractText(chainId));
  return { chainId, contract };
}

/** Where the team workspace lives for this company: the Storage endpoint and the wallet's network. */
export async function teamPlace(db: WorkspaceDb): Promise<Omit<TeamFlag, 'workspaceId'>> {
  const { kubo } = await readPinningSettings(db);
  if (!kubo)
    throw new Error(
      'No IPFS endpoint: set the Kubo RPC endpoint in Utility → Network settings (Storage pins there) first',
    );
  return { ...(await placeOnChain()), endpoint: { url: kubo.url, token: kubo.token ?? null } };
}

/**
 * The endpoint a joiner reads from: the invitation's (the URL its Admins recorded on chain), with
 * this workspace's own token when the same URL is saved here; else this workspace's own setting.
 * So a joiner who configured nothing joins; a token is never on chain, so an endpoint that needs
 * one needs it saved here first.
 */
export async function joinEndpoint(db: WorkspaceDb, invitation: Invitation): Promise<TeamFlag['endpoint']> {
  const { kubo } = await readPinningSettings(db);
  if (invitation.endpoint)
    return { url: invitation.endpoint, token: kubo?.url === invitation.endpoint ? (kubo.token ?? null) : null };
  if (kubo) return { url: kubo.url, token: kubo.token ?? null };
  throw new Error(
    'No IPFS endpoint: the invitation names none; set the Kubo RPC endpoint in Utility → Network settings first',
  );
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

/** The invitations waiting for the connected wallet on its network (no endpoint needed: the contract names it). */
export async function findInvitations(): Promise<Invitation[]> {
  // Read straight from the contract: looking for invitations loads none of Automerge.
  const wallet = await teamWalletFor(await placeOnChain());
  return invitationsFor(wallet.contract, wallet.address);
}

/** Joins the workspace an invitation names: this device registers; the books arrive once an Admin's device admits it. */
export async function joinTeam(account: string, db: WorkspaceDb, invitation: Invitation): Promise<void> {
  const flag = {
    ...(await placeOnChain()),
    endpoint: await joinEndpoint(db, invitation),
    workspaceId: invitation.workspaceId,
  };
  const engine = await loadTeamEngine();
  const wallet = await teamWalletFor(flag);
  await runStartedTeam(account, async () => {
    const device = await engine.joinTeamWorkspace(deviceOptionsFor(account, flag, wallet));
    writeTeamFlag(account, flag);
    return { engine, device };
  });
}

/**
 * Invites a wallet with a role (or changes its role): Company's team first (where roles are
 * decided), then the Admin's transaction that puts it on chain.
 */
export async function inviteMember(
  device: TeamDevice,
  company: readonly TeamMember[],
  address: string,
  role: TeamRole,
): Promise<void> {
  if (!isAddress(address.trim())) throw new Error('Enter the wallet address to invite (0x and 40 hex digits)');
  const row = invitedMember(company, address.trim(), role, { now: new Date().toISOString(), id: crypto.randomUUID() });
  if (row) await saveMember(device.options.db, row.member, row.base);
  await setChainRole(device, address.trim(), role);
}

/** The Admin's transaction that gives a wallet a role on chain (Company's role, to end a difference). */
export async function setChainRole(device: TeamDevice, address: string, role: TeamRole): Promise<void> {
  const engine = await loadTeamEngine();
  await engine.setMember(device, address, role);
}

/** Removes a member: their devices are revoked and the workspace key rotates. */
export async function removeTeamMember(device: TeamDevice, address: string): Promise<void> {
  const engine = await loadTeamEngine();
  await engine.removeMember(device, address);
}
