// Invoice numbers, given when an invoice is issued: gapless and in order per series (the prefix).
// The issued invoices themselves are the counter: an issued invoice is never deleted (only voided,
// which keeps its number), so the next number of a series is one above the highest issued in it,
// and a deleted draft, which never had a number, burns nothing. The unique index on `number` is the
// last guard: two tabs can never store the same number (docs/product.md#invoice-numbers).
import type { Invoice } from '@/lib/db/entities/invoice';
import type { WorkspaceDb } from '@/lib/db/workspace-db';

/** Meta key of the prefix the next issued invoice is numbered in. */
export const PREFIX_KEY = 'invoicePrefix';
export const DEFAULT_PREFIX = 'INV-';

/** The number shown for a sequence number: prefix + at least 4 digits. */
export function formatInvoiceNumber(prefix: string, sequence: number): string {
  return `${prefix}${String(sequence).padStart(4, '0')}`;
}

type Numbered = Pick<Invoice, 'state' | 'number' | 'sequence' | 'issueDate'>;

/** The series (prefix) of an issued or void invoice; null for a draft or a number not made by the prefix rule. */
export function seriesOf(invoice: Pick<Invoice, 'state' | 'number' | 'sequence'>): string | null {
  if (invoice.state === 'draft' || invoice.sequence < 1) return null;
  const digits = String(invoice.sequence).padStart(4, '0');
  return invoice.number.endsWith(digits) ? invoice.number.slice(0, -digits.length) : null;
}

/** Per series, the highest sequence issued and the latest issue date among its invoices. */
export function seriesTops(invoices: readonly Numbered[]): Map<string, { sequence: number; issueDate: string }> {
  const tops = new Map<string, { sequence: number; issueDate: string }>();
  for (const invoice of invoices) {
    const series = seriesOf(invoice);
    if (series === null) continue;
    const top = tops.get(series);
    tops.set(series, {
      sequence: Math.max(top?.sequence ?? 0, invoice.sequence),
      issueDate: top && top.issueDate > invoice.issueDate ? top.issueDate : invoice.issueDate,
    });
  }
  return tops;
}

/** What issuing gives an invoice: its number in the series. */
export interface InvoiceNumbering {
  readonly prefix: string;
  readonly sequence: number;
  readonly number: string;
}

/** The prefix in force (meta), or the default. */
export async function readPrefix(db: WorkspaceDb): Promise<string> {
  const row = await db.meta.get(PREFIX_KEY);
  return typeof row?.value === 'string' ? row.value : DEFAULT_PREFIX;
}

/**
 * The number the invoice would get if issued now, read from the stored invoices. Refused with a
 * sentence when its issue date is before the latest issued in the series (numbers follow dates).
 */
export function numberingFor(invoices: readonly Numbered[], prefix: string, issueDate: string): InvoiceNumbering {
  const top = seriesTops(invoices).get(prefix);
  if (top && issueDate < top.issueDate)
    throw new Error(
      `Numbers follow issue dates: ${formatInvoiceNumber(prefix, top.sequence)} is dated ${top.issueDate}, so this invoice cannot be dated ${issueDate}. Edit its issue date to ${top.issueDate} or later.`,
    );
  const sequence = (top?.sequence ?? 0) + 1;
  return { prefix, sequence, number: formatInvoiceNumber(prefix, sequence) };
}

/** The next number for a draft, as it stands now (signed, then checked again when stored: `issueInvoice`). */
export async function nextNumbering(db: WorkspaceDb, draft: Pick<Invoice, 'issueDate'>): Promise<InvoiceNumbering> {
  return db.transaction('r', [db.invoices, db.meta], async () =>
    numberingFor(await db.invoices.toArray(), await readPrefix(db), draft.issueDate),
  );
}

/**
 * Refused when the number this invoice was signed with is no longer the next one: another tab or
 * window issued an invoice meanwhile, or the prefix changed. Nothing was stored.
 */
export class NumberTakenError extends Error {
  override readonly name = 'NumberTakenError';
  constructor(
    readonly signed: InvoiceNumbering,
    readonly next: InvoiceNumbering,
  ) {
    const why =
      signed.prefix !== next.prefix
        ? 'the number prefix changed meanwhile'
        : `${signed.number} was given to another invoice meanwhile (issued in another tab or window)`;
    super(`Not issued: ${why}. Issue it again: it will be signed as ${next.number}.`);
  }
}
