// The bill list's use cases with the wallet: approve/reject (sign, then record), submit, void.
// Every failure comes back as a sentence for the status line.
import type { Bill, BillDecision } from '@/lib/db/entities/bill';
import type { QuotedRate } from '@/lib/db/entities/fiat-rate';
import type { TeamMember } from '@/lib/db/entities/team-member';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { isUserRejection } from '@/lib/wallet/wallet-errors';
import { getWalletProvider } from '@/lib/wallet/wallet-store';
import { approverRefusal } from '@/platform/features/vendors/model/approver';
import { recordDecision, submitBill, voidBill } from '@/platform/features/vendors/store/bill-store';
import { readBillIssueRate } from '@/platform/features/vendors/store/bill-rate';
import { signDecision } from '@/platform/features/vendors/store/sign-decision';

const ctxFor = (account: string) => ({ now: new Date().toISOString(), newId: () => crypto.randomUUID(), by: account });

/** Signs and records a decision; the role is checked before the wallet is asked, and again in the write. */
export async function decide(
  db: WorkspaceDb,
  account: string,
  members: readonly TeamMember[],
  bill: Bill,
  decision: BillDecision,
  reason: string,
): Promise<string> {
  const who = approverRefusal(members, account);
  if (!who.ok) return who.message;
  if (decision === 'reject' && !reason.trim()) return 'Say why the bill is rejected.';
  const provider = getWalletProvider();
  if (!provider) return 'Connect your wallet to sign.';
  let issueRate: QuotedRate | null = null;
  if (decision === 'approve' && bill.fiat) {
    try {
      issueRate = await readBillIssueRate(provider, bill);
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }
  let signed;
  try {
    signed = { ...(await signDecision(provider, account, bill, decision, reason)), issueRate };
  } catch (error) {
    if (isUserRejection(error))
      return `You declined the signature in your wallet: bill ${bill.billNumber} is still awaiting approval.`;
    return `The wallet could not sign: ${error instanceof Error ? error.message : String(error)}`;
  }
  const result = await recordDecision(db, bill.id, bill.revision, signed, ctxFor(account));
  if (!result.ok) return result.message;
  return decision === 'approve'
    ? `Bill ${bill.billNumber} approved by ${who.member.name} (${who.member.role}).`
    : `Bill ${bill.billNumber} rejected.`;
}

/** Sends a draft or rejected bill for approval. */
export async function submit(db: WorkspaceDb, account: string, bill: Bill): Promise<string> {
  const result = await submitBill(db, bill.id, bill.revision, ctxFor(account));
  return result.ok ? `Bill ${bill.billNumber} sent for approval.` : result.message;
}

/** Voids a bill with a reason. */
export async function voidIt(
  db: WorkspaceDb,
  account: string,
  bill: Bill,
  reason: string,
  paid: bigint,
): Promise<string> {
  const result = await voidBill(db, bill.id, reason, bill.revision, paid, ctxFor(account));
  return result.ok ? `Bill ${bill.billNumber} is void.` : result.message;
}
