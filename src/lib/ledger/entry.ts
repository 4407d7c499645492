// Journal entries. Sign convention: a posting's amount is signed base units, debit positive and
// credit negative, so an entry balances when each commodity's amounts sum to zero.
import { toDecimalString } from '@/lib/money/decimal-string';
import { exactQuantity } from '@/lib/money/format-quantity';
import { commodityLabel, type CommodityInfo } from './commodity';

export interface Posting {
  readonly accountId: string;
  /** Commodity id (`31337:native`, `1:0x…`). */
  readonly commodity: string;
  /** Signed base units: debit > 0, credit < 0. */
  readonly amount: bigint;
  readonly decimals: number;
}

export type EntryStatus = 'draft' | 'posted';

/** What a rule or a form proposes: an entry before it has an id and is posted. */
export interface EntryDraft {
  /** YYYY-MM-DD. */
  readonly date: string;
  readonly memo: string;
  readonly postings: readonly Posting[];
  /** `manual`, `tx:<chainId>:<hash>:<logIndex|native|fee|i…>`, `invoice:…`, `bill:…`, `token:…`, later `distribution:…`. */
  readonly source: string;
}

export interface Entry extends EntryDraft {
  readonly id: string;
  readonly status: EntryStatus;
  /** The team member's wallet address, or null when the sync engine posted it. */
  readonly postedBy: string | null;
  /** Set on a reversal: the entry it cancels. */
  readonly reversalOf: string | null;
  /** Set on a reversed entry: the reversal that cancels it. */
  readonly reversedBy: string | null;
}

export type Check = { ok: true } | { ok: false; message: string };

/** Sum of the postings per commodity (signed), in the order commodities first appear. */
export function sumByCommodity(postings: readonly Posting[]): Map<string, { amount: bigint; decimals: number }> {
  const sums = new Map<string, { amount: bigint; decimals: number }>();
  for (const p of postings) {
    const sum = sums.get(p.commodity);
    sums.set(p.commodity, { amount: (sum?.amount ?? 0n) + p.amount, decimals: p.decimals });
  }
  return sums;
}

/**
 * Whether an entry balances: each commodity sums to zero, one decimals per commodity, at least
 * two postings. The refusal names the commodity and the difference in its units.
 */
export function checkBalanced(
  entry: Pick<EntryDraft, 'postings'>,
  commodities?: ReadonlyMap<string, CommodityInfo>,
): Check {
  if (entry.postings.length < 2) return { ok: false, message: 'An entry needs at least two postings' };
  for (const p of entry.postings) {
    const first = entry.postings.find((q) => q.commodity === p.commodity);
    if (first && first.decimals !== p.decimals) {
      return {
        ok: false,
        message: `${commodityLabel(p.commodity, commodities?.get(p.commodity))} is given with ${first.decimals} and ${p.decimals} decimals`,
      };
    }
  }
  for (const [commodity, { amount, decimals }] of sumByCommodity(entry.postings)) {
    if (amount === 0n) continue;
    const info = commodities?.get(commodity);
    const side = amount > 0n ? 'debits exceed credits' : 'credits exceed debits';
    const magnitude = amount < 0n ? -amount : amount;
    return {
      ok: false,
      message: `${commodityLabel(commodity, info)} does not balance: ${side} by ${info ? exactQuantity(magnitude, decimals, info.symbol) : toDecimalString(magnitude, decimals)}`,
    };
  }
  return { ok: true };
}

/** A posted entry from a balanced draft (throws on an unbalanced one: callers check first). */
export function postDraft(draft: EntryDraft, id: string, postedBy: string | null): Entry {
  const check = checkBalanced(draft);
  if (!check.ok) throw new RangeError(check.message);
  return { ...draft, id, status: 'posted', postedBy, reversalOf: null, reversedBy: null };
}

/**
 * Reverses a posted entry: a new entry with every amount negated, linked both ways. Returns the
 * original (now marked reversed) and the reversal; throws if it is a draft or already reversed.
 */
export function reverse(
  entry: Entry,
  date: string,
  id: string,
  postedBy: string | null = entry.postedBy,
): { original: Entry; reversal: Entry } {
  if (entry.status !== 'posted') throw new RangeError('Only a posted entry can be reversed; edit or delete a draft');
  if (entry.reversedBy !== null) throw new RangeError(`Entry ${entry.id} is already reversed by ${entry.reversedBy}`);
  const reversal: Entry = {
    id,
    date,
    memo: `Reversal of ${entry.id}${entry.memo ? `: ${entry.memo}` : ''}`,
    postings: entry.postings.map((p) => ({ ...p, amount: -p.amount })),
    // The reversal keeps the source so a transaction's whole history reads together.
    source: entry.source,
    status: 'posted',
    postedBy,
    reversalOf: entry.id,
    reversedBy: null,
  };
  return { original: { ...entry, reversedBy: id }, reversal };
}

/** Whether an entry still counts as the live result of its source (posted, neither reversed nor a reversal). */
export function isLive(entry: Entry): boolean {
  return entry.status === 'posted' && entry.reversedBy === null && entry.reversalOf === null;
}
