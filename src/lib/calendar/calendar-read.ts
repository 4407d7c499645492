// Everything the Calendar shows, read in one live query: the records its derived sources need
// (with paid worked out as the Client and Vendors pages do, lib/payments), the own events, the
// company's time zone, and the records an own event may link to.
import { listCounterparties } from '@/lib/counterparties/counterparty-store';
import type { CalendarEvent, CalendarLinkKind } from '@/lib/db/entities/calendar-event';
import { COMPANY_PROFILE_ID } from '@/lib/db/entities/company-profile';
import { chainTransactionId } from '@/lib/db/entities/chain-transaction';
import { invoiceTitle } from '@/lib/db/entities/invoice';
import { readRecords } from '@/lib/db/records';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { paidByBill } from '@/lib/payments/bill-paid';
import { companyWallets, invoiceSettlements } from '@/lib/payments/invoice-settlement';
import { readMailSettings, readReminderSchedules } from '@/lib/mail/mail-store';
import type { CalendarRecords } from './derived-event';

export interface LinkOption {
  readonly kind: CalendarLinkKind;
  readonly id: string;
  readonly label: string;
}

export interface CalendarData {
  readonly records: CalendarRecords;
  readonly ownEvents: readonly CalendarEvent[];
  /** Rows of the own events that failed validation (left out). */
  readonly corruptEvents: number;
  /** The Company profile's zone, or null when none is set. */
  readonly companyZone: string | null;
  readonly links: readonly LinkOption[];
}

/** The Calendar's data (rows validated on read; corrupt rows are left out). */
export async function readCalendarData(db: WorkspaceDb, account: string): Promise<CalendarData> {
  const [own, invoices, bills, counterparties, payments, treasury, intents, templates, periods, tokens, documents] =
    await Promise.all([
      readRecords(db, 'calendarEvents'),
      readRecords(db, 'invoices'),
      readRecords(db, 'bills'),
      listCounterparties(db),
      readRecords(db, 'payments'),
      readRecords(db, 'treasuryWallets'),
      readRecords(db, 'billPayments'),
      readRecords(db, 'distributionTemplates'),
      readRecords(db, 'periodEvents'),
      readRecords(db, 'companyTokens'),
      readRecords(db, 'documents'),
    ]);
  const [profile, schedules, mail] = await Promise.all([
    db.companyProfile.get(COMPANY_PROFILE_ID),
    readReminderSchedules(db),
    readMailSettings(db),
  ]);
  const ours = companyWallets(treasury.records, account || null, payments.records);
  const payees = [...new Set(invoices.records.filter((i) => i.state === 'sent').map((i) => i.payee))];
  const incoming = payees.length
    ? (await db.chainTransactions.where('wallets').anyOf(payees).toArray()).filter(
        (t) => t.direction === 'in' && t.status === 'confirmed',
      )
    : [];
  const settled = invoiceSettlements(invoices.records, payments.records, incoming, ours);
  const txIds = intents.records.map((p) => chainTransactionId(p.chainId, p.hash));
  const txRows = txIds.length ? await db.chainTransactions.bulkGet(txIds) : [];
  const txStatus = new Map(txRows.flatMap((row) => (row ? [[`${row.chainId}:${row.hash}`, row.status] as const] : [])));
  const billPaid = paidByBill({
    bills: bills.records,
    intents: intents.records,
    txStatus: (chainId, hash) => txStatus.get(`${chainId}:${hash}`),
    chainPayments: payments.records,
    ourWallets: ours,
  });
  const names = new Map(counterparties.records.map((c) => [c.id, c.name]));
  return {
    records: {
      invoices: invoices.records.map((invoice) => {
        const status = settled.get(invoice.id)?.status;
        return {
          invoice,
          clientName: names.get(invoice.clientId) ?? '',
          paid: status === 'paid' || status === 'overpaid',
        };
      }),
      bills: bills.records.map((bill) => ({
        bill,
        vendorName: names.get(bill.vendorId) ?? '',
        paid: (billPaid.get(bill.id)?.paid ?? 0n) >= BigInt(bill.total) && BigInt(bill.total) > 0n,
      })),
      templates: templates.records,
      periodEvents: periods.records,
      tokens: tokens.records,
      reminders: { schedules, offsets: mail.offsets },
    },
    ownEvents: own.records,
    corruptEvents: own.corrupt.length,
    companyZone: profile?.timeZone ?? null,
    links: [
      ...counterparties.records.flatMap((c) => [
        ...(c.isClient ? [{ kind: 'client' as const, id: c.id, label: `Client: ${c.name}` }] : []),
        ...(c.isVendor ? [{ kind: 'vendor' as const, id: c.id, label: `Vendor: ${c.name}` }] : []),
      ]),
      ...invoices.records.map((i) => ({ kind: 'invoice' as const, id: i.id, label: invoiceTitle(i) })),
      ...bills.records.map((b) => ({ kind: 'bill' as const, id: b.id, label: `Bill ${b.billNumber}` })),
      ...documents.records.map((d) => ({ kind: 'document' as const, id: d.id, label: `Document: ${d.name}` })),
    ],
  };
}
