// Who may approve a bill: a team member whose role is Admin or Accountant in
// Company, identified by the connected wallet.
import type { TeamMember } from '@/lib/db/entities/team-member';

export type ApproverCheck =
  | { readonly ok: true; readonly member: TeamMember & { role: 'Admin' | 'Accountant' } }
  | { readonly ok: false; readonly message: string };

/** The member the wallet belongs to if they may approve, else the sentence that says why not. */
export function approverRefusal(members: readonly TeamMember[], wallet: string | null): ApproverCheck {
  if (!wallet) return { ok: false, message: 'Connect the wallet of an Admin or Accountant to approve bills.' };
  const member = members.find((m) => m.wallet?.toLowerCase() === wallet.toLowerCase());
  if (!member)
    return {
      ok: false,
      message: `The connected wallet ${wallet} is not a team member's wallet in Company: only an Admin or Accountant can approve bills.`,
    };
  if (member.role !== 'Admin' && member.role !== 'Accountant') {
    return {
      ok: false,
      message: `${member.name} is a ${member.role}: only an Admin or Accountant can approve or reject bills.`,
    };
  }
  return { ok: true, member: member as TeamMember & { role: 'Admin' | 'Accountant' } };
}
