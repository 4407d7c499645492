// Shared ground of the reports: balances per account and commodity over posted entries, and
// valuation sums that keep "missing" apart from zero.
import type { Account } from './account';
import type { Entry } from './entry';
import { addExact, valueAt, ZERO, type Exact } from './exact';
import { priceOn, type PriceIndex } from './prices';

/** A signed amount of one commodity. */
export interface CommodityAmount {
  readonly commodity: string;
  readonly amount: bigint;
  readonly decimals: number;
}

/** A base-currency value: exact where every part had a price, else `missing`. */
export type Valuation = Exact | 'missing';

/** account id → commodity → amount. */
export type Balances = Map<string, Map<string, CommodityAmount>>;

/** Inclusive date range; a missing end is open. */
export interface DateRange {
  readonly from?: string;
  readonly to?: string;
}

/** Whether a date lies in a range. */
export function inRange(date: string, range: DateRange): boolean {
  return (range.from === undefined || date >= range.from) && (range.to === undefined || date <= range.to);
}

/** Posted entries only: drafts are not in the books. */
export function postedEntries(entries: readonly Entry[]): Entry[] {
  return entries.filter((e) => e.status === 'posted');
}

/** A balance while it is summed: only addTo writes it, before the map is handed on. */
type Summing = { -readonly [K in keyof CommodityAmount]: CommodityAmount[K] };

/**
 * Adds a signed amount into a balances map being built (its balances are its own: the one object per
 * account and commodity is updated in place, not copied per posting, which was most of the reports'
 * garbage over 100,000 entries).
 */
export function addTo(balances: Balances, accountId: string, amount: CommodityAmount): void {
  let perCommodity = balances.get(accountId);
  if (!perCommodity) {
    perCommodity = new Map<string, CommodityAmount>();
    balances.set(accountId, perCommodity);
  }
  const current = perCommodity.get(amount.commodity) as Summing | undefined;
  if (current) {
    current.amount += amount.amount;
    current.decimals = amount.decimals;
  } else
    perCommodity.set(amount.commodity, {
      commodity: amount.commodity,
      decimals: amount.decimals,
      amount: amount.amount,
    });
}

/** Balances of every account over the posted entries dated in `range`. */
export function balancesOf(entries: readonly Entry[], range: DateRange = {}): Balances {
  const balances: Balances = new Map();
  for (const entry of postedEntries(entries)) {
    if (!inRange(entry.date, range)) continue;
    for (const p of entry.postings) addTo(balances, p.accountId, p);
  }
  return balances;
}

/** The value of an amount on a day, or `missing` when no price is known then. */
export function valuationOf(amount: CommodityAmount, date: string, prices: PriceIndex): Valuation {
  const found = priceOn(prices, amount.commodity, date);
  return found === 'missing' ? 'missing' : valueAt(amount.amount, amount.decimals, found.price);
}

/** Sums valuations; one missing part makes the sum missing (a partial total would mislead). */
export function addValuations(a: Valuation, b: Valuation): Valuation {
  return a === 'missing' || b === 'missing' ? 'missing' : addExact(a, b);
}

/** A total over many valuations: the sum of the known ones and the commodities without a price. */
export interface ValueTotal {
  readonly known: Exact;
  readonly missing: readonly string[];
}

/** Totals valuations, listing the commodities whose price was missing. */
export function totalValue(parts: Iterable<{ commodity: string; value: Valuation }>): ValueTotal {
  let known = ZERO;
  const missing = new Set<string>();
  for (const part of parts) {
    if (part.value === 'missing') missing.add(part.commodity);
    else known = addExact(known, part.value);
  }
  return { known, missing: [...missing].sort() };
}

/** `a − b` of two valued totals (net income = income − expenses): the known parts subtracted, the missing commodities of both. */
export function subtractTotals(a: ValueTotal, b: ValueTotal): ValueTotal {
  return {
    known: addExact(a.known, { ...b.known, units: -b.known.units }),
    missing: [...new Set([...a.missing, ...b.missing])].sort(),
  };
}

/** Looks accounts up by id; an unknown id (a deleted or foreign account) gets a visible stand-in. */
export function accountLookup(accounts: readonly Account[]): (id: string) => Account {
  const byId = new Map(accounts.map((a) => [a.id, a]));
  return (id) =>
    byId.get(id) ?? { id, code: '', name: `Unknown account ${id}`, type: 'asset', parentId: null, archived: false };
}

/** Orders report rows by account code, then commodity. */
export function byCodeThenCommodity(
  a: { account: Account; commodity: string },
  b: { account: Account; commodity: string },
): number {
  return (
    a.account.code.localeCompare(b.account.code) ||
    a.account.id.localeCompare(b.account.id) ||
    a.commodity.localeCompare(b.commodity)
  );
}
