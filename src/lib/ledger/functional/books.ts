// The books in the company's currency (its functional currency), derived from the posted journal (in
// commodities) and the price list. Every posting gets a value in minor units, fixed when translated:
// acquisitions into a wallet open lots at their value on the entry's day, disposals from a wallet
// relieve lots by the company's method, moves between the company's own wallets carry their lots
// across, and each translated entry balances exactly (the residue is a realised gain or loss when
// the entry relieved something, else a rounding difference). At each month end the holdings are
// measured by the company's policy (fair value, or cost less impairment). README "Books in the
// company's currency" has the rules and a worked example.
import { currencyDigits } from '@/lib/money/format-money';
import { isoDay, nextDay } from '@/lib/primitives/days';
import type { Account } from '../account';
import type { Entry, Posting } from '../entry';
import type { PriceIndex } from '../prices';
import type { StalePrice } from '../stale-price';
import { FUNCTIONAL_ACCOUNT_IDS as FX, functionalChart, isPayable, isReceivable, isWalletAccount } from './accounts';
import { DISPOSAL, EntryIndex, LineStore, type BaseEntry } from './book-store';
import { FairValue, type MissingPrice } from './fair-value';
import { carryPosting, ExchangeDifference, heldOf, type CarryContext, type EntryHeld } from './fiat-positions';
import { Holdings, type Holding } from './holdings';
import { liveJournal, type PaymentDocuments } from './live-journal';
import { take, type CostMethod, type Lot } from './lots';
import { QuoteRates, type FiatDocumentTerms, type QuotePrices } from './translation';

export type MeasurementPolicy = 'fair-value' | 'cost-less-impairment';

export const COST_METHODS: readonly CostMethod[] = ['fifo', 'average'];
export const MEASUREMENT_POLICIES: readonly MeasurementPolicy[] = ['fair-value', 'cost-less-impairment'];

export interface FunctionalOptions {
  /** The company's currency (ISO 4217, `GBP`). */
  readonly currency: string;
  readonly method: CostMethod;
  readonly policy: MeasurementPolicy;
  /** Month ends up to this day (YYYY-MM-DD) are measured; by default up to the last entry's month end before it. */
  readonly measureThrough?: string;
  /** Commodity ids of the company's own share tokens (those posted to the share accounts are found alone). */
  readonly ownTokens?: ReadonlySet<string>;
  /**
   * Documents denominated in a fiat currency (`invoice:<id>`, `bill:<id>`): the receivable or payable
   * their entries carry (sources `invoice:<id>`, `invoice:<id>:…`) is fixed in that currency and
   * never remeasured at the asset's price; every other receivable in a crypto asset is measured at
   * month ends by the policy, as the lots are.
   */
  readonly fixedDocuments?: ReadonlySet<string>;
  /**
   * Documents in a fiat currency with their terms (fixed, as `fixedDocuments`): what is open of one
   * in another currency than the company's is translated at each month end's cross rate, from
   * `quotePrices` and the prices in the company's currency (translation.ts).
   */
  readonly fiatDocuments?: ReadonlyMap<string, FiatDocumentTerms>;
  /** The prices of assets in other currencies, per quote currency (`USD`): a cross rate's other leg. */
  readonly quotePrices?: QuotePrices;
  /**
   * `tx:<chainId>:<hash>` of a payment the app sent for a fiat bill → the bills it pays with their
   * units (`paymentShares`): its payable debit is theirs, split by those units for a batch.
   */
  readonly paymentDocuments?: PaymentDocuments;
  /**
   * The counterparty of each document (`invoice:<id>` → `client:<id>`, `bill:<id>` → `vendor:<id>`):
   * its receivable or payable is a position of its own, so each counterparty's balance in the
   * company's currency is read from the books (`partyBalances`).
   */
  readonly parties?: ReadonlyMap<string, string>;
}

