// The books in the company's currency (its functional currency), derived from the posted journal (in
// commodities) and the price list. Every posting gets a value in minor units, fixed when translated:
// acquisitions into a wallet open lots at their value on the entry's day, disposals from a wallet
// relieve lots by the company's method, moves between the company's own wallets carry their lots
// across, and each translated entry balances exactly (the residue is a realised gain or loss when
// the entry relieved something, else a rounding difference). At each month end the holdings are
// measured by the company's policy (fair value, or cost less impairment). README "Books in the
// company's currency" has the rules and a worked example.
import { isoDay, nextDay } from '@/lib/primitives/days';
import type { Account } from '../account';
import type { Entry, Posting } from '../entry';
import type { Exact } from '../exact';
import { latestPrice, type PriceIndex } from '../prices';
import { SHARES_IN_ISSUE_ACCOUNT, TREASURY_SHARES_ACCOUNT } from '../token-equity';
import { isClosingEntry } from '../year-close';
import { FUNCTIONAL_ACCOUNT_IDS as FX, functionalChart, isWalletAccount } from './accounts';
import { newPool, take, type CostMethod, type Lot, type Pool } from './lots';
import { divRound, minorDigits, valueInMinor } from './money';

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
}

/** One line of an entry in the company's currency. */
export interface BaseLine {
  readonly accountId: string;
  /** Minor units, debit positive. */
  readonly amount: bigint;
  /** The commodity the journal's posting was in (null on a gain, loss or rounding line). */
  readonly commodity: string | null;
  /** The posting's quantity (base units, debit positive; 0 on a remeasurement or residue line). */
  readonly quantity: bigint;
  readonly decimals: number;
}

export interface BaseEntry {
  /** The journal entry's id; `remeasure:<date>` for a period end's measurement. */
  readonly id: string;
  readonly date: string;
  readonly memo: string;
  readonly source: string;
  readonly kind: 'translated' | 'remeasurement';
  /** Whether the entry relieved lots or a carried position (a disposal, a settlement). */
  readonly disposal: boolean;
  /** Its lines in the books' line store: `start` (inclusive) to `end` (exclusive). */
  readonly start: number;
  readonly end: number;
  /** The lines, made when asked for (statements read the store). */
  readonly lines: readonly BaseLine[];
}

/**
 * The lines of every entry, in columns: an account index (into `accountIds`), the amount in minor
 * units, and the journal posting it translates (null on a gain, loss, rounding or remeasurement
 * line). 100,000 entries keep a few arrays rather than half a million objects alive.
 */
export class LineStore {
  account = new Int32Array(1024);
  amount = new BigInt64Array(1024);
  posting: (Posting | null)[] = [];
  length = 0;
  readonly accountIds: string[] = [];
  private readonly indexOf = new Map<string, number>();

  /** The index of an account id (added on first use). */
  accountIndex(id: string): number {
    let index = this.indexOf.get(id);
    if (index === undefined) {
      index = this.accountIds.length;
      this.accountIds.push(id);
      this.indexOf.set(id, index);
    }
    return index;
  }

  push(accountId: string, amount: bigint, posting: Posting | null): void {
    if (amount > MAX_MINOR || amount < -MAX_MINOR)
      throw new RangeError(`A value of ${amount} minor units is beyond what the books hold`);
    if (this.length === this.account.length) {
      const account = new Int32Array(this.length * 2);
      account.set(this.account);
      this.account = account;
      const amounts = new BigInt64Array(this.length * 2);
      amounts.set(this.amount);
      this.amount = amounts;
    }
    this.account[this.length] = this.accountIndex(accountId);
    this.amount[this.length] = amount;
    this.posting.push(posting);
    this.length += 1;
  }

  line(i: number): BaseLine {
    const posting = this.posting[i] ?? null;
    return {
      accountId: this.accountIds[this.account[i] ?? 0] ?? '',
      amount: this.amount[i] ?? 0n,
      commodity: posting?.commodity ?? null,
      quantity: posting?.amount ?? 0n,
      decimals: posting?.decimals ?? 0,
    };
  }
}

/** The largest value a line holds (2^63 − 1 minor units: 92 million billion pounds). */
const MAX_MINOR = 2n ** 63n - 1n;

class StoredEntry implements BaseEntry {
  constructor(
    private readonly store: LineStore,
    readonly id: string,
    readonly date: string,
    readonly memo: string,
    readonly source: string,
    readonly kind: 'translated' | 'remeasurement',
    readonly disposal: boolean,
    readonly start: number,
    readonly end: number,
  ) {}
  get lines(): BaseLine[] {
    const lines: BaseLine[] = [];
    for (let i = this.start; i < this.end; i += 1) lines.push(this.store.line(i));
    return lines;
  }
}

