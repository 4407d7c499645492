// The books in the company's currency (its functional currency), derived from the posted journal (in
// commodities) and the price list. Every posting gets a value in minor units, fixed when translated:
// acquisitions into a wallet open lots at their value on the entry's day, disposals from a wallet
// relieve lots by the company's method, moves between the company's own wallets carry their lots
// across, and each translated entry balances exactly (the residue is a realised gain or loss when
// the entry relieved something, else a rounding difference). At each month end the holdings are
// measured by the company's policy (fair value, or cost less impairment). README "Books in the
// company's currency" has the rules and a worked example.
import type { Account } from '../account';
import type { Entry } from '../entry';
import type { Exact } from '../exact';
import { latestPrice, type PriceIndex } from '../prices';
import { SHARES_IN_ISSUE_ACCOUNT, TREASURY_SHARES_ACCOUNT } from '../token-equity';
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
  readonly lines: readonly BaseLine[];
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
  /** Date order (the journal's order within a day; a month end's remeasurement after that day's entries). */
  readonly entries: readonly BaseEntry[];
  /** Commodities valued at 0 for want of a price: the first day and how many postings. */
  readonly missingPrices: readonly { commodity: string; date: string; postings: number }[];
  /** Disposals beyond the lots held (the wallet overdrawn in the books: an opening balance missing), valued at fair value. */
  readonly overdrawn: readonly { accountId: string; commodity: string; date: string; quantity: bigint }[];
  readonly holdings: readonly Holding[];
}

const DAY = 86_400_000;

