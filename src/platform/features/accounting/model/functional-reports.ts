// The statements in the company's currency for the Reports tab (built in the ledger worker): the
// books derived once per request (lib/ledger/functional), then the four statements of the period
// and of the previous one.
import type { Account } from '@/lib/ledger/account';
import type { Entry } from '@/lib/ledger/entry';
import { partyBalances } from '@/lib/ledger/functional/party-balances';
import { deriveBooks, type FunctionalBooks, type MeasurementPolicy } from '@/lib/ledger/functional/books';
import type { CostMethod } from '@/lib/ledger/functional/lots';
import { baseStatements, realisedGains, type BaseStatements } from '@/lib/ledger/functional/statements';
import type { DayRange } from '@/lib/ledger/period-presets';
import type { PriceIndex } from '@/lib/ledger/prices';
import {
  paymentShares,
  type FiatDocumentRow,
  type PaymentRow,
  type QuotePrices,
} from '@/lib/ledger/functional/translation';

export interface FunctionalReports {
  readonly currency: string;
  readonly digits: number;
  readonly method: CostMethod;
  readonly policy: MeasurementPolicy;
  readonly current: BaseStatements;
  readonly previous: BaseStatements | null;
  /** Realised gains minus losses of the period (exact decimal string). */
  readonly realised: string;
  readonly missingPrices: FunctionalBooks['missingPrices'];
  readonly stalePrices: FunctionalBooks['stalePrices'];
  readonly overdrawn: number;
  /**
   * Each counterparty's balance on each control account at the period's end (`[client:<id>,
   * accountId, minor units debit positive]`): what its statement closes on in the company's currency.
   */
  readonly parties: readonly (readonly [string, string, bigint])[];
}

export interface FunctionalRequest {
  readonly currency: string;
  readonly method: CostMethod;
  readonly policy: MeasurementPolicy;
  readonly fiscalYearStartMonth: number;
  readonly range: DayRange;
  readonly previous: DayRange | null;
  /** Invoices and bills in a fiat currency (`invoice:<id>`, `bill:<id>`): their receivable is never remeasured. */
  readonly fixedDocuments?: readonly string[];
  /** Fiat documents with their currency and issue rate: one in another currency is translated at month ends. */
  readonly fiatDocuments?: readonly FiatDocumentRow[];
  /** Payments the app sent for a fiat bill: `[tx:<chainId>:<hash>, bill:<id>, units]`, a row per bill it pays. */
  readonly paymentDocuments?: readonly PaymentRow[];
  /** Each invoice's client and each bill's vendor: `[invoice:<id>, client:<id>]`, `[bill:<id>, vendor:<id>]`. */
  readonly documentParties?: readonly (readonly [string, string])[];
}

/** The day month ends are measured through: the later end of the period and its comparison. */
export function measureThrough(request: Pick<FunctionalRequest, 'range' | 'previous'>): string {
  return request.previous && request.previous.to > request.range.to ? request.previous.to : request.range.to;
}

/** Derives the books in the company's currency for a request. */
export function booksFor(
  entries: readonly Entry[],
  accounts: readonly Account[],
  prices: PriceIndex,
  request: FunctionalRequest,
  quotePrices?: QuotePrices,
): FunctionalBooks {
  return deriveBooks(entries, accounts, prices, {
    currency: request.currency,
    method: request.method,
    policy: request.policy,
    measureThrough: measureThrough(request),
    fixedDocuments: new Set(request.fixedDocuments ?? []),
    fiatDocuments: new Map((request.fiatDocuments ?? []).map((row) => [row.document, row])),
    paymentDocuments: paymentShares(request.paymentDocuments ?? []),
    parties: new Map(request.documentParties ?? []),
    quotePrices,
  });
}

/** The period's statements (and the previous period's) over derived books. */
export function statementsOf(books: FunctionalBooks, request: FunctionalRequest): FunctionalReports {
  return {
    currency: books.currency,
    digits: books.digits,
    method: books.method,
    policy: books.policy,
    current: baseStatements(books, request.range, request.fiscalYearStartMonth),
    previous: request.previous ? baseStatements(books, request.previous, request.fiscalYearStartMonth) : null,
    realised: realisedGains(books, request.range.from, request.range.to),
    missingPrices: books.missingPrices,
    stalePrices: books.stalePrices,
    overdrawn: books.overdrawn.length,
    parties: [...partyBalances(books, request.range.to)].flatMap(([party, byAccount]) =>
      [...byAccount].map(([accountId, amount]) => [party, accountId, amount] as const),
    ),
  };
}

/** Derives the books in the company's currency and builds the period's statements (and the previous period's). */
export function functionalReports(
  entries: readonly Entry[],
  accounts: readonly Account[],
  prices: PriceIndex,
  request: FunctionalRequest,
): FunctionalReports {
  return statementsOf(booksFor(entries, accounts, prices, request), request);
}
