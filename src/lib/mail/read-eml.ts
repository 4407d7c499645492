// An incoming message (a vendor's bill as .eml) read in the browser with postal-mime: the sender,
// subject, text and attachments (bytes, never rendered), and what the text says of the bill —
// number, amount and due date where they are stated — for a bill draft the user confirms.
import { z } from 'zod';
import type { Counterparty } from '@/lib/db/entities/counterparty';
import { isoDay } from '@/lib/primitives/days';

/** The largest .eml read (attachments included). */
export const MAX_EML_BYTES = 25 * 1024 * 1024;

export interface IncomingAttachment {
  readonly filename: string;
  readonly type: string;
  readonly content: Uint8Array;
}

export interface IncomingMail {
  readonly from: string;
  readonly fromName: string;
  readonly subject: string;
  /** YYYY-MM-DD of the Date header ('' when absent or unreadable). */
  readonly date: string;
  readonly text: string;
  readonly attachments: IncomingAttachment[];
}

export interface BillHints {
  readonly billNumber: string;
  /** A decimal string as written, without thousands separators ("1250.00"). */
  readonly total: string;
  readonly assetSymbol: string;
  readonly dueDate: string;
}

const emailSchema = z.email();

/** Text of an HTML-only message, for reading hints only (never shown as HTML). */
const textOfHtml = (html: string) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ');

/** Parses an .eml; throws when it is too large or not a message. */
export async function readIncomingEml(bytes: Uint8Array): Promise<IncomingMail> {
  if (bytes.byteLength > MAX_EML_BYTES) throw new Error('This file is larger than 25 MB');
  // The parser loads with the first message read, not with the Mail page.
  const { default: PostalMime } = await import('postal-mime');
  const email = await PostalMime.parse(bytes);
  const from = email.from && 'address' in email.from ? email.from : null;
  if (!from?.address || !emailSchema.safeParse(from.address).success)
    throw new Error('This file is not a mail message with a sender (From)');
  const date = email.date ? new Date(email.date) : null;
  return {
    from: from.address.toLowerCase(),
    fromName: from.name,
    subject: email.subject ?? '',
    date: date && !Number.isNaN(date.getTime()) ? isoDay(date) : '',
    text: email.text ?? textOfHtml(email.html ?? ''),
    attachments: email.attachments.map((a, i) => ({
      filename: a.filename ?? `attachment-${i + 1}`,
      type: a.mimeType || 'application/octet-stream',
      content: typeof a.content === 'string' ? new TextEncoder().encode(a.content) : new Uint8Array(a.content),
    })),
  };
}

const MONTHS = 'january february march april may june july august september october november december'.split(' ');

/** A date as written (2026-12-01, 1 December 2026, December 1, 2026) as YYYY-MM-DD, or ''. */
function dayOf(text: string): string {
  const iso = /(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (iso) return iso[0];
  const pad = (n: number) => String(n).padStart(2, '0');
  const month = (name: string) => MONTHS.findIndex((m) => m.startsWith(name.toLowerCase().slice(0, 3))) + 1;
  const dayFirst = /(\d{1,2})\s+([A-Za-z]{3,9})\.?,?\s+(\d{4})/.exec(text);
  if (dayFirst && month(dayFirst[2] ?? '') > 0)
    return `${dayFirst[3]}-${pad(month(dayFirst[2] ?? ''))}-${pad(Number(dayFirst[1]))}`;
  const monthFirst = /([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})/.exec(text);
  if (monthFirst && month(monthFirst[1] ?? '') > 0)
    return `${monthFirst[3]}-${pad(month(monthFirst[1] ?? ''))}-${pad(Number(monthFirst[2]))}`;
  return '';
}

/** What a bill's text states: its number, the amount due (and asset) and the due date. */
export function billHints(subject: string, text: string): BillHints {
  const all = `${subject}\n${text}`;
  const number = /\b(?:invoice|bill)\s*(?:no\.?|number|#)?\s*[:#]?\s*([A-Z0-9][A-Z0-9\-/]*\d[A-Z0-9\-/]*)/i.exec(all);
  const amount =
    /\b(?:amount due|total due|balance due|total|amount)\s*:?\s*([A-Z]{3,5})?\s*([0-9][0-9,]*(?:\.[0-9]+)?)\s*([A-Z]{3,5})?\b/.exec(
      all.replace(/\b(amount due|total due|balance due|total|amount)\b/gi, (m) => m.toLowerCase()),
    );
  // The first "due …" or "payable by …" followed by a readable date ("amount due: 10" has none).
  const dueDate =
    [...all.matchAll(/\b(?:due(?:\s+date|\s+on|\s+by)?|pay(?:able)?\s+by)\s*:?\s*([^\n]{0,40})/gi)]
      .map((m) => dayOf(m[1] ?? ''))
      .find(Boolean) ?? '';
  return {
    billNumber: number?.[1] ?? '',
    total: amount?.[2]?.replace(/,/g, '') ?? '',
    assetSymbol: amount?.[3] ?? amount?.[1] ?? '',
    dueDate,
  };
}

/** The vendor whose e-mail address sent the message, if one matches. */
export function vendorBySender(counterparties: readonly Counterparty[], from: string): Counterparty | undefined {
  return counterparties.find((c) => c.isVendor && c.email !== '' && c.email.toLowerCase() === from.toLowerCase());
}

/** An attachment that may be an e-invoice: XML or PDF, by type or name (`eml-einvoice.ts` reads it). */
export const mayBeEInvoice = (a: Pick<IncomingAttachment, 'filename' | 'type'>): boolean =>
  /\/(?:[\w.+-]+\+)?xml$|^application\/pdf$/i.test(a.type) || /\.(xml|pdf)$/i.test(a.filename);

/** Whether a dropped file is a mail message: by name or type, or a first line that is a header. */
export function isMailMessage(name: string, type: string, bytes: Uint8Array): boolean {
  if (/\.eml$/i.test(name) || type === 'message/rfc822') return true;
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  return /^(?:Return-Path|Received|From|Date|Subject|To|Message-ID|MIME-Version|Delivered-To|X-[\w-]+):/i.test(head);
}