/** The memo of a month end's measurement. */
function remeasureMemo(policy: MeasurementPolicy, date: string): string {
  return policy === 'fair-value'
    ? `Digital assets remeasured to fair value at ${date}`
    : `Digital assets written down to fair value below cost at ${date}`;
}

const REMEASUREMENT = 1;
const DISPOSAL = 2;

/**
 * The entries in columns, in date order: the day, where the lines start and end in the line
 * store, flags (a remeasurement, a disposal) and the journal entry translated (null for a month
 * end's remeasurement). A statement finds its period by binary search on the days.
 */
export class EntryIndex {
  count = 0;
  readonly date: string[] = [];
  readonly origin: (Entry | null)[] = [];
  start = new Int32Array(1024);
  end = new Int32Array(1024);
  flags = new Uint8Array(1024);

  push(date: string, start: number, end: number, flags: number, origin: Entry | null): void {
    if (this.count === this.start.length) {
      const grow = <T extends Int32Array | Uint8Array>(from: T, to: T): T => {
        to.set(from);
        return to;
      };
      this.start = grow(this.start, new Int32Array(this.count * 2));
      this.end = grow(this.end, new Int32Array(this.count * 2));
      this.flags = grow(this.flags, new Uint8Array(this.count * 2));
    }
    this.date.push(date);
    this.origin.push(origin);
    this.start[this.count] = start;
    this.end[this.count] = end;
    this.flags[this.count] = flags;
    this.count += 1;
  }

