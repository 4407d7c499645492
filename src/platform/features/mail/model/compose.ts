// What a message about one record starts from: the counterparty's address, the variables the
// record gives its template, and the record itself for the attachments. Pure.
import type { Bill } from '@/lib/db/entities/bill';
import type { CompanyProfile } from '@/lib/db/entities/company-profile';
import type { Counterparty } from '@/lib/db/entities/counterparty';
import type { Invoice } from '@/lib/db/entities/invoice';
import type { MailKind, MailRecord } from '@/lib/db/entities/mail';
import { recordTypeOf, type MailVariables } from '@/lib/mail/templates';
import { billVariables, invoiceVariables } from '@/lib/mail/variables';
import { invoicePayCodes, type InvoicePayCodes } from '@/lib/payments/invoice-pay-codes';

export type ComposeSource =
  | {
      readonly ok: true;
      readonly record: MailRecord;
      readonly title: string;
      readonly to: string;
      readonly counterparty: Counterparty | undefined;
      readonly variables: MailVariables;
      readonly invoice: Invoice | null;
      readonly bill: Bill | null;
      readonly payLink: string | null;
      /** An issued invoice's codes (wallet requests, short link) for its attachments. */
      readonly pay: InvoicePayCodes | null;
    }
  | { readonly ok: false; readonly message: string };

/** The records a message is composed from (the page's MailData holds them). */
export interface ComposeData {
  readonly invoices: readonly Invoice[];
  readonly bills: readonly Bill[];
  readonly counterparties: readonly Counterparty[];
  readonly profile: CompanyProfile | undefined;
  /** CIDs of Storage documents pinned at a service (a pay document there opens anywhere). */
  readonly pinnedCids?: ReadonlySet<string>;
}

/**
 * What `{{payLink}}` puts in a message: the short pay-page link once its pay document is pinned (a
 * client's browser can then open it), otherwise the wallet's EIP-681 request, one per step for a
 * token (the attached PDF prints them as codes). Never the long self-contained link: about 1,500
 * characters a mail app may wrap or cut (it stays to copy on the Client page).
 */
export function mailPayLink(pay: InvoicePayCodes, pinned: boolean): string {
  if (pinned) return pay.shortLink;
  return pay.requests.map((request) => (request.step ? `${request.step}: ${request.uri}` : request.uri)).join('\n');
}

/** The source of a message of `kind` about the record `recordId`, or why there is none; `today` sets the due date's tense. */
export function composeSource(
  data: ComposeData,
  kind: MailKind,
  recordId: string,
  origin: string,
  open: ReadonlyMap<string, bigint>,
  today: string,
): ComposeSource {
  const party = (id: string) => data.counterparties.find((c) => c.id === id);
  if (recordTypeOf(kind) === 'bill') {
    const bill = data.bills.find((b) => b.id === recordId);
    if (!bill) return { ok: false, message: 'This bill is not in the workspace (deleted, or another account’s).' };
    const vendor = party(bill.vendorId);
    return {
      ok: true,
      record: { type: 'bill', id: bill.id },
      title: `bill ${bill.billNumber}`,
      to: vendor?.email ?? '',
      counterparty: vendor,
      variables: billVariables({ bill, vendor, profile: data.profile }),
      invoice: null,
      bill,
      payLink: null,
      pay: null,
    };
  }
  const invoice = data.invoices.find((i) => i.id === recordId);
  if (!invoice) return { ok: false, message: 'This invoice is not in the workspace (deleted, or another account’s).' };
  const client = party(invoice.clientId);
  const pay = invoicePayCodes(origin, invoice);
  const payLink = pay ? mailPayLink(pay, data.pinnedCids?.has(pay.cid) ?? false) : null;
  return {
    ok: true,
    record: { type: 'invoice', id: invoice.id },
    title: `invoice ${invoice.number}`,
    to: client?.email ?? '',
    counterparty: client,
    variables: invoiceVariables({
      today,
      invoice,
      client,
      profile: data.profile,
      open: open.get(invoice.id) ?? BigInt(invoice.total),
      payLink,
    }),
    invoice,
    bill: null,
    payLink,
    pay,
  };
}

/** What stops a message from leaving: variables without a value, no recipient, no sender. */
export function sendProblems(input: {
  readonly missing: readonly string[];
  readonly to: string;
  readonly from: string;
}): string[] {
  const problems = input.missing.map((name) => `{{${name}}} has no value: fill it in or remove it from the message.`);
  if (!input.to.trim()) problems.push('Add the recipient’s address (To), or set it on the client or vendor.');
  if (!input.from.trim()) problems.push('Set your own address in the Settings tab: the message is from it.');
  return problems;
}
