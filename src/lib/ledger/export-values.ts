// What the exports in the company's currency share: the day's price of a posting (priceOn, the
// latest on or before the entry's day), values rounded to the currency's minor unit, and a missing
// price reported by name, never exported as 0.
import type { AccountType } from '@/lib/primitives/account-types';
import type { Entry, Posting } from './entry';
import { valueAt, type Exact } from './exact';
import { exactToMinor } from './functional/money';
import { priceOn, type PriceIndex } from './prices';

/** Accounts whose crypto holdings are carried at cost (lots) in the exports: assets and liabilities. */
export function holdsAtCost(type: AccountType): boolean {
  return type === 'asset' || type === 'liability';
}

/** A price the export needed and the price list lacks. */
export interface MissingPrice {
  /** The commodity's export name. */
  readonly commodity: string;
  /** The first day it was needed (no price on or before it). */
  readonly date: string;
  /** The entry that needed it first. */
  readonly entryId: string;
}

/** Thrown by an export in the company's currency when some posting has no price: the message names each one. */
export class MissingPricesError extends Error {
  constructor(
    readonly missing: readonly MissingPrice[],
    currency: string,
  ) {
    const listed = missing
      .slice(0, 5)
      .map((m) => `${m.commodity} on ${m.date} (entry ${m.entryId})`)
      .join(', ');
    const more = missing.length > 5 ? ` and ${missing.length - 5} more` : '';
    super(
      `No ${currency} price on or before the day for ${listed}${more}. Add these prices on the Prices tab (or import a CSV), then export again: a value is never exported as 0.`,
    );
    this.name = 'MissingPricesError';
  }
}

/** Looks prices up for an export, collecting the missing ones (first day per commodity). */
export function exportPricer(index: PriceIndex, name: (commodity: string) => string) {
  const missing = new Map<string, MissingPrice>();
  return {
    /** The price of one whole unit on `date`, or null (recorded as missing). */
    price(commodity: string, date: string, entryId: string): Exact | null {
      const found = priceOn(index, commodity, date);
      if (found !== 'missing') return found.price;
      if (!missing.has(commodity)) missing.set(commodity, { commodity: name(commodity), date, entryId });
      return null;
    },
    /** Whether a commodity has any price at all on or before `date`. */
    has(commodity: string, date: string): boolean {
      return priceOn(index, commodity, date) !== 'missing';
    },
    /** Throws a MissingPricesError when any price was missing. */
    check(currency: string): void {
      if (missing.size > 0) throw new MissingPricesError([...missing.values()], currency);
    },
  };
}

/** A posting valued in the company's currency (minor units), or left in units (`minor` null). */
export interface ValuedPosting {
  readonly posting: Posting;
  /** On an asset or liability account. */
  readonly held: boolean;
  readonly minor: bigint | null;
}

/**
 * The line a rounding residue goes on: the largest value among the lines not held at cost (income,
 * expense, equity: a lot keeps its own value as its cost), else the largest value; -1 when none.
 */
export function largestIndex(values: readonly (bigint | null)[], held: readonly boolean[] = []): number {
  let best = -1;
  let size = -1n;
  for (const preferred of [true, false]) {
    values.forEach((v, i) => {
      if (preferred === Boolean(held[i])) return;
      const magnitude = v === null ? -1n : v < 0n ? -v : v;
      if (magnitude > size) {
        size = magnitude;
        best = i;
      }
    });
    if (best >= 0) return best;
  }
  return best;
}

/**
 * An entry's postings valued on its day, rounded per posting to the minor unit, the rounding residue
 * added to its largest income, expense or equity value (else its largest) so the values sum to zero. Left in units (minor null): a commodity
 * without a price whose postings are all on equity accounts (shares at no value), and, with
 * `keepMoves`, a commodity moving between asset and liability accounts only (summing to zero).
 * A missing price is recorded in the pricer (its postings are left out).
 */
export function valuedEntry(
  entry: Entry,
  type: (accountId: string) => AccountType,
  pricer: ReturnType<typeof exportPricer>,
  digits: number,
  options: { readonly keepMoves: boolean },
): ValuedPosting[] {
  const byCommodity = new Map<string, Posting[]>();
  for (const p of entry.postings) byCommodity.set(p.commodity, [...(byCommodity.get(p.commodity) ?? []), p]);
  const out: ValuedPosting[] = [];
  for (const [commodity, postings] of byCommodity) {
    const held = (p: Posting) => holdsAtCost(type(p.accountId));
    const shares = postings.every((p) => type(p.accountId) === 'equity') && !pricer.has(commodity, entry.date);
    const move = options.keepMoves && postings.every(held) && postings.reduce((s, p) => s + p.amount, 0n) === 0n;
    if (shares || move) {
      out.push(...postings.map((posting) => ({ posting, held: held(posting), minor: null })));
      continue;
    }
    const price = pricer.price(commodity, entry.date, entry.id);
    if (price === null) continue;
    for (const posting of postings)
      out.push({
        posting,
        held: held(posting),
        minor: exactToMinor(valueAt(posting.amount, posting.decimals, price), digits),
      });
  }
  const residue = out.reduce((sum, v) => sum + (v.minor ?? 0n), 0n);
  const largest = largestIndex(
    out.map((v) => v.minor),
    out.map((v) => v.held),
  );
  return residue === 0n || largest < 0
    ? out
    : out.map((v, i) => (i === largest && v.minor !== null ? { ...v, minor: v.minor - residue } : v));
}
