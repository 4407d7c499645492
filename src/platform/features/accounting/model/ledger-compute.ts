// The heavy part of the page (reports over the whole journal, export texts), as pure functions of
// the stored rows: run in the ledger worker, or in the page where no worker exists (unit tests).
import { BOOKS_DEFAULTS } from '@/lib/db/entities/company-profile';
import type { JournalEntry } from '@/lib/db/entities/journal-entry';
import type { KnownToken } from '@/lib/db/entities/known-token';
import type { LedgerAccount } from '@/lib/db/entities/ledger-account';
import type { LedgerPrice } from '@/lib/db/entities/ledger-price';
import { balanceSheet, type BalanceSheet } from '@/lib/ledger/balance-sheet';
import { toBeancount } from '@/lib/ledger/beancount';
import { generalLedger, type GeneralLedger } from '@/lib/ledger/general-ledger';
import { toHledger, toHledgerWithCosts } from '@/lib/ledger/hledger';
import { toQboCsv, toXeroCsv, type ExportPart } from '@/lib/ledger/accounting-csv';
import { toBeancountAtCost } from '@/lib/ledger/beancount-cost';
import { incomeStatement, type IncomeStatement } from '@/lib/ledger/income-statement';
import { journalCsv } from '@/lib/ledger/journal-csv';
import { indexPrices, pricesInBase, type Price } from '@/lib/ledger/prices';
import { trialBalance, type TrialBalance } from '@/lib/ledger/trial-balance';
import { fiscalYearStart, yearBalances } from '@/lib/ledger/year-close';
import { commodityNames } from '@/lib/ledger/export-names';
import { reportCsv, type ReportCsv } from './report-csv-request';
import { commodityInfos } from '@/lib/ledger/store/commodity-infos';
import { accountFromRow, entryFromRow } from '@/lib/ledger/store/ledger-rows';
import type { DateRange } from '@/lib/ledger/balances';
import type { DayRange } from '@/lib/ledger/period-presets';
import type { MeasurementPolicy } from '@/lib/ledger/functional/books';
import type { CostMethod } from '@/lib/ledger/functional/lots';
import { booksFor, measureThrough, statementsOf, type FunctionalReports } from './functional-reports';
import type { FunctionalBooks } from '@/lib/ledger/functional/books';
import { quotePricesOf, type FiatDocumentRow, type PaymentRow } from '@/lib/ledger/functional/translation';
import type { Account } from '@/lib/ledger/account';
import type { Entry } from '@/lib/ledger/entry';
import type { PriceIndex } from '@/lib/ledger/prices';

// The last books derived in the company's currency: a drill-down, another general ledger or the
// comparison switched off reuse them. Kept while the journal is the same array (the worker keeps
// it while no entry changes) and the rest of the book and the measured month ends are the same.
let lastBooks: { entries: BookRows['entries']; key: string; books: FunctionalBooks } | null = null;

function derivedBooks(book: BookRows, through: string, derive: () => FunctionalBooks): FunctionalBooks {
  const key = JSON.stringify([
    through,
    book.baseCurrency,
    book.costMethod,
    book.measurementPolicy,
    book.accounts,
    book.prices,
    book.tokens,
    book.fixedDocuments,
    book.fiatDocuments,
    book.paymentDocuments,
    book.documentParties,
  ]);
  if (lastBooks && lastBooks.entries === book.entries && lastBooks.key === key) return lastBooks.books;
  const books = derive();
  lastBooks = { entries: book.entries, key, books };
  return books;
}

/** Everything the books are made of, as stored (structured-cloned to the worker). */
export interface BookRows {
  readonly entries: readonly JournalEntry[];
  readonly accounts: readonly LedgerAccount[];
  readonly prices: readonly LedgerPrice[];
  readonly tokens: readonly KnownToken[];
  /** The Company profile's base currency ('' when not set: nothing is valued). */
  readonly baseCurrency: string;
  /** The books in the base currency: Company's cost method and measurement policy (defaults: FIFO, cost less impairment). */
  readonly costMethod?: CostMethod;
  readonly measurementPolicy?: MeasurementPolicy;
  /** The Company profile's fiscal-year start month (1–12): balances split there (retained earnings, this year's income). */
  readonly fiscalYearStartMonth?: number;
  /** Invoices and bills written in a fiat currency (`invoice:<id>`, `bill:<id>`): their receivables are fixed in it. */
  readonly fixedDocuments?: readonly string[];
  /** Those with an issue rate and their currency: one in another currency is translated at month ends. */
  readonly fiatDocuments?: readonly FiatDocumentRow[];
  /** Payments the app sent for a fiat bill: `[tx:<chainId>:<hash>, bill:<id>, units]`, a row per bill it pays. */
  readonly paymentDocuments?: readonly PaymentRow[];
  /** Each invoice's client and each bill's vendor: their receivables and payables are kept apart. */
  readonly documentParties?: readonly (readonly [string, string])[];
}

