// Timeline sources for what people did: documents linked to the counterparty's records, team notes
// that mention it (or its invoices, bills, documents), logged calls and meetings, signed messages.
import type { Bill } from '@/lib/db/entities/bill';
import type { CommsActivity, CommsNote, SignedMessage } from '@/lib/db/entities/comms';
import type { Invoice } from '@/lib/db/entities/invoice';
import type { MailMessage } from '@/lib/db/entities/mail';
import type { StorageDocument } from '@/lib/db/entities/storage-document';
import type { TimelineItem, TimelineLink } from './timeline';
import { documentLink } from './timeline-sources';

export const FEED_LINK: TimelineLink = { path: '/platform/communications?tab=feed', label: 'Open the feed' };
export const SIGNED_LINK: TimelineLink = { path: '/platform/communications?tab=signed', label: 'Open signed messages' };

/** The counterparty's records other records point at: its invoice and bill ids, its document ids. */
export interface CounterpartyRecords {
  readonly counterpartyId: string;
  readonly invoiceIds: ReadonlySet<string>;
  readonly billIds: ReadonlySet<string>;
  readonly documentIds: ReadonlySet<string>;
}

/** Collects the ids a counterparty owns, so notes and documents that point at them are found. */
export function counterpartyRecords(
  counterpartyId: string,
  invoices: readonly Invoice[],
  bills: readonly Bill[],
  documents: readonly StorageDocument[],
): CounterpartyRecords {
  const invoiceIds = new Set(invoices.filter((i) => i.clientId === counterpartyId).map((i) => i.id));
  const billIds = new Set(bills.filter((b) => b.vendorId === counterpartyId).map((b) => b.id));
  const scope = { counterpartyId, invoiceIds, billIds, documentIds: new Set<string>() };
  const documentIds = new Set(documents.filter((d) => d.links.some((link) => pointsAt(scope, link))).map((d) => d.id));
  return { ...scope, documentIds };
}

function pointsAt(records: CounterpartyRecords, link: { kind: string; id: string }): boolean {
  if (link.kind === 'counterparty') return link.id === records.counterpartyId;
  if (link.kind === 'invoice') return records.invoiceIds.has(link.id);
  if (link.kind === 'bill') return records.billIds.has(link.id);
  if (link.kind === 'document') return records.documentIds.has(link.id);
  return false;
}

/** Documents linked to one of the counterparty's invoices or bills (or to it). */
export function documentItems(documents: readonly StorageDocument[], records: CounterpartyRecords): TimelineItem[] {
  return documents
    .filter((document) => records.documentIds.has(document.id))
    .map((document) => {
      const used = document.links.filter((link) => pointsAt(records, link));
      return {
        id: `document:${document.id}`,
        kind: 'document' as const,
        at: document.createdAt,
        title: `Document ${document.name}`,
        detail: used.map((link) => link.label || `${link.kind} ${link.id}`).join(', '),
        link: documentLink(document.id),
      };
    });
}

const MAIL_WORDS = {
  invoice: 'Invoice',
  reminder: 'Payment reminder',
  receipt: 'Receipt',
  remittance: 'Remittance advice',
};
const MAIL_STATUS = { draft: 'drafted', outbox: 'prepared', sent: 'sent' };

/** Mail prepared in Mail about one of the counterparty's invoices or bills, at its latest step. */
export function mailItems(messages: readonly MailMessage[], records: CounterpartyRecords): TimelineItem[] {
  return messages
    .filter(({ record }) =>
      record?.type === 'invoice' ? records.invoiceIds.has(record.id) : record ? records.billIds.has(record.id) : false,
    )
    .map((message) => ({
      id: `mail:${message.id}`,
      kind: 'mail' as const,
      at: message.sentAt ?? message.preparedAt ?? message.createdAt,
      title: `${MAIL_WORDS[message.kind]} ${MAIL_STATUS[message.status]}`,
      detail: [message.to && `To ${message.to}`, message.subject].filter(Boolean).join(' · '),
      link: { path: `/platform/mail?message=${encodeURIComponent(message.id)}`, label: 'Open in Mail' },
    }));
}

/** Notes that mention the counterparty or one of its records; the author named from the team. */
export function noteItems(
  notes: readonly CommsNote[],
  records: CounterpartyRecords,
  nameOf: (wallet: string) => string,
): TimelineItem[] {
  return notes
    .filter((note) => note.mentions.some((mention) => pointsAt(records, mention)))
    .map((note) => ({
      id: `note:${note.id}`,
      kind: 'note' as const,
      at: note.createdAt,
      title: `Note by ${nameOf(note.author)}`,
      detail: note.body,
      link: FEED_LINK,
    }));
}

/** Logged calls and meetings with the counterparty, at their local day and time. */
export function activityItems(
  activities: readonly CommsActivity[],
  counterpartyId: string,
  memberName: (memberId: string) => string,
): TimelineItem[] {
  return activities
    .filter((activity) => activity.counterpartyId === counterpartyId)
    .map((activity) => {
      const people = activity.participants.map(memberName);
      if (activity.others) people.push(activity.others);
      const withWhom = people.length > 0 ? `With ${people.join(', ')}. ` : '';
      return {
        id: `${activity.kind}:${activity.id}`,
        kind: activity.kind,
        at: `${activity.date}T${activity.time || '00:00'}`,
        title: `${activity.kind === 'call' ? 'Call' : 'Meeting'}: ${activity.subject}`,
        detail: `${withWhom}${activity.outcome}`.trim(),
        link: null,
      };
    });
}

/** Signed messages kept with the counterparty. */
export function signedItems(
  messages: readonly SignedMessage[],
  counterpartyId: string,
  nameOf: (wallet: string) => string,
): TimelineItem[] {
  return messages
    .filter((message) => message.counterpartyId === counterpartyId)
    .map((message) => ({
      id: `signed:${message.id}`,
      kind: 'signed' as const,
      at: message.signedAt,
      title: `Signed: ${message.title}`,
      detail: `${message.origin === 'imported' ? 'Received, signed' : 'Signed'} by ${nameOf(message.signer)} (${message.kind === 'typed' ? 'EIP-712 statement' : 'EIP-191 message'})`,
      link: SIGNED_LINK,
    }));
}
