// The books in the company's currency as a counterparty's statement reads them (the Client and
// Vendors pages): the posted journal, the chart, the price list and the documents' counterparties,
// derived with the Company's cost method and measurement policy (lib/ledger/functional/books.ts),
// read live so a payment the engine writes moves the closing balance on the open statement. The
// Reports tab derives the same books in its worker from the same rows; this reads them in a task of
// its own after the reads, only while a statement is open.
import { useMemo } from 'react';
import { COMPANY_PROFILE_ID } from '@/lib/db/entities/company-profile';
import type { JournalEntry } from '@/lib/db/entities/journal-entry';
import { readRecord, readRecords } from '@/lib/db/records';
import { useLiveQuery, type LiveQueryState } from '@/lib/db/use-live-query';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { isoDay } from '@/lib/primitives/days';
import { deriveBooks, type FunctionalBooks } from '../functional/books';
import { partyClosing, type PartyClosing } from '../functional/party-closing';
import { fiatDocumentRows, paymentShares, quotePricesOf } from '../functional/translation';
import { indexPrices, pricesInBase } from '../prices';
import { accountFromRow, entryFromRow } from './ledger-rows';

/** By date, then by when they were written, then by id: the journal's order. */
const byJournalOrder = (a: JournalEntry, b: JournalEntry) =>
  a.date.localeCompare(b.date) || a.recordedAt.localeCompare(b.recordedAt) || a.id.localeCompare(b.id);

/**
 * The books in the company's currency, measured through `through` (YYYY-MM-DD), with each invoice's
 * client and each bill's vendor as positions of their own; null when the company has no currency.
 */
export async function readPartyBooks(db: WorkspaceDb, through: string): Promise<FunctionalBooks | null> {
  const [profile, journal, accounts, prices, invoices, bills, billPayments] = await Promise.all([
    readRecord(db, 'companyProfile', COMPANY_PROFILE_ID),
    db.journalEntries.where('status').equals('posted').toArray(),
    readRecords(db, 'ledgerAccounts'),
    readRecords(db, 'ledgerPrices'),
    db.invoices.toArray(),
    db.bills.toArray(),
    db.billPayments.toArray(),
  ]);
  const company = profile.record;
  const currency = company?.baseCurrency ?? '';
  if (!currency) return null;
  const fiatInvoices = invoices.filter((i) => Boolean(i.fiat));
  const fiatBills = bills.filter((b) => Boolean(b.fiat));
  const { documents, payments } = fiatDocumentRows(fiatInvoices, fiatBills, billPayments);
  // Within a day the last entered price wins: order by entry time before indexing.
  const ordered = [...prices.records].sort((a, b) => a.addedAt.localeCompare(b.addedAt));
  return deriveBooks(
    journal.sort(byJournalOrder).map(entryFromRow),
    accounts.records.map(accountFromRow),
    indexPrices(pricesInBase(ordered, currency)),
    {
      currency,
      method: company?.costMethod ?? 'fifo',
      policy: company?.measurementPolicy ?? 'cost-less-impairment',
      measureThrough: through,
      fixedDocuments: new Set([...fiatInvoices.map((i) => `invoice:${i.id}`), ...fiatBills.map((b) => `bill:${b.id}`)]),
      fiatDocuments: new Map(documents.map((row) => [row.document, row])),
      paymentDocuments: paymentShares(payments),
      parties: new Map([
        ...invoices.map((i) => [`invoice:${i.id}`, `client:${i.clientId}`] as const),
        ...bills.map((b) => [`bill:${b.id}`, `vendor:${b.vendorId}`] as const),
      ]),
      quotePrices: quotePricesOf(ordered, currency),
    },
  );
}

/** A statement's closing in the company's currency: loading, none (no company currency), or the figure. */
export type ClosingState =
  | { readonly status: 'loading' }
  | { readonly status: 'no-currency' }
  | { readonly status: 'error'; readonly message: string }
  | { readonly status: 'ready'; readonly closing: PartyClosing };

/**
 * The live closing balance of `party` (`client:<id>`, `vendor:<id>`; '' for none chosen) today, in
 * the company's currency; `commodities` are the statement's assets (their stale prices are named).
 */
export function usePartyClosing(db: WorkspaceDb, party: string, commodities: readonly string[]): ClosingState {
  const today = isoDay();
  const books: LiveQueryState<FunctionalBooks | null> = useLiveQuery(
    () => (party ? readPartyBooks(db, today) : Promise.resolve(null)),
    [db, today, party === ''],
  );
  const key = commodities.join(',');
  return useMemo((): ClosingState => {
    if (books.status === 'loading') return { status: 'loading' };
    if (books.status === 'error')
      return { status: 'error', message: books.error instanceof Error ? books.error.message : String(books.error) };
    if (!books.data) return { status: 'no-currency' };
    return { status: 'ready', closing: partyClosing(books.data, party, today, key ? key.split(',') : []) };
  }, [books, party, today, key]);
}
