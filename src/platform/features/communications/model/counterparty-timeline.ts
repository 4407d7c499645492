// One counterparty's timeline from everything the workspace knows: each source's items, merged.
import type { Bill, BillApproval, BillPayment } from '@/lib/db/entities/bill';
import type { ChainPayment } from '@/lib/db/entities/chain-payment';
import type { CommsActivity, CommsNote, SignedMessage } from '@/lib/db/entities/comms';
import type { Invoice } from '@/lib/db/entities/invoice';
import type { MailMessage } from '@/lib/db/entities/mail';
import type { StorageDocument } from '@/lib/db/entities/storage-document';
import { mergeTimeline, type TimelineItem } from './timeline';
import {
  activityItems,
  counterpartyRecords,
  documentItems,
  mailItems,
  noteItems,
  signedItems,
} from './timeline-comms-sources';
import { billItems, invoiceItems, paymentItems } from './timeline-sources';

/** The records the timeline reads (every table whole; each source narrows to the counterparty). */
export interface TimelineRecords {
  readonly invoices: readonly Invoice[];
  readonly bills: readonly Bill[];
  readonly billApprovals: readonly BillApproval[];
  readonly payments: readonly ChainPayment[];
  readonly billPayments: readonly BillPayment[];
  readonly documents: readonly StorageDocument[];
  readonly commsNotes: readonly CommsNote[];
  readonly commsActivities: readonly CommsActivity[];
  readonly signedMessages: readonly SignedMessage[];
  readonly mailMessages: readonly MailMessage[];
}

/** How people are named: a wallet by the address book, a team member id by the team. */
export interface TimelineNames {
  readonly wallet: (address: string) => string;
  readonly member: (memberId: string) => string;
}

/** The counterparty's timeline, newest first. */
export function counterpartyTimeline(
  records: TimelineRecords,
  counterpartyId: string,
  names: TimelineNames,
): TimelineItem[] {
  const owned = counterpartyRecords(counterpartyId, records.invoices, records.bills, records.documents);
  return mergeTimeline([
    invoiceItems(records.invoices, counterpartyId),
    billItems(records.bills, records.billApprovals, counterpartyId),
    paymentItems(records, counterpartyId),
    mailItems(records.mailMessages, owned),
    documentItems(records.documents, owned),
    noteItems(records.commsNotes, owned, names.wallet),
    activityItems(records.commsActivities, counterpartyId, names.member),
    signedItems(records.signedMessages, counterpartyId, names.wallet),
  ]);
}