export interface FunctionalBooks {
  readonly currency: string;
  /** Minor-unit digits of the currency. */
  readonly digits: number;
  readonly method: CostMethod;
  readonly policy: MeasurementPolicy;
  /** The chart with the functional accounts (gains, losses, rounding). */
  readonly accounts: readonly Account[];
  /** Date order (the journal's order within a day; a month end's remeasurement after that day's entries), made when first read. */
  readonly entries: readonly BaseEntry[];
  /** The entries in columns (what the statements read). */
  readonly index: EntryIndex;
  /** The entries' lines. */
  readonly store: LineStore;
  /** Commodities valued at 0 for want of a price: the first day and how many postings. */
  readonly missingPrices: readonly MissingPrice[];
  /** Prices used more than their heartbeat after their round (per commodity, the oldest use): the statements name them. */
  readonly stalePrices: readonly StalePrice[];
  /** Disposals beyond the lots held (the wallet overdrawn in the books: an opening balance missing), valued at fair value. */
  readonly overdrawn: readonly { accountId: string; commodity: string; date: string; quantity: bigint }[];
  readonly holdings: readonly Holding[];
}

/** The last day of the month of `date`. */
export function monthEnd(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return isoDay(Date.UTC(year, month, 0));
}

function nextMonthEnd(end: string): string {
  return monthEnd(nextDay(end));
}

/** What translating the entries needs and fills. */
interface Translation extends CarryContext {
  readonly typeOf: ReadonlyMap<string, string>;
  readonly ownTokens: ReadonlySet<string>;
  readonly options: FunctionalOptions;
  readonly index: EntryIndex;
  readonly store: LineStore;
  readonly overdrawn: FunctionalBooks['overdrawn'][number][];
  /** One array for every entry's values (undefined: not valued yet; null: left out). */
  readonly values: (bigint | null | undefined)[];
}

/** Translates one entry into the line store and the index (see the file's head). */
function translate(entry: Entry, t: Translation): void {
  const { fair, holdings, store, values } = t;
  const postings = entry.postings;
  const count = postings.length;
  const fairOf = (p: Posting, amount: bigint) => fair.of(amount, p.decimals, p.commodity, entry.date);
  values.length = count;
  values.fill(undefined);
  let disposal = false;
  let moving: Map<string, Lot[]> | null = null;
  // Only an entry that also debits a wallet can move lots: the others need no pieces.
  let walletDebit = false;
  for (let i = 0; i < count; i += 1) {
    const p = postings[i] as Posting;
    if (p.amount > 0n && isWalletAccount(p.accountId)) walletDebit = true;
  }
  // Disposals first: what leaves a wallet relieves its lots; a move to another own wallet takes them along.
  for (let i = 0; i < count; i += 1) {
    const p = postings[i] as Posting;
    if (t.ownTokens.size > 0 && t.ownTokens.has(p.commodity)) {
      values[i] = null;
      continue;
    }
    if (p.amount >= 0n || !isWalletAccount(p.accountId)) continue;
    const relief = holdings.pool(p.accountId, p.commodity, p.decimals).relieve(-p.amount, walletDebit);
    let value = -relief.cost;
    if (relief.short > 0n) {
      value -= fairOf(p, relief.short);
      t.overdrawn.push({ accountId: p.accountId, commodity: p.commodity, date: entry.date, quantity: relief.short });
      disposal = true;
    }
    values[i] = value;
    if (!walletDebit) {
      disposal = true;
      continue;
    }
    moving ??= new Map();
    const list = moving.get(p.commodity);
    if (list) list.push(...relief.pieces);
    else moving.set(p.commodity, relief.pieces);
  }
  for (let i = 0; i < count; i += 1) {
    const p = postings[i] as Posting;
    if (values[i] !== undefined || p.amount <= 0n || !isWalletAccount(p.accountId)) continue;
    const pool = holdings.pool(p.accountId, p.commodity, p.decimals);
    const list = moving?.get(p.commodity);
    let left = p.amount;
    let value = 0n;
    while (left > 0n && list && list.length > 0) {
      const piece = list[0] as Lot;
      const part = take(piece, left);
      if (part === piece) list.shift();
      pool.add(part);
      value += part.cost;
      left -= part.quantity;
    }
    if (left > 0n) {
      const cost = fairOf(p, left);
      pool.add({ quantity: left, cost, date: entry.date });
      value += cost;
    }
    values[i] = value;
  }
  if (moving) for (const list of moving.values()) if (list.some((lot) => lot.quantity > 0n)) disposal = true;
  let held: EntryHeld | undefined;
  let parties: Map<number, readonly (readonly [string, bigint])[]> | undefined;
  // Made with the entry's first carried position (most entries have none).
  let fx: ExchangeDifference | undefined;
  for (let i = 0; i < count; i += 1) {
    if (values[i] !== undefined) continue;
    const p = postings[i] as Posting;
    const type = t.typeOf.get(p.accountId) ?? 'asset';
    if (type !== 'asset' && type !== 'liability') {
      values[i] = fairOf(p, p.amount);
      continue;
    }
    held ??= heldOf(entry.source, t);
    fx ??= new ExchangeDifference(fair, entry.date);
    const carried = carryPosting(p, held, t, entry.date, fx);
    if (carried.settled) disposal = true;
    values[i] = carried.value;
    if (carried.parties.length > 0) (parties ??= new Map()).set(i, carried.parties);
  }
  const start = store.length;
  let residue = 0n;
  for (let i = 0; i < count; i += 1) {
    const value = values[i];
    if (value === null || value === undefined) continue;
    store.push((postings[i] as Posting).accountId, value, postings[i] as Posting);
    const parts = parties?.get(i);
    if (parts) store.tag(store.length - 1, parts);
    residue += value;
  }
  if (store.length === start) return;
  if (residue !== 0n && disposal && fx && fx.amount !== null && !fx.unknown) {
    // A fiat document's payment: its fixed positions' part (what they carried less their value on
    // the day) is the exchange difference, the rest the realised gain on digital assets.
    const digital = residue - fx.amount;
    if (fx.amount !== 0n) store.push(FX.realisedFx, -fx.amount, null);
    if (digital !== 0n) store.push(digital > 0n ? FX.realisedGains : FX.realisedLosses, -digital, null);
    t.index.push(entry.date, start, store.length, DISPOSAL, entry);
    return;
  }
  if (residue !== 0n)
    store.push(!disposal ? FX.rounding : residue > 0n ? FX.realisedGains : FX.realisedLosses, -residue, null);
  t.index.push(entry.date, start, store.length, disposal ? DISPOSAL : 0, entry);
}

