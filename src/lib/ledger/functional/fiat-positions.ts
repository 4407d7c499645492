// The positions of documents in a fiat currency as an entry is translated (docs/functional-currency.md,
// "The gain of a fiat document's payment" and "A batch paying several fiat bills"): the terms a
// document's receivable or payable is carried with, the shares of a batch payment's payable debit
// (each bill by the units the batch sends it), and the entry's exchange difference (what its fixed
// positions carried less their value on the day), which books.ts books on Realised FX gain/loss.
import type { Posting } from '../entry';
import type { FairValue } from './fair-value';
import type { Holdings } from './holdings';
import { documentOf, paymentOf, type PaymentDocuments, type PaymentShare } from './live-journal';
import { translatedTerms, type FiatDocumentTerms, type Translated } from './translation';

/** How a position is carried: fixed in a fiat currency (its document), translated when not the company's. */
export interface HeldTerms {
  readonly decimals: number;
  readonly fixed: boolean;
  readonly document: string;
  readonly translated?: Translated;
  /** The counterparty of the document (`client:<id>`, `vendor:<id>`), when known. */
  readonly party?: string;
}

const NOT_FIXED: HeldTerms = { decimals: 0, fixed: false, document: '' };

/** The terms a document's positions are carried with. */
export function documentTerms(document: string, t: Pick<CarryContext, 'fixedDocuments' | 'options'>): HeldTerms {
  const terms = t.options.fiatDocuments?.get(document);
  const fixed = t.fixedDocuments.has(document) || terms !== undefined;
  const party = t.options.parties?.get(document);
  return { decimals: 0, fixed, document, translated: translatedTerms(terms, t.options.currency), party };
}

/**
 * Splits a batch payment's payable debit between the bills it pays, in the order of its items: each
 * takes what is left of its units (`left`, shared by the transaction's entries, so two rows of one
 * batch take the items in turn); what is beyond them is nobody's (null: carried as a plain position).
 */
export function batchParts(
  amount: bigint,
  shares: readonly PaymentShare[],
  left: bigint[],
): { document: string | null; amount: bigint }[] {
  const parts: { document: string | null; amount: bigint }[] = [];
  let rest = amount;
  shares.forEach((share, k) => {
    const open = left[k] ?? 0n;
    const take = rest < open ? rest : open;
    if (take <= 0n) return;
    left[k] = open - take;
    rest -= take;
    parts.push({ document: share.document, amount: take });
  });
  if (rest > 0n) parts.push({ document: null, amount: rest });
  return parts;
}

/** An entry's exchange difference: what its fixed positions carried less their value on the day. */
export class ExchangeDifference {
  /** Null while no fixed position moved. */
  amount: bigint | null = null;
  /** A fixed position's asset had no price on the day: the difference is unknown. */
  unknown = false;

  constructor(
    private readonly fair: FairValue,
    private readonly date: string,
  ) {}

  /** A fixed position's line: `value` carried for `amount` of the posting's asset. */
  add(p: Posting, amount: bigint, value: bigint): void {
    const price = this.fair.price(p.commodity, this.date);
    if (price === null) {
      this.unknown = true;
      return;
    }
    const worth = amount < 0n ? -this.fair.at(-amount, p.decimals, price) : this.fair.at(amount, p.decimals, price);
    this.amount = (this.amount ?? 0n) + value - worth;
  }
}

/** What carrying a position needs of the translation under way (books.ts). */
export interface CarryContext {
  readonly fixedDocuments: ReadonlySet<string>;
  readonly options: {
    readonly currency: string;
    readonly fiatDocuments?: ReadonlyMap<string, FiatDocumentTerms>;
    readonly paymentDocuments?: PaymentDocuments;
    readonly parties?: ReadonlyMap<string, string>;
  };
  readonly fair: FairValue;
  readonly holdings: Holdings;
  /** The payable accounts (a batch's payable debit is split between its bills). */
  readonly payables: ReadonlySet<string>;
  /** Per batch transaction, the units of each of its bills not yet paid by its entries. */
  readonly batchLeft: Map<string, bigint[]>;
}

/** How an entry's carried positions are held: one document's terms, or a batch's bills (`paymentOf`). */
export type EntryHeld = HeldTerms & {
  readonly batch?: { readonly key: string; readonly shares: readonly PaymentShare[] };
};

/** Whether an entry's carried positions are fixed in a fiat currency, and the terms translating them. */
export function heldOf(source: string, t: CarryContext): EntryHeld {
  const { fixedDocuments, options } = t;
  if (fixedDocuments.size === 0 && !options.fiatDocuments?.size && !options.parties?.size) return NOT_FIXED;
  const paid = paymentOf(source, options.paymentDocuments);
  if (paid && paid.shares.length > 1) return { ...NOT_FIXED, batch: paid };
  return documentTerms(documentOf(source, options.paymentDocuments), t);
}

/**
 * Carries a non-wallet balance-sheet posting (holdings.carry) by its entry's terms: a batch's payable
 * debit split between the bills it pays. Each fixed position's line joins the exchange difference.
 */
export function carryPosting(p: Posting, held: EntryHeld, t: CarryContext, date: string, fx: ExchangeDifference) {
  const valueOf = (amount: bigint) => t.fair.of(amount, p.decimals, p.commodity, date);
  const one = (amount: bigint, terms: HeldTerms) => {
    const carried = t.holdings.carry(p.accountId, p.commodity, amount, valueOf, { ...terms, decimals: p.decimals });
    if (terms.fixed) fx.add(p, amount, carried.value);
    return carried;
  };
  const batch = held.batch;
  if (!batch || p.amount <= 0n || !t.payables.has(p.accountId)) return one(p.amount, batch ? NOT_FIXED : held);
  let left = t.batchLeft.get(batch.key);
  if (!left) {
    left = batch.shares.map((share) => share.units);
    t.batchLeft.set(batch.key, left);
  }
  let value = 0n;
  let settled = false;
  const parties: (readonly [string, bigint])[] = [];
  for (const part of batchParts(p.amount, batch.shares, left)) {
    const carried = one(part.amount, part.document === null ? NOT_FIXED : documentTerms(part.document, t));
    value += carried.value;
    settled ||= carried.settled;
    parties.push(...carried.parties);
  }
  return { value, settled, parties };
}