/** The last day of the month of `date`. */
export function monthEnd(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

function nextMonthEnd(end: string): string {
  return monthEnd(new Date(Date.parse(`${end}T00:00:00Z`) + DAY).toISOString().slice(0, 10));
}

/** The latest price on or before a day (cached per commodity and day), or null. */
function priceFinder(index: PriceIndex): (commodity: string, date: string) => Exact | null {
  const cache = new Map<string, Exact | null>();
  return (commodity, date) => {
    const key = `${commodity}|${date}`;
    let found = cache.get(key);
    if (found === undefined) {
      found = latestPrice(index, commodity, date)?.price ?? null;
      cache.set(key, found);
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

  const posted = journal.filter((e) => e.status === 'posted');
  const ids = new Set(posted.map((e) => e.id));
  // A reversed entry and its reversal cancel: translating both would open and relieve lots that never were.
  const live = posted.filter(
    (e) => !(e.reversedBy !== null && ids.has(e.reversedBy)) && !(e.reversalOf !== null && ids.has(e.reversalOf)),
  );
  let sorted = true;
  for (let i = 1; i < live.length && sorted; i += 1) sorted = (live[i - 1] as Entry).date <= (live[i] as Entry).date;
  const ordered = sorted ? live : [...live].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

  // The company's own shares are equity counted in share units, never lots: left out of these books.
  const ownTokens = new Set(options.ownTokens ?? []);
  for (const entry of ordered)
    for (const p of entry.postings)
      if (p.accountId === SHARES_IN_ISSUE_ACCOUNT || p.accountId === TREASURY_SHARES_ACCOUNT)
        ownTokens.add(p.commodity);

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

  const pools = new Map<string, { accountId: string; commodity: string; decimals: number; pool: Pool }>();
  const poolFor = (accountId: string, commodity: string, decimals: number): Pool => {
    const key = `${accountId}|${commodity}`;
    let found = pools.get(key);
    if (!found) {
      found = { accountId, commodity, decimals, pool: newPool(options.method) };
      pools.set(key, found);
    }
    return found.pool;
  };
  const positions = new Map<string, Position>();
  const overdrawn: FunctionalBooks['overdrawn'][number][] = [];
  const entries: BaseEntry[] = [];

  const measure = (date: string) => {
    const lines: BaseLine[] = [];
    let gains = 0n;
    let losses = 0n;
    for (const { accountId, commodity, decimals, pool } of pools.values()) {
      const quantity = pool.quantity();
      if (quantity <= 0n) continue;
      const price = priceOn(commodity, date);
      if (price === null) continue;
      const value = valueInMinor(quantity, decimals, price, digits);
      const carried = pool.cost();
      const change = options.policy === 'fair-value' ? value - carried : value < carried ? value - carried : 0n;
      if (change === 0n) continue;
      pool.remeasure(carried + change);
      lines.push({ accountId, amount: change, commodity, quantity: 0n, decimals });
      if (change > 0n) gains += change;
      else losses -= change;
    }
    if (lines.length === 0) return;
    if (gains > 0n)
      lines.push({ accountId: FX.unrealisedGains, amount: -gains, commodity: null, quantity: 0n, decimals: 0 });
    if (losses > 0n)
      lines.push({ accountId: FX.unrealisedLosses, amount: losses, commodity: null, quantity: 0n, decimals: 0 });
    entries.push({
      id: `remeasure:${date}`,
      date,
      memo:
        options.policy === 'fair-value'
          ? `Digital assets remeasured to fair value at ${date}`
          : `Digital assets written down to fair value below cost at ${date}`,
      source: `remeasure:${date}`,
      kind: 'remeasurement',
      disposal: false,
      lines,
    });
  };

  const first = ordered[0];
  let pendingEnd = first ? monthEnd(first.date) : null;
  const through = options.measureThrough ?? (ordered.at(-1)?.date ? monthEnd(ordered.at(-1)?.date ?? '') : '');

  for (const entry of ordered) {
    while (pendingEnd !== null && pendingEnd < entry.date) {
      if (pendingEnd <= through) measure(pendingEnd);
      pendingEnd = nextMonthEnd(pendingEnd);
    }
    const postings = entry.postings;
    const values: (bigint | null | undefined)[] = new Array<bigint | null | undefined>(postings.length);
    let disposal = false;
    const moving = new Map<string, Lot[]>();
    // Disposals first: what leaves a wallet relieves its lots; a move to another own wallet takes them along.
    postings.forEach((p, i) => {
      if (ownTokens.has(p.commodity)) {
        values[i] = null;
        return;
      }
      if (p.amount >= 0n || !isWalletAccount(p.accountId)) return;
      const relief = poolFor(p.accountId, p.commodity, p.decimals).relieve(-p.amount);
      let value = -relief.cost;
      if (relief.short > 0n) {
        value -= fair(relief.short, p.decimals, p.commodity, entry.date);
        overdrawn.push({ accountId: p.accountId, commodity: p.commodity, date: entry.date, quantity: relief.short });
        disposal = true;
      }
      values[i] = value;
      const list = moving.get(p.commodity) ?? [];
      list.push(...relief.pieces);
      moving.set(p.commodity, list);
    });
    postings.forEach((p, i) => {
      if (values[i] !== undefined || p.amount <= 0n || !isWalletAccount(p.accountId)) return;
      const pool = poolFor(p.accountId, p.commodity, p.decimals);
      const list = moving.get(p.commodity);
      let left = p.amount;
      let value = 0n;
      while (left > 0n && list && list.length > 0) {
        const piece = list[0] as Lot;
        const part = take(piece, left);
        if (piece.quantity === 0n) list.shift();
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
    });
    for (const list of moving.values()) if (list.some((lot) => lot.quantity > 0n)) disposal = true;
    postings.forEach((p, i) => {
      if (values[i] !== undefined) return;
      const type = typeOf.get(p.accountId) ?? 'asset';
      if (type !== 'asset' && type !== 'liability') {
        values[i] = fair(p.amount, p.decimals, p.commodity, entry.date);
        return;
      }
      // A receivable, payable or suspense balance in a commodity is carried at what it was booked at:
      // settling it relieves that amount (average), so a settled control account reads 0.
      const key = `${p.accountId}|${p.commodity}`;
      const position = positions.get(key) ?? { quantity: 0n, cost: 0n };
      positions.set(key, position);
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
    });
    const lines: BaseLine[] = [];
    let residue = 0n;
    postings.forEach((p, i) => {
      const value = values[i];
      if (value === null || value === undefined) return;
      lines.push({
        accountId: p.accountId,
        amount: value,
        commodity: p.commodity,
        quantity: p.amount,
        decimals: p.decimals,
      });
      residue += value;
    });
    if (lines.length === 0) continue;
    if (residue !== 0n) {
      const accountId = !disposal ? FX.rounding : residue > 0n ? FX.realisedGains : FX.realisedLosses;
      lines.push({ accountId, amount: -residue, commodity: null, quantity: 0n, decimals: 0 });
    }
    entries.push({
      id: entry.id,
      date: entry.date,
      memo: entry.memo,
      source: entry.source,
      kind: 'translated',
      disposal,
      lines,
    });
  }
  while (pendingEnd !== null && pendingEnd <= through) {
    measure(pendingEnd);
    pendingEnd = nextMonthEnd(pendingEnd);
  }

  const holdings: Holding[] = [];
  for (const { accountId, commodity, decimals, pool } of pools.values())
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
    entries,
    missingPrices: [...missing.values()],
    overdrawn,
    holdings,
  };
}
