// Payables: the open amount of every approved bill and what vendors were paid beyond a bill's total
// (their credit), one definition for the Vendors page's aging and statement, the Dashboard and the
// ledger's Accounts payable (as receivables.ts is for invoices). What is paid is paidByBill's.
import type { Bill, BillPayment } from '@/lib/db/entities/bill';
import type { TxStatus } from '@/lib/db/entities/chain-transaction';
import { ACCOUNT_IDS } from '@/lib/ledger/default-chart';
import { assetId } from '@/lib/money/asset';
import type { CreditItem, OpenItem } from './aging';
import type { BillPaidState } from './bill-paid';
import { billRecord, openUnits } from './bill-paid';
import type { StatementEvent } from './counterparty-statement';
import { fiatBillFxDrafts } from './fiat-bill-posting';
import { settleFiat } from './fiat-settlement';
import { checkPayment, paymentsByReference, type PaymentFact } from './match';
import { inAsset } from './receivables';

type PaidBy = ReadonlyMap<string, Pick<BillPaidState, 'paid'>>;

/** Approved bills with something still open, in their asset (a fiat bill's at its issue rate, as its payable is booked). */
export function payableItems(bills: readonly Bill[], paidBy: PaidBy): (OpenItem & { readonly label: string })[] {
  return bills
    .map((bill) => ({
      id: bill.id,
      counterpartyId: bill.vendorId,
      dueDate: bill.dueDate,
      assetId: assetId(bill.asset),
      open: inAsset(bill, openUnits(bill, paidBy.get(bill.id)?.paid ?? 0n)),
      label: `bill ${bill.billNumber}`,
    }))
    .filter((item) => item.open > 0n);
}

/**
 * Vendors' credits: what an approved bill was paid beyond its total, and everything paid on a bill
 * that is no longer approved (voided after an app payment: its entry is reversed while the payment's
 * rows still debit Accounts payable), in its asset (a fiat bill's at its issue rate). The payment's
 * rows debit Accounts payable whole, so the payable is the open items minus these; the aging, the
 * statement and the Dashboard net them the same way.
 */
export function payableCredits(bills: readonly Bill[], paidBy: PaidBy): (CreditItem & { readonly label: string })[] {
  return bills
    .map((bill) => {
      const paid = paidBy.get(bill.id)?.paid ?? 0n;
      const over = bill.state === 'approved' ? paid - BigInt(bill.total) : paid;
      return {
        id: bill.id,
        counterpartyId: bill.vendorId,
        assetId: assetId(bill.asset),
        credit: over > 0n ? inAsset(bill, over) : 0n,
        label: `bill ${bill.billNumber}`,
      };
    })
    .filter((item) => item.credit > 0n);
}

/**
 * The exchange differences the ledger posts on a fiat bill's payments sent from the app
 * (fiat-bill-posting.ts, the same drafts): the payment's rows debit Accounts payable with the units
 * paid, the difference moves the rest, so the statement's balance ties to Accounts payable.
 */
function billDifferences(
  bill: Bill,
  payments: readonly BillPayment[],
  chainPayments: readonly PaymentFact[],
  ourWallets: ReadonlySet<string>,
): StatementEvent[] {
  const fiat = bill.fiat;
  if (!fiat?.issueRate) return [];
  const record = { ...billRecord(bill), assetDecimals: bill.asset.decimals, fiat };
  const found = paymentsByReference(chainPayments).get(bill.reference.toLowerCase()) ?? [];
  const settlement = settleFiat(record, found, 'payable', ourWallets);
  const sent = new Set(
    payments
      .filter((p) => p.items.some((item) => item.billId === bill.id))
      .map((p) => `${p.chainId}:${p.hash.toLowerCase()}`),
  );
  const valued = settlement.valued.filter(({ payment }) =>
    sent.has(`${payment.chainId}:${payment.hash.toLowerCase()}`),
  );
  return fiatBillFxDrafts({ bill, valued, settled: settlement.status === 'paid' }).map((draft) => ({
    date: draft.date,
    kind: 'difference' as const,
    label: `Exchange difference on ${bill.billNumber} (${draft.source.split(':')[4] ?? ''})`,
    assetId: assetId(bill.asset),
    units: -draft.postings.reduce((sum, p) => (p.accountId === ACCOUNT_IDS.payable ? sum + p.amount : sum), 0n),
    key: `x:${draft.source}`,
  }));
}

/**
 * A vendor's statement events: each approved bill, each payment that counts for it (app records and
 * router payments), each exchange difference the ledger posts on a fiat bill's payment.
 */
export function vendorStatementEvents(
  bills: readonly Bill[],
  paidBy: PaidBy,
  vendorId: string,
  payments: readonly BillPayment[],
  txStatus: ReadonlyMap<string, TxStatus>,
  chainPayments: readonly PaymentFact[] = [],
  ourWallets: ReadonlySet<string> = new Set(),
): StatementEvent[] {
  const events: StatementEvent[] = [];
  const mine = new Map(
    bills
      .filter(
        (bill) => bill.vendorId === vendorId && (bill.state === 'approved' || (paidBy.get(bill.id)?.paid ?? 0n) > 0n),
      )
      .map((bill) => [bill.id, bill]),
  );
  for (const bill of mine.values()) {
    // A bill no longer approved (void after a payment) owes nothing: only its payments show, as a credit.
    if (bill.state !== 'approved') continue;
    events.push({
      date: bill.issueDate,
      kind: 'document',
      label: `Bill ${bill.billNumber}`,
      assetId: assetId(bill.asset),
      units: inAsset(bill, BigInt(bill.total)),
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
    const record = billRecord(bill);
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
  for (const bill of mine.values())
    if (bill.state === 'approved') events.push(...billDifferences(bill, payments, chainPayments, ourWallets));
  return events;
}
