// Who may approve a bill: a team member whose role is Admin, Accountant or Approver in
// Company, identified by the connected wallet.
import type { TeamMember } from '@/lib/db/entities/team-member';

/** The roles that may approve or reject bills. */
export type ApproverRole = 'Admin' | 'Accountant' | 'Approver';
const APPROVER_ROLES: readonly string[] = ['Admin', 'Accountant', 'Approver'] satisfies ApproverRole[];

export type ApproverCheck =
  | { readonly ok: true; readonly member: TeamMember & { role: ApproverRole } }
  | { readonly ok: false; readonly message: string };

/** The member the wallet belongs to if they may approve, else the sentence that says why not. */
export function approverRefusal(members: readonly TeamMember[], wallet: string | null): ApproverCheck {
  if (!wallet)
    return { ok: false, message: 'Connect the wallet of an Admin, Accountant or Approver to approve bills.' };
  const member = members.find((m) => m.wallet?.toLowerCase() === wallet.toLowerCase());
  if (!member)
    return {
      ok: false,
      message: `The connected wallet ${wallet} is not a team member's wallet in Company: only an Admin, Accountant or Approver can approve bills.`,
    };
  if (!APPROVER_ROLES.includes(member.role)) {
    return {
      ok: false,
      message: `${member.name} is a ${member.role}: only an Admin, Accountant or Approver can approve or reject bills.`,
    };
  }
  return { ok: true, member: member as TeamMember & { role: ApproverRole } };
}