  /** The first entry dated on or after `day` (`count` when none). */
  firstFrom(day: string): number {
    let low = 0;
    let high = this.count;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((this.date[mid] ?? '') < day) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** One past the last entry dated on or before `day`. */
  endThrough(day: string): number {
    let low = 0;
    let high = this.count;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((this.date[mid] ?? '') <= day) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  isRemeasurement(e: number): boolean {
    return ((this.flags[e] ?? 0) & REMEASUREMENT) !== 0;
  }

  isDisposal(e: number): boolean {
    return ((this.flags[e] ?? 0) & DISPOSAL) !== 0;
  }

  /** The entries as objects (made when asked for: tests, a journal view). */
  entries(store: LineStore, policy: MeasurementPolicy): BaseEntry[] {
    const list: BaseEntry[] = [];
    for (let e = 0; e < this.count; e += 1) {
      const origin = this.origin[e] ?? null;
      const date = this.date[e] ?? '';
      list.push(
        new StoredEntry(
          store,
          origin?.id ?? `remeasure:${date}`,
          date,
          origin?.memo ?? remeasureMemo(policy, date),
          origin?.source ?? `remeasure:${date}`,
          origin ? 'translated' : 'remeasurement',
          this.isDisposal(e),
          this.start[e] ?? 0,
          this.end[e] ?? 0,
        ),
      );
    }
    return list;
  }
}

/** What a wallet holds of one asset at the end of the books, with its carrying amount. */
export interface Holding {
  readonly accountId: string;
  readonly commodity: string;
  readonly decimals: number;
  readonly quantity: bigint;
  readonly cost: bigint;
  readonly lots: number;
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
  readonly missingPrices: readonly { commodity: string; date: string; postings: number }[];
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

/** The latest price on or before a day (cached per commodity and day), or null. */
function priceFinder(index: PriceIndex): (commodity: string, date: string) => Exact | null {
  const cache = new Map<string, Map<string, Exact | null>>();
  return (commodity, date) => {
    let days = cache.get(commodity);
    if (!days) {
      days = new Map();
      cache.set(commodity, days);
    }
    let found = days.get(date);
    if (found === undefined) {
      found = latestPrice(index, commodity, date)?.price ?? null;
      days.set(date, found);
    }
    return found;
  };
}

/** A carried position of a non-wallet balance-sheet account in a commodity (a receivable, a payable): signed quantity and amount. */
interface Position {
  quantity: bigint;
  cost: bigint;
}

/** Derives the books in the company's currency (see the file's head). */
export function deriveBooks(
  journal: readonly Entry[],
  chart: readonly Account[],
  prices: PriceIndex,
  options: FunctionalOptions,
): FunctionalBooks {
  const digits = minorDigits(options.currency);
  const accounts = functionalChart(chart);
  const typeOf = new Map(accounts.map((a) => [a.id, a.type]));
  const priceOn = priceFinder(prices);

  // One pass over the journal: whether any entry is reversed, whether it is in date order, and which
  // commodities are the company's own shares (equity counted in share units, never lots: left out).
  const ownTokens = new Set(options.ownTokens ?? []);
  let linked = false;
  let sorted = true;
  let previousDate = '';
  for (const entry of journal) {
    if (entry.status !== 'posted') continue;
    if (entry.reversedBy !== null || entry.reversalOf !== null) linked = true;
    if (entry.date < previousDate) sorted = false;
    previousDate = entry.date;
    for (const p of entry.postings)
      if (p.accountId === SHARES_IN_ISSUE_ACCOUNT || p.accountId === TREASURY_SHARES_ACCOUNT)
        ownTokens.add(p.commodity);
  }
  // A reversed entry and its reversal cancel: translating both would open and relieve lots that never were.
  // A fiscal year's closing entry (and its reversal on reopening) is left out: it moves the year's
  // income and expense in units, which translated at its day's price would not empty the accounts of
  // their values in the company's currency; the statements split retained earnings from this year's
  // earnings at the fiscal year start themselves, from the translated values, closed year or not.
  const ids = linked ? new Set(journal.filter((e) => e.status === 'posted').map((e) => e.id)) : null;
  const live = journal.filter(
    (e) =>
      e.status === 'posted' &&
      !isClosingEntry(e) &&
      !(ids && e.reversedBy !== null && ids.has(e.reversedBy)) &&
      !(ids && e.reversalOf !== null && ids.has(e.reversalOf)),
  );
  const ordered = sorted ? live : live.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

  const missing = new Map<string, { commodity: string; date: string; postings: number }>();
  const fair = (amount: bigint, decimals: number, commodity: string, date: string): bigint => {
    if (amount === 0n) return 0n;
    const price = priceOn(commodity, date);
    if (price === null) {
      const gap = missing.get(commodity);
      if (gap) gap.postings += 1;
      else missing.set(commodity, { commodity, date, postings: 1 });
      return 0n;
    }
    return valueInMinor(amount, decimals, price, digits);
  };

  interface Held {
    readonly accountId: string;
    readonly commodity: string;
    readonly decimals: number;
    readonly pool: Pool;
  }
  const pools: Held[] = [];
  const poolIndex = new Map<string, Map<string, Held>>();
  const poolFor = (accountId: string, commodity: string, decimals: number): Pool => {
    let byCommodity = poolIndex.get(accountId);
    if (!byCommodity) {
      byCommodity = new Map();
      poolIndex.set(accountId, byCommodity);
    }
    let found = byCommodity.get(commodity);
    if (!found) {
      found = { accountId, commodity, decimals, pool: newPool(options.method) };
      byCommodity.set(commodity, found);
      pools.push(found);
    }
    return found.pool;
  };
  const positions = new Map<string, Map<string, Position>>();
  const positionFor = (accountId: string, commodity: string): Position => {
    let byCommodity = positions.get(accountId);
    if (!byCommodity) {
      byCommodity = new Map();
      positions.set(accountId, byCommodity);
    }
    let position = byCommodity.get(commodity);
    if (!position) {
      position = { quantity: 0n, cost: 0n };
      byCommodity.set(commodity, position);
    }
    return position;
  };
  const overdrawn: FunctionalBooks['overdrawn'][number][] = [];
  const index = new EntryIndex();

  const store = new LineStore();
  for (const account of accounts) store.accountIndex(account.id);
  const measure = (date: string) => {
    const start = store.length;
    let gains = 0n;
    let losses = 0n;
    for (const { accountId, commodity, decimals, pool } of pools) {
      const quantity = pool.quantity();
      if (quantity <= 0n) continue;
      const price = priceOn(commodity, date);
      if (price === null) continue;
      const value = valueInMinor(quantity, decimals, price, digits);
      const carried = pool.cost();
      const change = options.policy === 'fair-value' ? value - carried : value < carried ? value - carried : 0n;
      if (change === 0n) continue;
      pool.remeasure(carried + change);
      store.push(accountId, change, null);
      if (change > 0n) gains += change;
      else losses -= change;
    }
    if (store.length === start) return;
    if (gains > 0n) store.push(FX.unrealisedGains, -gains, null);
    if (losses > 0n) store.push(FX.unrealisedLosses, losses, null);
    index.push(date, start, store.length, REMEASUREMENT, null);
  };

  const first = ordered[0];
  let pendingEnd = first ? monthEnd(first.date) : null;
  const through = options.measureThrough ?? (ordered.at(-1)?.date ? monthEnd(ordered.at(-1)?.date ?? '') : '');

  let lastDate = '';
  const values: (bigint | null | undefined)[] = [];
  for (const entry of ordered) {
    while (pendingEnd !== null && entry.date !== lastDate && pendingEnd < entry.date) {
      if (pendingEnd <= through) measure(pendingEnd);
      pendingEnd = nextMonthEnd(pendingEnd);
    }
    lastDate = entry.date;
    const postings = entry.postings;
    const count = postings.length;
    // One array for every entry's values (undefined: not valued yet; null: left out).
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
      if (ownTokens.size > 0 && ownTokens.has(p.commodity)) {
        values[i] = null;
        continue;
      }
      if (p.amount >= 0n || !isWalletAccount(p.accountId)) continue;
      const relief = poolFor(p.accountId, p.commodity, p.decimals).relieve(-p.amount, walletDebit);
      let value = -relief.cost;
      if (relief.short > 0n) {
        value -= fair(relief.short, p.decimals, p.commodity, entry.date);
        overdrawn.push({ accountId: p.accountId, commodity: p.commodity, date: entry.date, quantity: relief.short });
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
      const pool = poolFor(p.accountId, p.commodity, p.decimals);
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
        const cost = fair(left, p.decimals, p.commodity, entry.date);
        pool.add({ quantity: left, cost, date: entry.date });
        value += cost;
      }
      values[i] = value;
    }
    if (moving) for (const list of moving.values()) if (list.some((lot) => lot.quantity > 0n)) disposal = true;
    for (let i = 0; i < count; i += 1) {
      if (values[i] !== undefined) continue;
      const p = postings[i] as Posting;
      const type = typeOf.get(p.accountId) ?? 'asset';
      if (type !== 'asset' && type !== 'liability') {
        values[i] = fair(p.amount, p.decimals, p.commodity, entry.date);
        continue;
      }
      // A receivable, payable or suspense balance in a commodity is carried at what it was booked at:
      // settling it relieves that amount (average), so a settled control account reads 0.
      const position = positionFor(p.accountId, p.commodity);
      let value = 0n;
      let amount = p.amount;
      if (position.quantity !== 0n && position.quantity > 0n !== amount > 0n) {
        const held = position.quantity < 0n ? -position.quantity : position.quantity;
        const asked = amount < 0n ? -amount : amount;
        const settled = asked < held ? asked : held;
        const relieved = settled === held ? position.cost : divRound(position.cost * settled, held);
        position.cost -= relieved;
        position.quantity += amount > 0n ? settled : -settled;
        value -= relieved;
        amount += amount > 0n ? -settled : settled;
        disposal = true;
      }
      if (amount !== 0n) {
        const cost = fair(amount, p.decimals, p.commodity, entry.date);
        position.quantity += amount;
        position.cost += cost;
        value += cost;
      }
      values[i] = value;
    }
    const start = store.length;
    let residue = 0n;
    for (let i = 0; i < count; i += 1) {
      const value = values[i];
      if (value === null || value === undefined) continue;
      store.push((postings[i] as Posting).accountId, value, postings[i] as Posting);
      residue += value;
    }
    if (store.length === start) continue;
    if (residue !== 0n)
      store.push(!disposal ? FX.rounding : residue > 0n ? FX.realisedGains : FX.realisedLosses, -residue, null);
    index.push(entry.date, start, store.length, disposal ? DISPOSAL : 0, entry);
  }
  while (pendingEnd !== null && pendingEnd <= through) {
    measure(pendingEnd);
    pendingEnd = nextMonthEnd(pendingEnd);
  }

  let entries: BaseEntry[] | null = null;
  const holdings: Holding[] = [];
  for (const { accountId, commodity, decimals, pool } of pools)
    if (pool.quantity() !== 0n || pool.cost() !== 0n)
      holdings.push({
        accountId,
        commodity,
        decimals,
        quantity: pool.quantity(),
        cost: pool.cost(),
        lots: pool.lots().length,
      });
  return {
    currency: options.currency,
    digits,
    method: options.method,
    policy: options.policy,
    accounts,
    get entries() {
      entries ??= index.entries(store, options.policy);
      return entries;
    },
    index,
    store,
    missingPrices: [...missing.values()],
    overdrawn,
    holdings,
  };
}