export const EXPORT_FORMATS = ['csv', 'hledger', 'beancount', 'beancount-cost', 'hledger-cost', 'xero', 'qbo'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export type LedgerRequest =
  | {
      readonly kind: 'reports';
      readonly book: BookRows;
      readonly range: DayRange;
      /** The comparison period, or null for none. */
      readonly previous: DayRange | null;
      /** The general ledger to build: the chosen account over the period, or a figure's drill-down. */
      readonly ledger: { readonly accountId: string; readonly range: DateRange } | null;
    }
  | { readonly kind: 'export'; readonly book: BookRows; readonly format: ExportFormat }
  | {
      readonly kind: 'report-csv';
      readonly book: BookRows;
      readonly report: ReportCsv;
      readonly range: DayRange;
      readonly accountId: string | null;
    };

export interface PeriodReports {
  readonly trial: TrialBalance;
  readonly income: IncomeStatement;
  readonly sheet: BalanceSheet;
  /** The start of the fiscal year of the period's end: balances of income and expense run from it. */
  readonly yearStart?: string;
}

export interface Reports extends PeriodReports {
  /** The same reports over the previous period (the comparison column). */
  readonly previous: PeriodReports | null;
  readonly ledger: GeneralLedger | null;
  /** The statements in the base currency (lots, gains, measurement), null without a base currency. */
  readonly functional: FunctionalReports | null;
  /** Why the statements in the base currency could not be built (the per-asset reports still are), or null. */
  readonly functionalError: string | null;
}

export type LedgerResponse =
  | { readonly kind: 'reports'; readonly reports: Reports }
  | { readonly kind: 'export'; readonly text: string }
  /** An export split into files where the importer limits lines per file (Xero, QuickBooks Online). */
  | { readonly kind: 'export-parts'; readonly parts: readonly ExportPart[] };

// Each stored entry's form in the core, kept while the worker holds the row (book-wire keeps an
// unchanged entry as the same object): a change converts only the entries that changed, not the
// 100,000 rows again (their amounts parsed into bigints on every request was a tenth of the time).
const converted = new WeakMap<JournalEntry, Entry>();
function entryOf(row: JournalEntry): Entry {
  let entry = converted.get(row);
  if (!entry) {
    entry = entryFromRow(row);
    converted.set(row, entry);
  }
  return entry;
}

function model(book: BookRows) {
  const entries = book.entries.map(entryOf);
  const accounts = book.accounts.map(accountFromRow);
  // Within a day the last entered price wins: order by entry time before indexing.
  const prices: Price[] = book.baseCurrency
    ? pricesInBase(book.prices, book.baseCurrency).sort((a, b) =>
        a.addedAt < b.addedAt ? -1 : a.addedAt > b.addedAt ? 1 : 0,
      )
    : [];
  // A loop, not a flatMap: two arrays per entry over 100,000 entries on every request.
  const used = new Set<string>();
  for (const entry of entries) for (const posting of entry.postings) used.add(posting.commodity);
  const commodities = commodityInfos(used, book.tokens);
  return { entries, accounts, prices, commodities };
}

/** Runs `build` under a `ledger:<name>` User Timing measure (read by npm run bench in the worker). */
function timed<T>(name: string, build: () => T): T {
  const start = performance.now();
  const result = build();
  performance.measure(`ledger:${name}`, { start, end: performance.now() });
  return result;
}

/** The statements in the base currency of a reports request; a failure is reported beside the per-asset reports, not instead of them. */
function functionalPart(
  book: BookRows,
  period: { readonly range: DayRange; readonly previous: DayRange | null },
  books: () => { entries: readonly Entry[]; accounts: readonly Account[]; index: PriceIndex },
): Pick<Reports, 'functional' | 'functionalError'> {
  if (!book.baseCurrency) return { functional: null, functionalError: null };
  const request = {
    currency: book.baseCurrency,
    method: book.costMethod ?? BOOKS_DEFAULTS.costMethod,
    policy: book.measurementPolicy ?? BOOKS_DEFAULTS.measurementPolicy,
    fiscalYearStartMonth: book.fiscalYearStartMonth ?? 1,
    fixedDocuments: book.fixedDocuments ?? [],
    fiatDocuments: book.fiatDocuments ?? [],
    paymentDocuments: book.paymentDocuments ?? [],
    documentParties: book.documentParties ?? [],
    ...period,
  } as const;
  try {
    return {
      functional: timed('functional', () => {
        const { entries, accounts, index } = books();
        const quotes = () => quotePricesOf(book.prices, book.baseCurrency);
        return statementsOf(
          derivedBooks(book, measureThrough(request), () => booksFor(entries, accounts, index, request, quotes())),
          request,
        );
      }),
      functionalError: null,
    };
  } catch (error) {
    return { functional: null, functionalError: error instanceof Error ? error.message : String(error) };
  }
}

/** Answers one request. */
export function computeLedger(request: LedgerRequest): LedgerResponse {
  const { entries, accounts, prices, commodities } = model(request.book);
  if (request.kind === 'export') {
    const baseCurrency = request.book.baseCurrency || undefined;
    const priced = baseCurrency ? prices : [];
    if (request.format === 'csv')
      return { kind: 'export', text: journalCsv(entries, accounts, { commodities, prices: priced }) };
    if (request.format === 'hledger')
      return { kind: 'export', text: toHledger(entries, accounts, { commodities, prices: priced, baseCurrency }) };
    if (request.format !== 'beancount') {
      // In the company's currency: valued with the price list (a missing price fails with its name).
      if (!baseCurrency) throw new Error("Set the company's currency in Company first: this export is in it");
      const valued = { commodities, prices: priced, baseCurrency };
      if (request.format === 'beancount-cost')
        return { kind: 'export', text: toBeancountAtCost(entries, accounts, valued) };
      if (request.format === 'hledger-cost')
        return { kind: 'export', text: toHledgerWithCosts(entries, accounts, valued) };
      const parts =
        request.format === 'xero' ? toXeroCsv(entries, accounts, valued) : toQboCsv(entries, accounts, valued);
      return { kind: 'export-parts', parts };
    }
    return {
      kind: 'export',
      text: toBeancount(entries, accounts, { commodities, prices: priced, baseCurrency, title: 'Ledgerline export' }),
    };
  }
  const index = indexPrices(prices);
  if (request.kind === 'report-csv')
    return {
      kind: 'export',
      text: reportCsv(request, {
        entries,
        accounts,
        index,
        names: commodityNames(commodities.keys(), commodities),
        year: { fiscalYearStartMonth: request.book.fiscalYearStartMonth ?? 1 },
      }),
    };
  // Measured as `ledger:<report>` for the period, `ledger:previous-<report>` for the comparison.
  // Balances split at the start of the fiscal year of the period's end (lib/ledger/year-close).
  const year = { fiscalYearStartMonth: request.book.fiscalYearStartMonth ?? 1 };
  const periodReports = (range: DayRange, prefix = ''): PeriodReports => {
    const yearStart = fiscalYearStart(range.to, year.fiscalYearStartMonth);
    // Summed once for both: the trial balance and the balance sheet of a day read the same balances.
    const shared = { ...year, yearBalances: yearBalances(entries, accounts, range.to, yearStart) };
    return {
      trial: timed(`${prefix}trial-balance`, () => trialBalance(entries, accounts, index, { to: range.to }, shared)),
      income: timed(`${prefix}income-statement`, () => incomeStatement(entries, accounts, index, range)),
      sheet: timed(`${prefix}balance-sheet`, () => balanceSheet(entries, accounts, index, range.to, shared)),
      yearStart,
    };
  };
  const { ledger } = request;
  return {
    kind: 'reports',
    reports: {
      ...periodReports(request.range),
      previous: request.previous ? periodReports(request.previous, 'previous-') : null,
      ledger: ledger ? generalLedger(entries, accounts, index, ledger.accountId, ledger.range) : null,
      ...functionalPart(request.book, { range: request.range, previous: request.previous }, () => ({
        entries,
        accounts,
        index,
      })),
    },
  };
}
