// Timeline sources for the money side: invoices and bills with their status changes, and the
// payments made for them (the sync engine's payment rows, the bill payments sent from the app).
import type { Bill, BillApproval, BillPayment } from '@/lib/db/entities/bill';
import type { ChainPayment } from '@/lib/db/entities/chain-payment';
import type { Invoice } from '@/lib/db/entities/invoice';
import { transactionsPath } from '@/lib/chain/transactions-url';
import type { TimelineItem, TimelineLink } from './timeline';
import { inAsset } from '@/lib/payments/receivables';

// Where each record is kept: the page's tab, and the parameter that opens one record there (the same
// parameters the command palette's record links use).
const at = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

/** The invoice on the Client page. */
export const invoiceLink = (id: string): TimelineLink => ({
  path: at('/platform/client', { tab: 'invoices', invoice: id }),
  label: 'Open in Client',
});

/** The bill on the Vendors page. */
export const billLink = (id: string): TimelineLink => ({
  path: at('/platform/vendors', { tab: 'bills', bill: id }),
  label: 'Open in Vendors',
});

/** The document on the Storage page. */
export const documentLink = (id: string): TimelineLink => ({
  path: at('/platform/storage', { tab: 'documents', document: id }),
  label: 'Open in Storage',
});

const BILL_STATE_WORDS: Readonly<Record<Bill['state'], string>> = {
  draft: 'entered as a draft',
  'awaiting-approval': 'sent for approval',
  approved: 'approved',
  rejected: 'rejected',
  void: 'voided',
};

/** An invoice's life: drafted, sent (issued), voided. */
export function invoiceItems(invoices: readonly Invoice[], counterpartyId: string): TimelineItem[] {
  return invoices
    .filter((invoice) => invoice.clientId === counterpartyId)
    .flatMap((invoice) => {
      const amount = { units: inAsset(invoice, BigInt(invoice.total)), asset: invoice.asset };
      const base = { kind: 'invoice' as const, amount, link: invoiceLink(invoice.id) };
      const items: TimelineItem[] = [
        {
          ...base,
          id: `invoice:${invoice.id}:created`,
          at: invoice.createdAt,
          title: invoice.state === 'draft' ? 'Invoice drafted' : `Invoice ${invoice.number} drafted`,
          detail: `Due ${invoice.dueDate}`,
        },
      ];
      if (invoice.issuedAt)
        items.push({
          ...base,
          id: `invoice:${invoice.id}:sent`,
          at: invoice.issuedAt,
          title: `Invoice ${invoice.number} sent`,
          detail: `Due ${invoice.dueDate}`,
        });
      if (invoice.state === 'void')
        items.push({
          ...base,
          id: `invoice:${invoice.id}:void`,
          at: invoice.updatedAt,
          title: `Invoice ${invoice.number} voided`,
          detail: invoice.voidReason,
        });
      return items;
    });
}

/** A bill's life: entered, its current state when it moved on, and every signed approval or rejection. */
export function billItems(
  bills: readonly Bill[],
  approvals: readonly BillApproval[],
  counterpartyId: string,
): TimelineItem[] {
  const own = bills.filter((bill) => bill.vendorId === counterpartyId);
  const byId = new Map(own.map((bill) => [bill.id, bill]));
  const items: TimelineItem[] = own.flatMap((bill) => {
    const amount = { units: inAsset(bill, BigInt(bill.total)), asset: bill.asset };
    const base = { kind: 'bill' as const, amount, link: billLink(bill.id) };
    const entered: TimelineItem = {
      ...base,
      id: `bill:${bill.id}:created`,
      at: bill.createdAt,
      title: `Bill ${bill.billNumber} received`,
      detail: `Due ${bill.dueDate}`,
    };
    if (bill.state === 'draft' || bill.updatedAt === bill.createdAt) return [entered];
    return [
      entered,
      {
        ...base,
        id: `bill:${bill.id}:${bill.state}`,
        at: bill.updatedAt,
        title: `Bill ${bill.billNumber} ${BILL_STATE_WORDS[bill.state]}`,
        detail: bill.stateReason,
      },
    ];
  });
  for (const approval of approvals) {
    const bill = byId.get(approval.billId);
    if (!bill) continue;
    const verb = approval.decision === 'approve' ? 'approved' : 'rejected';
    items.push({
      id: `bill:${bill.id}:approval:${approval.id}`,
      kind: 'bill',
      at: approval.signedAt,
      title: `Bill ${bill.billNumber} ${verb} by ${approval.memberName || approval.approver}`,
      detail: approval.reason || `Signed by ${approval.approver}`,
      link: billLink(bill.id),
    });
  }
  return items;
}

const paymentLink = (hash: string): TimelineLink => ({
  path: transactionsPath({ tx: hash }),
  label: 'Open the transaction',
});

/**
 * Payments: a router payment carrying one of the counterparty's invoice or bill references, and each
 * bill payment sent from the app (whose chain row, once found, is the same transaction: shown once).
 */
export function paymentItems(
  input: {
    readonly invoices: readonly Invoice[];
    readonly bills: readonly Bill[];
    readonly payments: readonly ChainPayment[];
    readonly billPayments: readonly BillPayment[];
  },
  counterpartyId: string,
): TimelineItem[] {
  const invoices = new Map(
    input.invoices.filter((i) => i.clientId === counterpartyId).map((i) => [i.reference.toLowerCase(), i]),
  );
  const bills = input.bills.filter((b) => b.vendorId === counterpartyId);
  const billsByRef = new Map(bills.map((b) => [b.reference.toLowerCase(), b]));
  const billsById = new Map(bills.map((b) => [b.id, b]));
  const items: TimelineItem[] = [];
  const sentHashes = new Set<string>();
  for (const sent of input.billPayments) {
    const mine = sent.items.filter((item) => billsById.has(item.billId));
    if (mine.length === 0) continue;
    sentHashes.add(`${sent.chainId}:${sent.hash.toLowerCase()}`);
    const units = mine.reduce((sum, item) => sum + BigInt(item.units), 0n);
    const numbers = mine.map((item) => billsById.get(item.billId)?.billNumber).join(', ');
    items.push({
      id: `payment:bill:${sent.id}`,
      kind: 'payment',
      at: sent.createdAt,
      title: `Payment sent for bill ${numbers}`,
      detail: sent.kind === 'batch' ? 'In a batch payment' : 'Through the payment router',
      amount: { units, asset: sent.asset },
      link: paymentLink(sent.hash),
    });
  }
  for (const payment of input.payments) {
    const reference = payment.reference.toLowerCase();
    const invoice = invoices.get(reference);
    const bill = billsByRef.get(reference);
    if (invoice) {
      items.push({
        id: `payment:chain:${payment.id}`,
        kind: 'payment',
        at: payment.time,
        title: `Payment received for invoice ${invoice.number}`,
        detail: `From ${payment.payer}`,
        amount: { units: BigInt(payment.units), asset: invoice.asset },
        link: paymentLink(payment.hash),
      });
    } else if (bill && !sentHashes.has(`${payment.chainId}:${payment.hash.toLowerCase()}`)) {
      items.push({
        id: `payment:chain:${payment.id}`,
        kind: 'payment',
        at: payment.time,
        title: `Payment made for bill ${bill.billNumber}`,
        detail: `To ${payment.payee}`,
        amount: { units: BigInt(payment.units), asset: bill.asset },
        link: paymentLink(payment.hash),
      });
    }
  }
  return items;
}
