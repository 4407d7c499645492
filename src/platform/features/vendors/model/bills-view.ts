// The page's rows, derived from the stored records (pure): each bill with its vendor, what is
// paid, its status, its latest decision and whether that signature still holds; and a vendor's
// statement events (the AP aging's items and credits are lib/payments/payables.ts's).
import type { Bill, BillApproval, BillPayment } from '@/lib/db/entities/bill';
import type { TxStatus } from '@/lib/db/entities/chain-transaction';
import type { SafeProposalRecord } from '@/lib/db/entities/safe-proposal';
import { billStage, documentStatus, type DocumentStatus } from '@/lib/payments/document-status';
import { verifyBillApproval, type ApprovalCheck } from '@/lib/payments/bill-typed-data';
import { openUnits, paidByBill } from '@/lib/payments/bill-paid';
import type { PaymentFact } from '@/lib/payments/match';
import { billStatus, type BillStatus } from './bill-status';

export interface BillRow {
  readonly bill: Bill;
  readonly vendorName: string;
  readonly paid: bigint;
  readonly pending: bigint;
  readonly open: bigint;
  readonly status: BillStatus;
  /** The shared document status (lib/payments/document-status): due, overdue, paid… as every page reads it. */
  readonly due: DocumentStatus;
  readonly decision: BillApproval | null;
  readonly check: ApprovalCheck | null;
  /** The latest payment sent from the app that the chain refused (failed, dropped or replaced), if any. */
  readonly failedHash: string | null;
  /**
   * The words of the latest Safe proposal for it that the Safe ran without effect (its inner call
   * reverted, the nonce used: nothing paid), while nothing has paid it since; else null.
   */
  readonly withoutEffect: string | null;
}

/** One row per bill, in the order given; `today` (YYYY-MM-DD) decides what is overdue. */
export function billRows(input: {
  today: string;
  bills: readonly Bill[];
  approvals: readonly BillApproval[];
  payments: readonly BillPayment[];
  txStatus: ReadonlyMap<string, TxStatus>;
  chainPayments: readonly PaymentFact[];
  ourWallets: ReadonlySet<string>;
  vendorNames: ReadonlyMap<string, string>;
  /** Settled Safe proposals of bills that the Safe ran without effect (`outcome.failedIn`). */
  withoutEffect?: readonly SafeProposalRecord[];
}): BillRow[] {
  const paid = paidByBill({
    ...input,
    intents: input.payments,
    txStatus: (chainId, hash) => input.txStatus.get(`${chainId}:${hash.toLowerCase()}`),
  });
  const latest = new Map<string, BillApproval>();
  for (const approval of input.approvals) latest.set(approval.billId, approval); // sorted by time: the last wins
  const failed = new Map<string, string>();
  for (const payment of input.payments) {
    const status = input.txStatus.get(`${payment.chainId}:${payment.hash}`);
    if (status === 'failed' || status === 'dropped' || status === 'replaced')
      for (const item of payment.items) failed.set(item.billId, payment.hash);
  }
  const ranWithoutEffect = new Map<string, string>();
  for (const record of [...(input.withoutEffect ?? [])].sort((a, b) => a.updatedAt.localeCompare(b.updatedAt)))
    if (record.outcome?.status === 'replaced')
      for (const group of record.bills)
        for (const item of group.items) ranWithoutEffect.set(item.billId, record.outcome.reason);
  return input.bills.map((bill) => {
    const state = paid.get(bill.id) ?? { paid: 0n, pending: 0n };
    const decision = latest.get(bill.id) ?? null;
    const status = billStatus(bill, state.paid);
    const facts = { stage: billStage(bill.state), dueDate: bill.dueDate, paid: status === 'paid' };
    return {
      bill,
      vendorName: input.vendorNames.get(bill.vendorId) ?? 'Unknown vendor',
      paid: state.paid,
      pending: state.pending,
      open: openUnits(bill, state.paid),
      status,
      due: documentStatus(facts, input.today),
      decision,
      check: decision ? verifyBillApproval({ ...decision, bill }) : null,
      failedHash: state.paid === 0n && state.pending === 0n ? (failed.get(bill.id) ?? null) : null,
      withoutEffect: state.paid === 0n && state.pending === 0n ? (ranWithoutEffect.get(bill.id) ?? null) : null,
    };
  });
}
