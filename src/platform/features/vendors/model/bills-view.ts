// The page's rows, derived from the stored records (pure): each bill with its vendor, what is
// paid, its status, its latest decision and whether that signature still holds; the AP aging
// items and a vendor's statement events.
import type { Bill, BillApproval, BillPayment } from '@/lib/db/entities/bill';
import type { TxStatus } from '@/lib/db/entities/chain-transaction';
import { assetId } from '@/lib/money/asset';
import type { OpenItem } from '@/lib/payments/aging';
import { billStage, documentStatus, type DocumentStatus } from '@/lib/payments/document-status';
import { verifyBillApproval, type ApprovalCheck } from '@/lib/payments/bill-typed-data';
import type { StatementEvent } from '@/lib/payments/counterparty-statement';
import { checkPayment, type PaymentFact } from '@/lib/payments/match';
import { openUnits, paidByBill } from '@/lib/payments/bill-paid';
import { billInAsset } from './bill-fiat';
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
    };
  });
}

/** What is owed to vendors: approved bills with something open (AP aging input). */
export function payableItems(rows: readonly BillRow[]): (OpenItem & { readonly row: BillRow })[] {
  return rows
    .filter((row) => row.open > 0n)
    .map((row) => ({
      id: row.bill.id,
      counterpartyId: row.bill.vendorId,
      dueDate: row.bill.dueDate,
      assetId: assetId(row.bill.asset),
      // A fiat bill ages in its asset at the issue rate, where its payable is booked.
      open: billInAsset(row.bill, row.open),
      row,
    }))
    .filter((item) => item.open > 0n);
}

/** A vendor's statement events: each approved bill, and each payment that counts for it (app records and router payments). */
export function vendorStatementEvents(
  rows: readonly BillRow[],
  vendorId: string,
  payments: readonly BillPayment[],
  txStatus: ReadonlyMap<string, TxStatus>,
  chainPayments: readonly PaymentFact[] = [],
  ourWallets: ReadonlySet<string> = new Set(),
): StatementEvent[] {
  const events: StatementEvent[] = [];
  const mine = new Map(
    rows
      .filter((row) => row.bill.vendorId === vendorId && (row.bill.state === 'approved' || row.paid > 0n))
      .map((row) => [row.bill.id, row.bill]),
  );
  for (const bill of mine.values()) {
    events.push({
      date: bill.issueDate,
      kind: 'document',
      label: `Bill ${bill.billNumber}`,
      assetId: assetId(bill.asset),
      units: billInAsset(bill, bill.total),
      key: `b:${bill.id}`,
    });
  }
  const seen = new Set<string>();
  for (const payment of payments) {
    if (txStatus.get(`${payment.chainId}:${payment.hash}`) !== 'confirmed') continue;
    for (const item of payment.items) {
      const bill = mine.get(item.billId);
      if (!bill) continue;
      seen.add(`${bill.id}:${payment.hash}`);
      events.push({
        date: payment.createdAt.slice(0, 10),
        kind: 'payment',
        label: `Payment of ${bill.billNumber} (${payment.hash})`,
        assetId: assetId(payment.asset),
        units: BigInt(item.units),
        key: `p:${payment.id}:${item.billId}`,
      });
    }
  }
  for (const bill of mine.values()) {
    const record = {
      id: bill.id,
      reference: bill.reference,
      asset: bill.asset,
      payee: bill.payee,
      total: BigInt(bill.total),
    };
    for (const payment of chainPayments) {
      if (seen.has(`${bill.id}:${payment.hash}`) || !checkPayment(record, payment, 'payable', ourWallets).ok) continue;
      seen.add(`${bill.id}:${payment.hash}`);
      events.push({
        date: payment.time.slice(0, 10),
        kind: 'payment',
        label: `Payment of ${bill.billNumber} (${payment.hash})`,
        assetId: assetId(bill.asset),
        units: BigInt(payment.units),
        key: `r:${payment.id}`,
      });
    }
  }
  return events;
}
