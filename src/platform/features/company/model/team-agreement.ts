// Company's Team table beside the Workspaces contract, one row per wallet. Company's table is where
// roles are decided (the one source of truth, docs/team-workspace.md "Members and roles"); the
// chain is its enforced record, which only an Admin's transaction moves. A difference is shown with
// the transaction that ends it, never settled silently in either direction.
import { getAddress } from 'ethers';
import type { TeamMember, TeamRole } from '@/lib/db/entities/team-member';

/** On chain: a member with an active device, invited (no active device yet), removed, or never a member. */
export type ChainMemberState = 'member' | 'invited' | 'removed' | 'none';

/** What the chain says about one workspace, as the agreement needs it. */
export interface ChainMembership {
  readonly members: readonly { readonly wallet: string; readonly role: TeamRole }[];
  readonly devices: readonly {
    readonly member: string;
    readonly active: boolean;
    readonly headCid: string | null;
    readonly headBlock: number | null;
  }[];
  /** Every membership event in chain order (role null: removed). */
  readonly history: readonly { readonly wallet: string; readonly role: TeamRole | null }[];
}

/** How Company and the chain differ for one wallet, and the role the Admin's transaction sets (null: remove). */
export type AgreementIssue =
  | { readonly kind: 'role-differs'; readonly fix: TeamRole }
  | { readonly kind: 'not-on-chain'; readonly fix: TeamRole }
  /** Removed on chain (an Admin's decision) while Company still lists them: Company is behind, or the removal was a mistake. */
  | { readonly kind: 'removed-on-chain'; readonly fix: TeamRole }
  | { readonly kind: 'not-in-company'; readonly fix: null };

export interface AgreementRow {
  readonly wallet: string;
  /** Company's name for the member (null when Company has no row with this wallet). */
  readonly name: string | null;
  readonly companyRole: TeamRole | null;
  readonly chainRole: TeamRole | null;
  readonly state: ChainMemberState;
  readonly activeDevices: number;
  readonly devices: number;
  /** The head CID most recently published by any of the member's devices. */
  readonly latestHead: string | null;
  readonly issue: AgreementIssue | null;
}

function issueOf(companyRole: TeamRole | null, chainRole: TeamRole | null, removed: boolean): AgreementIssue | null {
  if (companyRole && chainRole) return companyRole === chainRole ? null : { kind: 'role-differs', fix: companyRole };
  if (companyRole) return { kind: removed ? 'removed-on-chain' : 'not-on-chain', fix: companyRole };
  if (chainRole) return { kind: 'not-in-company', fix: null };
  return null;
}

/**
 * One row per wallet in Company's team or ever on chain: both roles, the chain state, devices and
 * latest head, and the issue if they differ. Company members without a wallet cannot be on chain
 * and are left out. Order: Company's, then wallets only the chain knows, in chain order.
 */
export function teamAgreement(chain: ChainMembership, company: readonly TeamMember[]): AgreementRow[] {
  const key = (wallet: string) => wallet.toLowerCase();
  const wallets = new Map<string, string>();
  for (const member of company) if (member.wallet) wallets.set(key(member.wallet), member.wallet);
  for (const { wallet } of [...chain.members, ...chain.history])
    if (!wallets.has(key(wallet))) wallets.set(key(wallet), getAddress(wallet));
  return [...wallets.entries()].map(([lower, wallet]) => {
    const inCompany = company.find((member) => member.wallet && key(member.wallet) === lower) ?? null;
    const chainRole = chain.members.find((member) => key(member.wallet) === lower)?.role ?? null;
    const own = chain.devices.filter((device) => key(device.member) === lower);
    const active = own.filter((device) => device.active).length;
    const wasMember = chain.history.some((event) => key(event.wallet) === lower);
    const state: ChainMemberState = chainRole ? (active > 0 ? 'member' : 'invited') : wasMember ? 'removed' : 'none';
    const latest = own.filter((device) => device.headCid).sort((a, b) => (b.headBlock ?? -1) - (a.headBlock ?? -1))[0];
    const companyRole = inCompany?.role ?? null;
    return {
      wallet,
      name: inCompany?.name ?? null,
      companyRole,
      chainRole,
      state,
      activeDevices: active,
      devices: own.length,
      latestHead: latest?.headCid ?? null,
      issue: issueOf(companyRole, chainRole, state === 'removed'),
    };
  });
}

/** The issue in words, for the row. */
export function issueText(issue: AgreementIssue): string {
  if (issue.kind === 'role-differs') return `Company says ${issue.fix}; the chain has not been updated`;
  if (issue.kind === 'not-on-chain') return `In Company's team as ${issue.fix}, not a member on chain`;
  if (issue.kind === 'removed-on-chain')
    return `Removed on chain, still in Company's team as ${issue.fix}: remove them there, or invite them again`;
  return "A member on chain, not in Company's team: add them there or remove them";
}

/** The Admin's action that ends the issue (null: the Remove button already does). */
export function fixLabel(issue: AgreementIssue): string | null {
  if (issue.kind === 'role-differs') return `Set ${issue.fix} on chain`;
  if (issue.kind === 'not-on-chain') return `Invite as ${issue.fix}`;
  if (issue.kind === 'removed-on-chain') return `Invite again as ${issue.fix}`;
  return null;
}

/**
 * The Company row an invitation from the tab writes: the existing member's with the new role, or a
 * new member named after the wallet (renamed in Company's Team tab like any member).
 */
export function invitedMember(
  company: readonly TeamMember[],
  wallet: string,
  role: TeamRole,
  made: { readonly now: string; readonly id: string },
): { member: TeamMember; base: number | null } | null {
  const checksummed = getAddress(wallet);
  const existing = company.find((member) => member.wallet?.toLowerCase() === checksummed.toLowerCase());
  if (existing) return existing.role === role ? null : { member: { ...existing, role }, base: existing.revision };
  const name = `Member ${checksummed.slice(0, 6)}…${checksummed.slice(-4)}`;
  return {
    member: { id: made.id, name, email: '', role, wallet: checksummed, createdAt: made.now, revision: 1 },
    base: null,
  };
}
