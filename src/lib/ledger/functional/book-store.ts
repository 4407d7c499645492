// The books' columns: every translated or remeasurement entry's lines in a few typed arrays (the
// line store), and the entries in date order over them (the entry index) that the statements read
// by binary search. deriveBooks (books.ts) fills them.
import type { Entry, Posting } from '../entry';
import type { MeasurementPolicy } from './books';

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
  /** The lines of counterparties' positions (receivables, payables, their credits): each party's part of the amount. */
  readonly parties = new Map<number, readonly (readonly [string, bigint])[]>();
  private readonly indexOf = new Map<string, number>();

  /** Marks line `i` as the counterparties' (their parts add up to the line's amount, or to part of it). */
  tag(i: number, parts: readonly (readonly [string, bigint])[]): void {
    if (parts.length > 0) this.parties.set(i, parts);
  }

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

/** Entry flags in the index. */
export const REMEASUREMENT = 1;
export const DISPOSAL = 2;

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
