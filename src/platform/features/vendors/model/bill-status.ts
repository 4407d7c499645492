// The bill's workflow: draft → awaiting approval → approved → paid (or partially
// paid); rejected and void. Paid and partially paid are derived from payments, never stored.
import type { Bill, BillState } from '@/lib/db/entities/bill';

export type BillStatus = BillState | 'partially-paid' | 'paid';

export const BILL_STATUS_LABELS: Readonly<Record<BillStatus, string>> = {
  draft: 'Draft',
  'awaiting-approval': 'Awaiting approval',
  approved: 'Approved',
  'partially-paid': 'Partially paid',
  paid: 'Paid',
  rejected: 'Rejected',
  void: 'Void',
};

/** What the user sees: the stored state, or paid / partially paid once payments cover it. */
export function billStatus(bill: Pick<Bill, 'state' | 'total'>, paid: bigint): BillStatus {
  if (bill.state === 'void') return 'void';
  if (paid > 0n && paid >= BigInt(bill.total)) return 'paid';
  if (paid > 0n) return 'partially-paid';
  return bill.state;
}

/** The fields an approval covers; changing any of them after approval needs a new one. */
export const BILL_CONTENT_FIELDS = [
  'vendorId',
  'billNumber',
  'issueDate',
  'dueDate',
  'asset',
  'fiat',
  'lines',
  'total',
  'expenseAccountId',
  'payee',
  'documentCid',
  'notes',
] as const;
export type BillContentField = (typeof BILL_CONTENT_FIELDS)[number];

/** Whether two versions of a bill differ in anything an approval signs. */
export function contentChanged(before: Pick<Bill, BillContentField>, after: Pick<Bill, BillContentField>): boolean {
  // A fiat bill's issue rate is not content (read on approval); an absent fiat is a bill in its asset.
  const content = (bill: Pick<Bill, BillContentField>, field: BillContentField) =>
    field === 'fiat'
      ? JSON.stringify(bill.fiat ? { ...bill.fiat, issueRate: null } : null)
      : JSON.stringify(bill[field]);
  return BILL_CONTENT_FIELDS.some((field) => content(before, field) !== content(after, field));
}

export type BillAction = 'edit' | 'submit' | 'approve' | 'reject' | 'void' | 'pay';

/** Why an action is not possible now, or null when it is. */
export function refusal(action: BillAction, bill: Pick<Bill, 'state' | 'total'>, paid: bigint): string | null {
  const status = billStatus(bill, paid);
  if (status === 'void') return 'This bill is void: nothing more can be done with it.';
  if (status === 'paid' && action !== 'pay') return 'This bill is paid: it can no longer be changed.';
  switch (action) {
    case 'edit':
      return paid > 0n ? 'Part of this bill is paid: it can no longer be changed.' : null;
    case 'submit':
      return bill.state === 'draft' || bill.state === 'rejected'
        ? null
        : 'Only a draft or a rejected bill is sent for approval.';
    case 'approve':
    case 'reject':
      return bill.state === 'awaiting-approval' ? null : 'Only a bill awaiting approval can be approved or rejected.';
    case 'void':
      return paid > 0n ? 'Part of this bill is paid: it cannot be voided.' : null;
    case 'pay':
      if (status === 'paid') return 'This bill is already paid.';
      return bill.state === 'approved' ? null : 'Only an approved bill can be paid.';
  }
}

/** The state after a saved edit: an approved (or rejected) bill whose content changed goes back to approval. */
export function stateAfterEdit(state: BillState, changed: boolean): BillState {
  if (!changed) return state;
  return state === 'approved' || state === 'rejected' ? 'awaiting-approval' : state;
}