/** Derives the books in the company's currency (see the file's head). */
export function deriveBooks(
  journal: readonly Entry[],
  chart: readonly Account[],
  prices: PriceIndex,
  options: FunctionalOptions,
): FunctionalBooks {
  const digits = currencyDigits(options.currency);
  const accounts = functionalChart(chart);
  const { ordered, ownTokens } = liveJournal(journal, options.ownTokens);
  const store = new LineStore();
  for (const account of accounts) store.accountIndex(account.id);
  const payables = new Set(accounts.filter(isPayable).map((a) => a.id));
  const t: Translation = {
    typeOf: new Map(accounts.map((a) => [a.id, a.type])),
    ownTokens,
    fixedDocuments: options.fixedDocuments ?? new Set(),
    options,
    fair: new FairValue(prices, digits),
    holdings: new Holdings(options.method, new Set(accounts.filter(isReceivable).map((a) => a.id)), payables),
    store,
    index: new EntryIndex(),
    overdrawn: [],
    values: [],
    payables,
    batchLeft: new Map(),
  };
  const quotes = options.fiatDocuments?.size
    ? new QuoteRates(options.quotePrices ?? new Map(), (stale) => t.fair.note(stale))
    : undefined;
  const measure = (date: string) => t.holdings.measure(date, options.policy, t.fair, store, t.index, quotes);

  const first = ordered[0];
  let pendingEnd = first ? monthEnd(first.date) : null;
  const through = options.measureThrough ?? (ordered.at(-1)?.date ? monthEnd(ordered.at(-1)?.date ?? '') : '');
  let lastDate = '';
  for (const entry of ordered) {
    while (pendingEnd !== null && entry.date !== lastDate && pendingEnd < entry.date) {
      if (pendingEnd <= through) measure(pendingEnd);
      pendingEnd = nextMonthEnd(pendingEnd);
    }
    lastDate = entry.date;
    translate(entry, t);
  }
  while (pendingEnd !== null && pendingEnd <= through) {
    measure(pendingEnd);
    pendingEnd = nextMonthEnd(pendingEnd);
  }

  let entries: BaseEntry[] | null = null;
  return {
    currency: options.currency,
    digits,
    method: options.method,
    policy: options.policy,
    accounts,
    get entries() {
      entries ??= t.index.entries(store, options.policy);
      return entries;
    },
    index: t.index,
    store,
    missingPrices: t.fair.missing(),
    stalePrices: t.fair.stale(),
    overdrawn: t.overdrawn,
    holdings: t.holdings.list(),
  };
}
