// The open invoices and bills, and when the paid ones were paid, from the stored records through
// lib/payments (one definition of "open" for every page): invoices settle against the engine's
// router payments and accepted transfers; bills count confirmed payments and router payments.
import type { Bill, BillPayment } from '@/lib/db/entities/bill';
import type { ChainPayment } from '@/lib/db/entities/chain-payment';
import type { ChainTransaction, TxStatus } from '@/lib/db/entities/chain-transaction';
import type { Invoice } from '@/lib/db/entities/invoice';
import type { Asset } from '@/lib/money/asset';
import type { CreditItem, OpenItem } from '@/lib/payments/aging';
import { paidByBill } from '@/lib/payments/bill-paid';
import { invoiceSettlements } from '@/lib/payments/invoice-settlement';
import type { PaymentFact } from '@/lib/payments/match';
import { payableCredits, payableItems } from '@/lib/payments/payables';
import { receivableCredits, receivableItems } from '@/lib/payments/receivables';
import { dayOf } from './overview-days';

/** A document fully paid, with the day the last part that paid it arrived. */
export interface PaidDocument {
  readonly id: string;
  readonly counterpartyId: string;
  readonly issueDate: string;
  readonly dueDate: string;
  readonly paidDay: string;
}

/** An open invoice or bill with its name and asset. */
export type OpenDocument = OpenItem & { readonly label: string; readonly asset: Asset };

/** A document paid beyond its total: the counterparty's credit, netted in the control account. */
export type CreditDocument = CreditItem & { readonly label: string; readonly asset: Asset };

export interface OpenState {
  readonly items: readonly OpenDocument[];
  /** Overpayments (clients' or vendors' credits), netted as the ledger nets them. */
  readonly credits: readonly CreditDocument[];
  readonly paid: readonly PaidDocument[];
}

const latest = (days: readonly string[]) => days.reduce<string | null>((a, d) => (a === null || d > a ? d : a), null);

/** Open invoices and paid ones, given the payments and accepted transfers the Client page reads. */
export function receivablesState(input: {
  invoices: readonly Invoice[];
  payments: readonly ChainPayment[];
  incoming: readonly ChainTransaction[];
  ours: ReadonlySet<string>;
}): OpenState {
  const settled = invoiceSettlements(input.invoices, input.payments, input.incoming, input.ours);
  const paid: PaidDocument[] = [];
  for (const invoice of input.invoices) {
    const s = settled.get(invoice.id);
    if (invoice.state !== 'sent' || !s || (s.status !== 'paid' && s.status !== 'overpaid')) continue;
    const accepted = invoice.matchDecisions.filter((d) => d.decision === 'accepted').map((d) => dayOf(d.decidedAt));
    const paidDay = latest([...s.counted.map((p) => dayOf(p.time)), ...accepted]);
    if (paidDay)
      paid.push({
        id: invoice.id,
        counterpartyId: invoice.clientId,
        issueDate: invoice.issueDate,
        dueDate: invoice.dueDate,
        paidDay,
      });
  }
  const byId = new Map(input.invoices.map((i) => [i.id, i]));
  const items = receivableItems(input.invoices, settled).flatMap((item) => {
    const invoice = byId.get(item.id);
    return invoice ? [{ ...item, asset: invoice.asset }] : [];
  });
  const credits = receivableCredits(input.invoices, settled).flatMap((item) => {
    const invoice = byId.get(item.id);
    return invoice ? [{ ...item, asset: invoice.asset }] : [];
  });
  return { items, credits, paid };
}

/** Approved bills still open and the paid ones, given what the Vendors page reads. */
export function payablesState(input: {
  bills: readonly Bill[];
  intents: readonly BillPayment[];
  txStatus: ReadonlyMap<string, TxStatus>;
  chainPayments: readonly PaymentFact[];
  ourWallets: ReadonlySet<string>;
}): OpenState {
  const paidBy = paidByBill({
    ...input,
    txStatus: (chainId, hash) => input.txStatus.get(`${chainId}:${hash.toLowerCase()}`),
  });
  const dayOfHash = new Map<string, string>();
  for (const intent of input.intents) dayOfHash.set(intent.hash.toLowerCase(), dayOf(intent.createdAt));
  for (const payment of input.chainPayments) dayOfHash.set(payment.hash.toLowerCase(), dayOf(payment.time));
  const byId = new Map(input.bills.map((bill) => [bill.id, bill]));
  const withAsset = <T extends { readonly id: string }>(item: T) => {
    const bill = byId.get(item.id);
    return bill ? [{ ...item, asset: bill.asset }] : [];
  };
  const items = payableItems(input.bills, paidBy).flatMap(withAsset);
  const credits = payableCredits(input.bills, paidBy).flatMap(withAsset);
  const paid: PaidDocument[] = [];
  for (const bill of input.bills) {
    const state = paidBy.get(bill.id);
    if (!state || state.paid < BigInt(bill.total) || bill.state === 'void') continue;
    const paidDay = latest(state.hashes.flatMap((h) => dayOfHash.get(h.toLowerCase()) ?? []));
    if (paidDay)
      paid.push({
        id: bill.id,
        counterpartyId: bill.vendorId,
        issueDate: bill.issueDate,
        dueDate: bill.dueDate,
        paidDay,
      });
  }
  return { items, credits, paid };
}
