// Everything the Mail page shows, as one live view of the workspace: the records messages are
// written from (invoices, bills, counterparties, the company), what the chain paid, and the Mail
// records themselves.
import type { Bill } from '@/lib/db/entities/bill';
import type { ChainPayment } from '@/lib/db/entities/chain-payment';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import type { CompanyProfile } from '@/lib/db/entities/company-profile';
import type { Counterparty } from '@/lib/db/entities/counterparty';
import type { Invoice } from '@/lib/db/entities/invoice';
import type { MailMessage, MailReminder, MailTemplate } from '@/lib/db/entities/mail';
import type { TreasuryWallet } from '@/lib/db/entities/treasury-wallet';
import { useLiveQuery, type LiveQueryState } from '@/lib/db/use-live-query';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import {
  readMailSettings,
  readMessages,
  readReminderSchedules,
  readTemplates,
  type MailSettings,
} from '@/lib/mail/mail-store';
import { readInvoiceIncoming } from '@/lib/overview/read-overview';

export interface MailData {
  readonly invoices: Invoice[];
  readonly bills: Bill[];
  readonly counterparties: Counterparty[];
  readonly payments: ChainPayment[];
  /** The confirmed rows accepted matches point at (open amounts count them, as the Dashboard does). */
  readonly incoming: ChainTransaction[];
  readonly treasury: TreasuryWallet[];
  readonly profile: CompanyProfile | undefined;
  readonly messages: MailMessage[];
  readonly templates: MailTemplate[];
  readonly schedules: Map<string, MailReminder>;
  readonly settings: MailSettings;
  /** CIDs of documents pinned at a service: an invoice's short pay link goes in a message only then. */
  readonly pinnedCids: Set<string>;
}

async function readMailData(db: WorkspaceDb): Promise<MailData> {
  const [invoices, bills, counterparties, payments, treasury, profile, messages, templates, schedules, settings] =
    await Promise.all([
      db.invoices.toArray(),
      db.bills.toArray(),
      db.counterparties.orderBy('name').toArray(),
      db.payments.toArray(),
      db.treasuryWallets.toArray(),
      db.companyProfile.get('company'),
      readMessages(db),
      readTemplates(db),
      readReminderSchedules(db),
      readMailSettings(db),
    ]);
  const incoming = await readInvoiceIncoming(db, invoices);
  const pinned = await db.documents.filter((d) => d.pins.some((pin) => pin.status === 'pinned')).toArray();
  return {
    invoices: invoices.sort((a, b) => b.sequence - a.sequence),
    bills,
    counterparties,
    payments,
    incoming,
    treasury,
    profile,
    messages,
    templates,
    schedules,
    settings,
    pinnedCids: new Set(pinned.map((d) => d.cid)),
  };
}

/** The page's data, live across tabs. */
export function useMailData(db: WorkspaceDb): LiveQueryState<MailData> {
  return useLiveQuery(() => readMailData(db), [db]);
}
