// What a prepared message carries: the .eml (from the user's address, marked unsent so a mail app
// opens it as a draft to send) with an invoice's attachments — the invoice PDF (lib/einvoice, made by
// invoice-pdf-attachment.ts; the printable HTML invoice where no PDF is given), the
// short pay-page link's QR code (SVG) and the due date (.ics) — and the mailto: link when short enough.
import type { CompanyProfile } from '@/lib/db/entities/company-profile';
import type { Counterparty } from '@/lib/db/entities/counterparty';
import type { Invoice } from '@/lib/db/entities/invoice';
import { buildEml, type EmlAttachment } from '@/lib/formats/eml';
import { qrSvgString } from '@/lib/formats/qr';
import type { InvoicePayCodes } from '@/lib/payments/invoice-pay-codes';
import { printableQr } from '@/lib/payments/pay-link-qr';
import { dueDateIcs } from './due-date-ics';
import { invoiceHtml } from './invoice-html';

const utf8 = (text: string) => new TextEncoder().encode(text);

/** Safe file-name part of a record number ("INV/7" → "INV-7"). */
export const fileStem = (text: string) => text.replace(/[^A-Za-z0-9._-]+/g, '-');

/**
 * The invoice (its PDF, or the printable HTML when `pdf` is absent), its short pay link's QR code
 * (when it fits version 10) and its due date. The short link (in the code and the calendar entry)
 * only once its pay document is pinned, as the message body does (compose.ts `mailPayLink`): before
 * that it opens in this browser only, and the long self-contained link is about 1,500 characters a
 * mail or calendar app may cut; the invoice itself then carries the wallet's payment codes.
 */
export function invoiceAttachments(input: {
  readonly invoice: Invoice;
  readonly client: Counterparty | undefined;
  readonly profile: CompanyProfile | undefined;
  readonly pay: InvoicePayCodes | null;
  readonly now: Date;
  readonly withDueDate: boolean;
  /** Whether the pay document the short link names is pinned (opens from any browser). */
  readonly pinned: boolean;
  /** The invoice PDF (lib/mail/invoice-pdf-attachment), attached instead of the HTML invoice. */
  readonly pdf?: Uint8Array;
}): EmlAttachment[] {
  const { invoice, pay } = input;
  const stem = fileStem(invoice.number);
  const files: EmlAttachment[] = [
    input.pdf
      ? { filename: `${stem}.pdf`, contentType: 'application/pdf', content: input.pdf }
      : { filename: `${stem}.html`, contentType: 'text/html; charset=utf-8', content: utf8(invoiceHtml(input)) },
  ];
  const link = pay && input.pinned ? pay.shortLink : null;
  const fit = link ? printableQr(link) : null;
  if (link && fit)
    files.push({
      filename: `${stem}-pay-page-qr.svg`,
      contentType: 'image/svg+xml',
      content: utf8(qrSvgString(link, { ecc: fit.ecc })),
    });
  if (input.withDueDate)
    files.push({
      filename: `${stem}-due.ics`,
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      content: utf8(
        dueDateIcs({
          uid: `invoice-${invoice.id}-due@ledgerline`,
          summary: `Invoice ${invoice.number} due`,
          description: `Invoice ${invoice.number}${input.profile?.legalName ? ` from ${input.profile.legalName}` : ''}, reference ${invoice.reference}`,
          date: invoice.dueDate,
          stamp: input.now,
          ...(link ? { url: link } : {}),
        }),
      ),
    });
  return files;
}

/** Splits "a@x.org, b@y.org" into addresses. */
export const recipients = (to: string) =>
  to
    .split(/[,;\s]+/)
    .map((a) => a.trim())
    .filter(Boolean);

/** The .eml of a prepared message. */
export function messageEml(input: {
  readonly id: string;
  readonly from: string;
  readonly fromName: string;
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  readonly attachments: readonly EmlAttachment[];
  readonly now: Date;
}): string {
  return buildEml({
    from: { name: input.fromName, address: input.from },
    to: recipients(input.to).map((address) => ({ address })),
    subject: input.subject,
    text: input.body,
    date: input.now,
    id: input.id,
    attachments: input.attachments,
    unsent: true,
  });
}
