// Posting rule of an invoice, pure, keyed by source so re-running never duplicates:
// - `invoice:<id>` once sent: debit Accounts receivable (total), credit the income account (net)
//   and Taxes payable (tax). Voiding removes the draft, so reconcile reverses the entry.
// - `invoice:<id>:payment:<chainId>:<hash>:<logIndex>` for each PaymentRouter payment that counts
//   (lib/payments/match): debit the payee wallet's account in the asset, credit receivable. An
//   overpayment is posted whole (receivable goes to a credit balance: the client's credit).
// - `invoice:<id>:match:<transaction id>` for a reference-less transfer the user accepted: the same.
// The wallet leg of a payment replaces the transfer row's own value entry (the ledger poster marks
// that row claimed), so the money is counted once. A payment dated before its network's books start
// day is inside the wallet's opening balance already: its leg goes to Opening balances instead (the
// receivable is still cleared, the wallet not counted twice).
import type { Invoice } from '@/lib/db/entities/invoice';
import { commodityId } from '@/lib/ledger/commodity';
import { ACCOUNT_IDS } from '@/lib/ledger/default-chart';
import type { EntryDraft, Posting } from '@/lib/ledger/entry';
import type { PostingRule } from '@/lib/ledger/posting-rule';
import type { PaymentFact } from './match';
import { isoDay } from '@/lib/primitives/days';

export interface InvoicePostingInput {
  readonly invoice: Pick<
    Invoice,
    'id' | 'number' | 'state' | 'issueDate' | 'asset' | 'payee' | 'total' | 'taxTotal' | 'incomeAccountId'
  >;
  /** The payments that count for it (settle(...).counted). */
  readonly payments: readonly PaymentFact[];
  /** Accepted reference-less transfers: the transfer row id, its units and time. */
  readonly accepted: readonly { transactionId: string; units: string; time: string }[];
  /** Whether a movement is dated before its network's books start day (lib/posting/books-start-rows). */
  readonly beforeStart?: BeforeStart;
}

/** A test of whether a movement falls before its network's books start day. */
export type BeforeStart = (movement: { readonly chainId: number; readonly time: string }) => boolean;

/** The account a payment's money leg posts to: the wallet's, or Opening balances before the books start. */
export function moneyAccount(
  beforeStart: BeforeStart | undefined,
  movement: { readonly chainId: number; readonly time: string },
  wallet: () => string,
): string {
  return beforeStart?.(movement) ? ACCOUNT_IDS.openingBalances : wallet();
}

/** Source of an invoice's issuing entry. */
export const invoiceSource = (id: string) => `invoice:${id}`;
/** Source of one payment of an invoice. */
export const invoicePaymentSource = (id: string, p: Pick<PaymentFact, 'chainId' | 'hash' | 'logIndex'>) =>
  `invoice:${id}:payment:${p.chainId}:${p.hash.toLowerCase()}:${p.logIndex}`;

export const invoicePostingRule: PostingRule<InvoicePostingInput> = (
  { invoice, payments, accepted, beforeStart },
  context,
) => {
  const asset = invoice.asset.address ?? 'native';
  const commodity = commodityId(invoice.asset.chainId, asset);
  const decimals = invoice.asset.decimals;
  const p = (accountId: string, amount: bigint): Posting => ({ accountId, commodity, amount, decimals });
  const drafts: EntryDraft[] = [];
  const total = BigInt(invoice.total);
  const tax = BigInt(invoice.taxTotal);
  if (invoice.state === 'sent' && total > 0n) {
    const postings = [p(ACCOUNT_IDS.receivable, total), p(invoice.incomeAccountId, -(total - tax))];
    if (tax > 0n) postings.push(p(ACCOUNT_IDS.taxesPayable, -tax));
    drafts.push({
      date: invoice.issueDate,
      memo: `Invoice ${invoice.number}`,
      postings: postings.filter((x) => x.amount !== 0n),
      source: invoiceSource(invoice.id),
    });
  }
  const wallet = () => context.walletAccount(invoice.asset.chainId, invoice.payee, asset, invoice.asset.symbol);
  for (const payment of payments) {
    const units = BigInt(payment.units);
    drafts.push({
      date: isoDay(payment.time),
      memo: `Payment of invoice ${invoice.number} (${payment.hash.slice(0, 10)}…)`,
      postings: [p(moneyAccount(beforeStart, payment, wallet), units), p(ACCOUNT_IDS.receivable, -units)],
      source: invoicePaymentSource(invoice.id, payment),
    });
  }
  for (const match of accepted) {
    const units = BigInt(match.units);
    drafts.push({
      date: isoDay(match.time),
      memo: `Payment of invoice ${invoice.number} (matched transfer)`,
      postings: [
        p(moneyAccount(beforeStart, { chainId: invoice.asset.chainId, time: match.time }, wallet), units),
        p(ACCOUNT_IDS.receivable, -units),
      ],
      source: `invoice:${invoice.id}:match:${match.transactionId}`,
    });
  }
  return drafts;
};
