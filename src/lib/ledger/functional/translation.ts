// Receivables and payables of documents written in a fiat currency (docs/functional-currency.md,
// "Receivables and payables in another fiat currency"): fixed in that currency, never remeasured at
// the asset's price. When the currency is not the company's, each month end translates what is open
// at the month end's rate (IAS 21's closing rate for a monetary item), a cross rate derived from the
// two pairs of the document's asset the feeds give: GBP per USD = (ETH/GBP) ÷ (ETH/USD). The books
// hold the open amount in asset units booked at the issue rate, so the open amount in the document's
// currency is the units × the issue rate.
import { divRound, pow10 } from '@/lib/money/minor-units';
import { parseExact, type Exact } from '../exact';
import { indexPrices, latestPrice, type Price, type PriceIndex } from '../prices';
import { staleUse, type StalePrice } from '../stale-price';
import type { PaymentShare } from './live-journal';

/** A fiat document's terms: its currency and its issue rate (units of the currency per whole asset unit). */
export interface FiatDocumentTerms {
  readonly currency: string;
  /** Exact decimal (`3000`, `2500.5`). */
  readonly issueRate: string;
}

/** A position fixed in a fiat currency other than the company's, translated at month ends. */
export interface Translated {
  readonly currency: string;
  readonly issueRate: Exact;
}

/** The prices of assets quoted in other currencies than the company's, per quote currency (`USD`). */
export type QuotePrices = ReadonlyMap<string, PriceIndex>;

/**
 * `quantity` asset units (`decimals`, a payable's negative) open in a document at `issueRate`, in the
 * company's minor units (`digits`) at the cross rate `base` ÷ `quote` (the asset in the company's
 * currency and in the document's): one rounding, half away from zero.
 */
export function translatedValue(
  quantity: bigint,
  decimals: number,
  issueRate: Exact,
  base: Exact,
  quote: Exact,
  digits: number,
): bigint {
  const numerator = quantity * issueRate.units * base.units * pow10(digits) * pow10(quote.scale);
  const denominator = pow10(decimals + issueRate.scale + base.scale) * quote.units;
  return divRound(numerator, denominator);
}

/** The asset's price in a quote currency on a day (the latest on or before it), noting a stale one. */
export class QuoteRates {
  constructor(
    private readonly quotes: QuotePrices,
    /** Where a stale quote price is noted (the books' stale prices). */
    private readonly note: (stale: StalePrice) => void,
  ) {}

  price(commodity: string, currency: string, date: string): Exact | null {
    const index = this.quotes.get(currency);
    const found = index ? latestPrice(index, commodity, date) : undefined;
    if (!found || found.price.units === 0n) return null;
    const stale = staleUse(commodity, found, date);
    if (stale) this.note({ ...stale, quote: currency });
    return found.price;
  }
}

/** What the month end translates a fixed position with: its terms when its currency is not the company's. */
export function translatedTerms(terms: FiatDocumentTerms | undefined, currency: string): Translated | undefined {
  if (!terms || terms.currency === currency) return undefined;
  return { currency: terms.currency, issueRate: parseExact(terms.issueRate) };
}

/** A fiat document as the books read it (structured-cloned to the ledger worker). */
export interface FiatDocumentRow extends FiatDocumentTerms {
  /** `invoice:<id>` or `bill:<id>`. */
  readonly document: string;
}

export interface FiatDocumentLike {
  readonly id: string;
  readonly fiat?: { readonly currency: string; readonly issueRate: { readonly price: string } | null } | null;
}

/**
 * The fiat documents with an issue rate, and the payments the app sent for bills: a row
 * `[tx:<chainId>:<hash>, bill:<id>, units]` per bill the transaction pays, in its items' order (a
 * batch's payable debit is split between its bills: `paymentShares`; a fiat bill's is fixed in its
 * currency, and each is its vendor's with `parties`).
 */
export function fiatDocumentRows(
  invoices: readonly FiatDocumentLike[],
  bills: readonly FiatDocumentLike[],
  billPayments: readonly {
    readonly chainId: number;
    readonly hash: string;
    readonly items: readonly { readonly billId: string; readonly units: string }[];
  }[],
): { documents: FiatDocumentRow[]; payments: PaymentRow[] } {
  const documents: FiatDocumentRow[] = [];
  const add = (prefix: string, row: FiatDocumentLike) => {
    const rate = row.fiat?.issueRate;
    if (row.fiat && rate)
      documents.push({ document: `${prefix}:${row.id}`, currency: row.fiat.currency, issueRate: rate.price });
  };
  for (const invoice of invoices) add('invoice', invoice);
  for (const bill of bills) add('bill', bill);
  const payments: PaymentRow[] = [];
  for (const intent of billPayments) {
    const key = `tx:${intent.chainId}:${intent.hash.toLowerCase()}`;
    for (const item of intent.items) payments.push([key, `bill:${item.billId}`, item.units]);
  }
  documents.sort((a, b) => a.document.localeCompare(b.document));
  // Stable: a batch's rows keep their items' order.
  payments.sort((a, b) => a[0].localeCompare(b[0]));
  return { documents, payments };
}

/** A payment row: `tx:<chainId>:<hash>`, the bill's document, the units it sends the bill (structured-cloned to the worker). */
export type PaymentRow = readonly [string, string, string];

/** The payment rows as the books read them: per transaction, the bills it pays with their units. */
export function paymentShares(rows: readonly PaymentRow[]): Map<string, PaymentShare[]> {
  const shares = new Map<string, PaymentShare[]>();
  for (const [key, document, units] of rows) {
    const list = shares.get(key) ?? [];
    list.push({ document, units: BigInt(units) });
    shares.set(key, list);
  }
  return shares;
}

/** The price list's prices quoted in other currencies than `base` (feeds, the price API), indexed per quote currency. */
export function quotePricesOf(prices: readonly (Price & { readonly addedAt: string })[], base: string): QuotePrices {
  const byQuote = new Map<string, (Price & { readonly addedAt: string })[]>();
  for (const price of prices) {
    const source = price.source;
    if ((source?.kind !== 'feed' && source?.kind !== 'api') || source.quote === base) continue;
    const list = byQuote.get(source.quote) ?? [];
    list.push(price);
    byQuote.set(source.quote, list);
  }
  return new Map(
    [...byQuote].map(([quote, list]) => [quote, indexPrices(list.sort((a, b) => a.addedAt.localeCompare(b.addedAt)))]),
  );
}
