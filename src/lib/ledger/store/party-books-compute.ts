// A counterparty statement's closing balance in the company's currency, computed from the stored rows
// (pure: run in the statement worker, or in place where no worker exists): the posted journal, the
// chart and the price list derived into the books in the company's currency with the Company's cost
// method and measurement policy (lib/ledger/functional/books.ts), each invoice's client and each
// bill's vendor a position of its own, as the Accounting page's worker derives them for Reports.
import type { JournalEntry } from '@/lib/db/entities/journal-entry';
import type { LedgerAccount } from '@/lib/db/entities/ledger-account';
import type { LedgerPrice } from '@/lib/db/entities/ledger-price';
import { deriveBooks, type FunctionalBooks, type MeasurementPolicy } from '../functional/books';
import type { CostMethod } from '../functional/lots';
import { partyClosing, type PartyClosing } from '../functional/party-closing';
import { fiatDocumentRows, paymentShares, quotePricesOf, type FiatDocumentLike } from '../functional/translation';
import { indexPrices, pricesInBase } from '../prices';
import { accountFromRow, entryFromRow } from './ledger-rows';

/** What the books are made of, as stored (structured-cloned to the worker). */
export interface PartyBookRows {
  /** The Company's currency ('' when none: nothing is valued), cost method and measurement policy. */
  readonly currency: string;
  readonly method: CostMethod;
  readonly policy: MeasurementPolicy;
  /** The posted entries, in the journal's order. */
  readonly journal: readonly JournalEntry[];
  readonly accounts: readonly LedgerAccount[];
  readonly prices: readonly LedgerPrice[];
  readonly invoices: readonly (FiatDocumentLike & { readonly clientId: string })[];
  readonly bills: readonly (FiatDocumentLike & { readonly vendorId: string })[];
  /** The app's bill payments: the bills each transaction pays, with their units. */
  readonly billPayments: readonly {
    readonly chainId: number;
    readonly hash: string;
    readonly items: readonly { readonly billId: string; readonly units: string }[];
  }[];
}

/** The books measured through `through` (YYYY-MM-DD), or null when the company has no currency. */
export function partyBooksFrom(rows: PartyBookRows, through: string): FunctionalBooks | null {
  const { currency } = rows;
  if (!currency) return null;
  const fiatInvoices = rows.invoices.filter((i) => Boolean(i.fiat));
  const fiatBills = rows.bills.filter((b) => Boolean(b.fiat));
  const { documents, payments } = fiatDocumentRows(fiatInvoices, fiatBills, rows.billPayments);
  // Within a day the last entered price wins: order by entry time before indexing.
  const prices = [...rows.prices].sort((a, b) => a.addedAt.localeCompare(b.addedAt));
  return deriveBooks(
    rows.journal.map(entryFromRow),
    rows.accounts.map(accountFromRow),
    indexPrices(pricesInBase(prices, currency)),
    {
      currency,
      method: rows.method,
      policy: rows.policy,
      measureThrough: through,
      fixedDocuments: new Set([...fiatInvoices.map((i) => `invoice:${i.id}`), ...fiatBills.map((b) => `bill:${b.id}`)]),
      fiatDocuments: new Map(documents.map((row) => [row.document, row])),
      paymentDocuments: paymentShares(payments),
      parties: new Map([
        ...rows.invoices.map((i) => [`invoice:${i.id}`, `client:${i.clientId}`] as const),
        ...rows.bills.map((b) => [`bill:${b.id}`, `vendor:${b.vendorId}`] as const),
      ]),
      quotePrices: quotePricesOf(prices, currency),
    },
  );
}

export interface ClosingRequest {
  readonly rows: PartyBookRows;
  /** The day the closing is read at (month ends are measured through it). */
  readonly through: string;
  /** `client:<id>` or `vendor:<id>`. */
  readonly party: string;
  /** The statement's assets: their stale or missing prices are named. */
  readonly commodities: readonly string[];
}

/** A statement's closing in the company's currency; `{ closing: null }` without a company currency. */
export function closingFor(request: ClosingRequest): { readonly closing: PartyClosing | null } {
  return closingOf(partyBooksFrom(request.rows, request.through), request);
}

const closingOf = (books: FunctionalBooks | null, request: ClosingRequest) => ({
  closing: books ? partyClosing(books, request.party, request.through, request.commodities) : null,
});

/**
 * `closingFor` keeping the last books derived: another statement (another party, other assets) over
 * the same rows and day derives nothing again. For the worker, whose rows keep their identity while
 * unchanged (party-wire.ts).
 */
export function createClosingComputer(): (request: ClosingRequest) => { readonly closing: PartyClosing | null } {
  let last: { rows: PartyBookRows; through: string; books: FunctionalBooks | null } | null = null;
  const same = (a: PartyBookRows, b: PartyBookRows) =>
    (Object.keys(a) as (keyof PartyBookRows)[]).every((key) => a[key] === b[key]);
  return (request) => {
    if (!last || last.through !== request.through || !same(last.rows, request.rows))
      last = { rows: request.rows, through: request.through, books: partyBooksFrom(request.rows, request.through) };
    return closingOf(last.books, request);
  };
}
