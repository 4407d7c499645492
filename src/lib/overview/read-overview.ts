// Everything the overview read models use, read in one live query of the workspace: the engine's
// balances and rows, invoices and bills with what pays them, the ledger, the price list, the
// schedules of distributions, and the company profile (base currency, fiscal-year start).
import type { MailReminder } from '@/lib/db/entities/mail';
import { readMailSettings, readReminderSchedules } from '@/lib/mail/mail-store';
import type { Bill, BillPayment } from '@/lib/db/entities/bill';
import type { ChainBalance } from '@/lib/db/entities/chain-balance';
import type { ChainPayment } from '@/lib/db/entities/chain-payment';
import { chainTransactionId, type ChainTransaction, type TxStatus } from '@/lib/db/entities/chain-transaction';
import { COMPANY_PROFILE_ID, type CompanyProfile } from '@/lib/db/entities/company-profile';
import type { CompanyToken } from '@/lib/db/entities/company-token';
import type { Counterparty } from '@/lib/db/entities/counterparty';
import type { DistributionTemplate } from '@/lib/db/entities/distribution';
import type { Invoice } from '@/lib/db/entities/invoice';
import type { KnownToken } from '@/lib/db/entities/known-token';
import type { RecurringItem } from '@/lib/db/entities/recurring-item';
import { META_KEYS } from '@/lib/db/entities/meta-entry';
import type { TreasuryWallet } from '@/lib/db/entities/treasury-wallet';
import { readRecord, readRecords } from '@/lib/db/records';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { Account } from '@/lib/ledger/account';
import type { Entry } from '@/lib/ledger/entry';
import { pricesInBase, type Price } from '@/lib/ledger/prices';
import { accountFromRow, entryFromRow } from '@/lib/ledger/store/ledger-rows';
import { companyWallets } from '@/lib/payments/invoice-settlement';
import { addDays } from '@/lib/primitives/days';

/** How far back the engine's rows are read (six 30-day windows of cash flow). */
export const HISTORY_DAYS = 180;

export interface OverviewRecords {
  readonly profile: CompanyProfile | null;
  readonly treasury: readonly TreasuryWallet[];
  /** The tokens the company issued: equity, never cash (lib/overview/company-cash.ts). */
  readonly companyTokens: readonly CompanyToken[];
  readonly counterparties: readonly Counterparty[];
  readonly invoices: readonly Invoice[];
  readonly payments: readonly ChainPayment[];
  /** Confirmed incoming rows to an invoice's payee (accepted transfers settle invoices). */
  readonly incoming: readonly ChainTransaction[];
  readonly bills: readonly Bill[];
  readonly billPayments: readonly BillPayment[];
  readonly txStatus: ReadonlyMap<string, TxStatus>;
  /** Our wallets for invoices (as the Client page) and for bills (as the Vendors page), lower-case. */
  readonly invoiceWallets: ReadonlySet<string>;
  readonly billWallets: ReadonlySet<string>;
  /** Every watched wallet's balances (the books-against-chain check reads them all; cash only the company's). */
  readonly balances: readonly ChainBalance[];
  /** The engine's rows of the last HISTORY_DAYS days (and pending ones). */
  readonly rows: readonly ChainTransaction[];
  readonly entries: readonly Entry[];
  readonly accounts: readonly Account[];
  readonly prices: readonly Price[];
  readonly templates: readonly DistributionTemplate[];
  readonly recurring: readonly RecurringItem[];
  /** The workspace's known tokens (the assets a recurring item can be in). */
  readonly tokens: readonly KnownToken[];
  readonly lastExportAt: string | null;
  /** Mail's reminder schedules: each invoice's own, and the default days from the due date. */
  readonly reminderSchedules: ReadonlyMap<string, MailReminder>;
  readonly reminderOffsets: readonly number[];
}

/**
 * The confirmed incoming rows to the payees of sent invoices: the transfers an accepted match can
 * point at (`invoiceSettlements` counts an accepted match only while its row is there). Every page
 * that settles invoices reads them through here (the Dashboard, Mail's reminders).
 */
export async function readInvoiceIncoming(
  db: WorkspaceDb,
  invoices: readonly Pick<Invoice, 'state' | 'payee'>[],
): Promise<ChainTransaction[]> {
  const payees = [...new Set(invoices.filter((i) => i.state === 'sent').map((i) => i.payee))];
  if (payees.length === 0) return [];
  return (await db.chainTransactions.where('wallets').anyOf(payees).toArray()).filter(
    (t) => t.direction === 'in' && t.status === 'confirmed',
  );
}

/** Reads the records of the overview (rows that fail their schema are left out). */
export async function readOverview(db: WorkspaceDb, account: string, today: string): Promise<OverviewRecords> {
  const since = `${addDays(today, -HISTORY_DAYS)}T00:00:00.000Z`;
  const [profile, treasury, counterparties, invoices, bills, billPayments, templates, accounts, prices, lastExport] =
    await Promise.all([
      readRecord(db, 'companyProfile', COMPANY_PROFILE_ID),
      readRecords(db, 'treasuryWallets'),
      readRecords(db, 'counterparties'),
      readRecords(db, 'invoices'),
      readRecords(db, 'bills'),
      readRecords(db, 'billPayments'),
      readRecords(db, 'distributionTemplates'),
      readRecords(db, 'ledgerAccounts'),
      readRecords(db, 'ledgerPrices'),
      db.meta.get(META_KEYS.lastExportAt),
    ]);
  const [schedules, mail, recurring, tokens, companyTokens] = await Promise.all([
    readReminderSchedules(db),
    readMailSettings(db),
    readRecords(db, 'recurringItems'),
    readRecords(db, 'knownTokens'),
    readRecords(db, 'companyTokens'),
  ]);
  const [payments, balances, rows, entries] = await Promise.all([
    db.payments.toArray(),
    db.chainBalances.toArray(),
    db.chainTransactions.where('time').aboveOrEqual(since).toArray(),
    db.journalEntries.where('status').equals('posted').toArray(),
  ]);
  const incoming = await readInvoiceIncoming(db, invoices.records);
  const ids = billPayments.records.map((p) => chainTransactionId(p.chainId, p.hash));
  const txStatus = new Map<string, TxStatus>();
  for (const row of ids.length ? await db.chainTransactions.bulkGet(ids) : [])
    if (row) txStatus.set(`${row.chainId}:${row.hash}`, row.status);
  return {
    profile: profile.record,
    treasury: treasury.records,
    companyTokens: companyTokens.records,
    counterparties: counterparties.records,
    invoices: invoices.records,
    payments,
    incoming,
    bills: bills.records,
    billPayments: billPayments.records,
    txStatus,
    invoiceWallets: companyWallets(treasury.records, account, payments),
    billWallets: new Set([account.toLowerCase(), ...treasury.records.map((w) => w.address.toLowerCase())]),
    balances,
    rows,
    entries: entries.map(entryFromRow),
    accounts: accounts.records.map(accountFromRow),
    // A feed quoting a currency other than the base currency prices nothing.
    prices: profile.record?.baseCurrency ? pricesInBase(prices.records, profile.record.baseCurrency) : prices.records,
    templates: templates.records,
    recurring: recurring.records,
    tokens: tokens.records,
    lastExportAt: typeof lastExport?.value === 'string' ? lastExport.value : null,
    reminderSchedules: schedules,
    reminderOffsets: mail.offsets,
  };
}
