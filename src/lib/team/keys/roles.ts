// Which tables each role's changes may touch, as data, so every reader of a team workspace applies
// the same rules and all converge. The shared documents' paths map to these table names.
import { TEAM_ROLES, type TeamRole } from '@/lib/db/entities/team-member';
import { TABLE_NAMES, type TableName } from '@/lib/db/tables';

/** What an Accountant may not change: who is in the team, where the money is, and the settings. */
export const ACCOUNTANT_DENIED: readonly TableName[] = [
  'teamMembers',
  'treasuryWallets',
  'meta',
  'networkSettings',
  'contractDeployments',
];

/**
 * What an Approver may change: their approvals and notes whole, on a bill only the fields a
 * decision sets (recordDecision in the bills store writes exactly these), and on a payment waiting
 * for approval its approvals (lib/payments/payment-policy-requests.ts); on a Safe proposal what an
 * owner who is an Approver adds (their signature, the execution they sent) and what every device
 * settles from the chain (the outcome), never what it pays (lib/safe/proposal-store.ts).
 */
export const APPROVER_WRITES: Readonly<Partial<Record<TableName, readonly string[] | 'all'>>> = {
  billApprovals: 'all',
  commsNotes: 'all',
  bills: ['state', 'stateReason', 'updatedAt', 'revision'],
  paymentRequests: ['approvals', 'updatedAt'],
  safeProposals: ['signatures', 'execution', 'outcome', 'updatedAt'],
};

const KNOWN_TABLES = new Set<string>(TABLE_NAMES);

/** Whether `role` is one of Company's roles (a reader refuses anything else). */
export function isTeamRole(role: string): role is TeamRole {
  return (TEAM_ROLES as readonly string[]).includes(role);
}

/**
 * Whether a member with `role` may write `table`: with `field`, that one field of an existing
 * record; without it, whole records (create or delete). An unknown table or role is refused.
 */
export function mayWrite(role: string, table: string, field?: string): boolean {
  if (!isTeamRole(role) || !KNOWN_TABLES.has(table)) return false;
  switch (role) {
    case 'Admin':
      return true;
    case 'Accountant':
      return !(ACCOUNTANT_DENIED as readonly string[]).includes(table);
    case 'Approver': {
      const allowed = APPROVER_WRITES[table as TableName];
      if (allowed === 'all') return true;
      return allowed !== undefined && field !== undefined && allowed.includes(field);
    }
    case 'Viewer':
      return false;
  }
}
