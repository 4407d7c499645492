// Who did something in the books: entries carry the wallet address of the team member who posted
// them, period events who closed or reopened. The page shows the Company team member's name for an
// address that is a member's wallet, else the address checksummed.
import type { PeriodEventRecord } from '@/lib/db/entities/period-event';
import { checkAddress } from '@/lib/primitives/ethereum-address';
import type { TeamMember } from '@/lib/db/entities/team-member';

/** Lower-case wallet address → the member's name. */
export type MemberNames = ReadonlyMap<string, string>;

/** The names of the team members that have a wallet (the first member with an address wins). */
export function memberNames(members: readonly Pick<TeamMember, 'name' | 'wallet'>[]): MemberNames {
  const names = new Map<string, string>();
  for (const m of members)
    if (m.wallet && !names.has(m.wallet.toLowerCase())) names.set(m.wallet.toLowerCase(), m.name);
  return names;
}

/** A member's name, else the address checksummed (as stored if it is not an address); `null` is the automatic poster. */
export function whoLabel(address: string | null, names: MemberNames): string {
  if (address === null) return 'Automatic';
  const name = names.get(address.toLowerCase());
  if (name) return name;
  const check = checkAddress(address);
  return check.ok ? check.address : address;
}

/** One line of the periods' history: what happened to which range, who and when. */
export interface PeriodHistoryLine {
  readonly key: string;
  readonly action: 'Closed' | 'Reopened';
  readonly from: string;
  readonly to: string;
  readonly who: string;
  /** ISO time. */
  readonly at: string;
}

/** Every close and reopening, newest first. */
export function periodHistory(events: readonly PeriodEventRecord[], names: MemberNames): PeriodHistoryLine[] {
  return [...events]
    .sort((a, b) => b.sequence - a.sequence)
    .map((e) => ({
      key: e.id,
      action: e.kind === 'closed' ? 'Closed' : 'Reopened',
      from: e.from,
      to: e.to,
      who: whoLabel(e.by, names),
      at: e.at,
    }));
}
