// Everything the Accounting page shows, live across tabs (the ledger poster's writes included).
import { useMemo } from 'react';
import type { CategoryAccount } from '@/lib/db/entities/category-account';
import { BOOKS_DEFAULTS, COMPANY_PROFILE_ID } from '@/lib/db/entities/company-profile';
import type { JournalEntry } from '@/lib/db/entities/journal-entry';
import type { KnownToken } from '@/lib/db/entities/known-token';
import type { LedgerAccount } from '@/lib/db/entities/ledger-account';
import type { LedgerPrice } from '@/lib/db/entities/ledger-price';
import type { PeriodEventRecord } from '@/lib/db/entities/period-event';
import type { TeamMember } from '@/lib/db/entities/team-member';
import type { TreasuryWallet } from '@/lib/db/entities/treasury-wallet';
import { checkStoredRows, type CorruptRecord } from '@/lib/db/records';
import { useLiveQuery, type LiveQueryState } from '@/lib/db/use-live-query';
import { useJournal } from './journal-live';
import type { CostMethod } from '@/lib/ledger/functional/lots';
import type { MeasurementPolicy } from '@/lib/ledger/functional/books';
import { fiatDocumentRows, type FiatDocumentRow, type PaymentRow } from '@/lib/ledger/functional/translation';
import type { WorkspaceDb } from '@/lib/db/workspace-db';

export interface AccountingData {
  readonly accounts: LedgerAccount[];
  /** Invoices and bills written in a fiat currency (`invoice:<id>`, `bill:<id>`): their receivable is fixed in it. */
  readonly fixedDocuments: string[];
  /** Those with an issue rate, with their currency: one in another currency is translated at month ends. */
  readonly fiatDocuments: FiatDocumentRow[];
  /** Payments the app sent for a fiat bill: `tx:<chainId>:<hash>` → `bill:<id>`. */
  readonly paymentDocuments: PaymentRow[];
  /** Each invoice's client and each bill's vendor (`[invoice:<id>, client:<id>]`). */
  readonly documentParties: [string, string][];
  /** The user's category → account mapping (Chart of accounts), by category. */
  readonly categoryAccounts: CategoryAccount[];
  /** By date, then by when they were written. */
  readonly entries: JournalEntry[];
  readonly prices: LedgerPrice[];
  readonly periodEvents: PeriodEventRecord[];
  readonly tokens: KnownToken[];
  readonly wallets: TreasuryWallet[];
  /** Company's team: names the addresses that posted entries or closed periods. */
  readonly members: TeamMember[];
  readonly baseCurrency: string;
  readonly fiscalYearStartMonth: number;
  /** Company's cost method and measurement policy (the books in the base currency). */
  readonly costMethod: CostMethod;
  readonly measurementPolicy: MeasurementPolicy;
  readonly corrupt: CorruptRecord[];
  /** While the journal is first read: how far, `entries` holding only its first entries; null after. */
  readonly journalLoading: { readonly loaded: number; readonly total: number } | null;
}

type Others = Omit<AccountingData, 'entries' | 'journalLoading'>;

/**
 * The invoices and bills written in a fiat currency, as the sources of their entries begin, with their
 * terms; the bills the app's payments pay; each document's counterparty.
 */
export async function documentRows(
  db: WorkspaceDb,
): Promise<Pick<AccountingData, 'fixedDocuments' | 'fiatDocuments' | 'paymentDocuments' | 'documentParties'>> {
  const [allInvoices, allBills, billPayments] = await Promise.all([
    db.invoices.toArray(),
    db.bills.toArray(),
    db.billPayments.toArray(),
  ]);
  const invoices = allInvoices.filter((invoice) => Boolean(invoice.fiat));
  const bills = allBills.filter((bill) => Boolean(bill.fiat));
  const { documents, payments } = fiatDocumentRows(invoices, bills, billPayments);
  return {
    fixedDocuments: [...invoices.map((i) => `invoice:${i.id}`), ...bills.map((b) => `bill:${b.id}`)].sort(),
    fiatDocuments: documents,
    paymentDocuments: payments,
    documentParties: [
      ...allInvoices.map((i): [string, string] => [`invoice:${i.id}`, `client:${i.clientId}`]),
      ...allBills.map((b): [string, string] => [`bill:${b.id}`, `vendor:${b.vendorId}`]),
    ].sort((x, y) => x[0].localeCompare(y[0])),
  };
}

// Everything but the journal: small tables, read again whenever one of them changes.
async function readOthers(db: WorkspaceDb): Promise<Others> {
  const [accounts, prices, periodEvents, tokens, wallets, members, profile, mapping, fiat] = await Promise.all([
    db.ledgerAccounts
      .orderBy('code')
      .toArray()
      .then((rows) => checkStoredRows('ledgerAccounts', rows)),
    db.ledgerPrices.toArray().then((rows) => checkStoredRows('ledgerPrices', rows)),
    db.periodEvents
      .orderBy('sequence')
      .toArray()
      .then((rows) => checkStoredRows('periodEvents', rows)),
    db.knownTokens.toArray().then((rows) => checkStoredRows('knownTokens', rows)),
    db.treasuryWallets.toArray().then((rows) => checkStoredRows('treasuryWallets', rows)),
    db.teamMembers.toArray().then((rows) => checkStoredRows('teamMembers', rows)),
    db.companyProfile.get(COMPANY_PROFILE_ID).then((row) => checkStoredRows('companyProfile', row ? [row] : [])),
    db.categoryAccounts.toArray().then((rows) => checkStoredRows('categoryAccounts', rows)),
    documentRows(db),
  ]);
  const company = profile.records[0];
  return {
    accounts: accounts.records,
    ...fiat,
    categoryAccounts: [...mapping.records].sort((a, b) => a.id.localeCompare(b.id)),
    prices: prices.records,
    periodEvents: periodEvents.records,
    tokens: tokens.records,
    wallets: wallets.records,
    members: members.records,
    baseCurrency: company?.baseCurrency ?? '',
    fiscalYearStartMonth: company?.fiscalYearStartMonth ?? 1,
    costMethod: company?.costMethod ?? BOOKS_DEFAULTS.costMethod,
    measurementPolicy: company?.measurementPolicy ?? BOOKS_DEFAULTS.measurementPolicy,
    corrupt: [accounts, prices, periodEvents, tokens, wallets, members, profile, mapping].flatMap((r) => r.corrupt),
  };
}

/** The books of the workspace, live; the journal held in memory and changed by what changes (store/journal-live). */
export function useAccountingData(db: WorkspaceDb): LiveQueryState<AccountingData> {
  const others = useLiveQuery(() => readOthers(db), [db]);
  const journal = useJournal(db);
  return useMemo((): LiveQueryState<AccountingData> => {
    if (others.status === 'error') return others;
    if (journal.status === 'error') return journal;
    if (others.status === 'loading' || journal.status === 'loading') return { status: 'loading' };
    const data = others.data;
    return {
      status: 'ready',
      data: {
        ...data,
        entries: journal.data.entries,
        corrupt: [...data.corrupt, ...journal.data.corrupt],
        journalLoading: journal.data.loading,
      },
    };
  }, [others, journal]);
}
