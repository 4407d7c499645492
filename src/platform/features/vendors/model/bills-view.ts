// The page's rows, derived from the stored records (pure): each bill with its vendor, what is
// paid, its status, its latest decision and whether that signature still holds; the AP aging
// items and a vendor's statement events.
import type { Bill, BillApproval, BillPayment } from '../../../../lib/db/entities/bill';
import type { TxStatus } from '../../../../lib/db/entities/chain-transaction';
import { assetId } from '../../../../lib/money/asset';
import type { OpenItem } from '../../../../lib/payments/aging';
import { verifyBillApproval, type ApprovalCheck } from '../../../../lib/payments/bill-typed-data';
import type { StatementEvent } from '../../../../lib/payments/statement';
import type { PaymentFact } from '../../../../lib/payments/match';
import { paidByBill } from './bill-payments';
import { billStatus, openUnits, type BillStatus } from './bill-status';

export interface BillRow {
  readonly bill: Bill;
  readonly vendorName: string;
  readonly paid: bigint;
  readonly pending: bigint;
  readonly open: bigint;
  readonly status: BillStatus;
  readonly decision: BillApproval | null;
  readonly check: ApprovalCheck | null;
}

/** One row per bill, in the order given. */
export function billRows(input: {
  bills: readonly Bill[];
  approvals: readonly BillApproval[];
  payments: readonly BillPayment[];
  txStatus: ReadonlyMap<string, TxStatus>;
  chainPayments: readonly PaymentFact[];
  ourWallets: ReadonlySet<string>;
  vendorNames: ReadonlyMap<string, string>;
}): BillRow[] {
  const paid = paidByBill({ ...input, intents: input.payments, txStatus: (chainId, hash) => input.txStatus.get(`${chainId}:${hash.toLowerCase()}`) });
  const latest = new Map<string, BillApproval>();
  for (const approval of input.approvals) latest.set(approval.billId, approval); // sorted by time: the last wins
  return input.bills.map((bill) => {
    const state = paid.get(bill.id) ?? { paid: 0n, pending: 0n };
    const decision = latest.get(bill.id) ?? null;
    return {
      bill,
      vendorName: input.vendorNames.get(bill.vendorId) ?? 'Unknown vendor',
      paid: state.paid,
      pending: state.pending,
      open: openUnits(bill, state.paid),
      status: billStatus(bill, state.paid),
      decision,
      check: decision ? verifyBillApproval({ ...decision, bill }) : null,
    };
  });
}

/** What is owed to vendors: approved bills with something open (AP aging input). */
export function payableItems(rows: readonly BillRow[]): (OpenItem & { readonly row: BillRow })[] {
  return rows
    .filter((row) => row.open > 0n)
    .map((row) => ({ id: row.bill.id, counterpartyId: row.bill.vendorId, dueDate: row.bill.dueDate, assetId: assetId(row.bill.asset), open: row.open, row }));
}

/** A vendor's statement events: each approved bill, and each payment counted against it. */
export function vendorStatementEvents(rows: readonly BillRow[], vendorId: string, payments: readonly BillPayment[], txStatus: ReadonlyMap<string, TxStatus>): StatementEvent[] {
  const events: StatementEvent[] = [];
  const mine = rows.filter((row) => row.bill.vendorId === vendorId && (row.bill.state === 'approved' || row.paid > 0n));
  const ids = new Set(mine.map((row) => row.bill.id));
  for (const row of mine) {
    events.push({ date: row.bill.issueDate, kind: 'document', label: `Bill ${row.bill.billNumber}`, assetId: assetId(row.bill.asset), units: BigInt(row.bill.total), key: `b:${row.bill.id}` });
  }
  for (const payment of payments) {
    if (txStatus.get(`${payment.chainId}:${payment.hash}`) !== 'confirmed') continue;
    for (const item of payment.items) {
      if (!ids.has(item.billId)) continue;
      const bill = mine.find((row) => row.bill.id === item.billId)?.bill;
      events.push({ date: payment.createdAt.slice(0, 10), kind: 'payment', label: `Payment of ${bill?.billNumber ?? ''} (${payment.hash.slice(0, 10)}…)`, assetId: assetId(payment.asset), units: BigInt(item.units), key: `p:${payment.id}:${item.billId}` });
    }
  }
  return events;
}
