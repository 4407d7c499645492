// The internal feed: team notes newest first, each unread for a member until their wallet marks it
// read (their own notes never are), and the records a note can mention, each with its link.
import { formatQuantity } from '@/lib/money/format-quantity';
import type { Bill } from '@/lib/db/entities/bill';
import { readMarkId, type CommsMention, type CommsNote, type CommsReadMark } from '@/lib/db/entities/comms';
import type { Counterparty } from '@/lib/db/entities/counterparty';
import { invoiceTitle, type Invoice } from '@/lib/db/entities/invoice';
import type { StorageDocument } from '@/lib/db/entities/storage-document';
import type { TimelineLink } from './timeline';
import { billLink, documentLink, invoiceLink } from './timeline-sources';
import { invoiceUnit } from '@/lib/payments/fiat-terms';

export interface FeedEntry {
  readonly note: CommsNote;
  readonly unread: boolean;
}

/** The notes newest first, each marked unread for `wallet` unless it wrote it or marked it read. */
export function feedEntries(
  notes: readonly CommsNote[],
  marks: readonly CommsReadMark[],
  wallet: string | null,
): FeedEntry[] {
  const read = new Set(marks.map((mark) => mark.id));
  return [...notes]
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.id < b.id ? -1 : 1))
    .map((note) => ({
      note,
      unread:
        wallet !== null && note.author.toLowerCase() !== wallet.toLowerCase() && !read.has(readMarkId(wallet, note.id)),
    }));
}

/** The timeline address of a counterparty (the Communications page's own link). */
export function timelinePath(counterpartyId: string): string {
  return `/platform/communications?tab=timeline&counterparty=${encodeURIComponent(counterpartyId)}`;
}

/** Where a mention leads. */
export function mentionLink(mention: CommsMention): TimelineLink {
  if (mention.kind === 'counterparty') return { path: timelinePath(mention.id), label: mention.label };
  const link = mention.kind === 'invoice' ? invoiceLink : mention.kind === 'bill' ? billLink : documentLink;
  return { path: link(mention.id).path, label: mention.label };
}

export interface MentionOption {
  /** `<kind>:<id>`, the select's value. */
  readonly value: string;
  readonly label: string;
  readonly mention: CommsMention;
}

/** Every record a note can mention: clients and vendors, invoices, bills, documents. */
export function mentionOptions(input: {
  readonly counterparties: readonly Counterparty[];
  readonly invoices: readonly Invoice[];
  readonly bills: readonly Bill[];
  readonly documents: readonly StorageDocument[];
}): MentionOption[] {
  const names = new Map(input.counterparties.map((c) => [c.id, c.name]));
  const option = (mention: CommsMention): MentionOption => ({
    value: `${mention.kind}:${mention.id}`,
    label: mention.label,
    mention,
  });
  return [
    ...input.counterparties.map((c) =>
      option({ kind: 'counterparty', id: c.id, label: `${c.isClient ? 'Client' : 'Vendor'} ${c.name}` }),
    ),
    ...input.invoices.map((i) =>
      option({
        kind: 'invoice',
        id: i.id,
        label: `${invoiceTitle(i)} (${names.get(i.clientId) ?? 'unknown client'}, ${formatQuantity(BigInt(i.total), invoiceUnit(i).decimals, { symbol: invoiceUnit(i).symbol })})`,
      }),
    ),
    ...input.bills.map((b) =>
      option({ kind: 'bill', id: b.id, label: `Bill ${b.billNumber} (${names.get(b.vendorId) ?? 'unknown vendor'})` }),
    ),
    ...input.documents.map((d) => option({ kind: 'document', id: d.id, label: `Document ${d.name}` })),
  ];
}
