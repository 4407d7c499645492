// What the books hold while they are derived: the lots of each asset in each wallet account (by the
// company's cost method), and the carried positions of other balance-sheet accounts in a commodity
// (a receivable, a payable, a suspense balance). A month end's measurement remeasures the lots here,
// and the receivables in a crypto asset (not those fixed in a fiat currency).
import { divRound } from '@/lib/money/minor-units';
import { FUNCTIONAL_ACCOUNT_IDS as FX } from './accounts';
import { REMEASUREMENT, type EntryIndex, type LineStore } from './book-store';
import type { MeasurementPolicy } from './books';
import type { FairValue } from './fair-value';
import { newPool, type CostMethod, type Pool } from './lots';

/** What a wallet holds of one asset at the end of the books, with its carrying amount. */
export interface Holding {
  readonly accountId: string;
  readonly commodity: string;
  readonly decimals: number;
  readonly quantity: bigint;
  readonly cost: bigint;
  readonly lots: number;
}

interface Held {
  readonly accountId: string;
  readonly commodity: string;
  readonly decimals: number;
  readonly pool: Pool;
}

/** A carried position of a non-wallet balance-sheet account in a commodity: signed quantity and amount. */
interface Position {
  readonly accountId: string;
  readonly commodity: string;
  /** Fixed in a fiat currency (a fiat invoice's receivable): never remeasured at the asset's price. */
  readonly fixed: boolean;
  quantity: bigint;
  cost: bigint;
  decimals: number;
}

/** A map of maps, filled on first use. */
function entryOf<T>(maps: Map<string, Map<string, T>>, outer: string, inner: string, make: () => T): T {
  let byInner = maps.get(outer);
  if (!byInner) {
    byInner = new Map();
    maps.set(outer, byInner);
  }
  let found = byInner.get(inner);
  if (found === undefined) {
    found = make();
    byInner.set(inner, found);
  }
  return found;
}

export class Holdings {
  private readonly pools: Held[] = [];
  private readonly poolIndex = new Map<string, Map<string, Held>>();
  private readonly positions = new Map<string, Map<string, Position>>();
  /** The positions measured at a month end: those of receivable accounts not fixed in a fiat currency. */
  private readonly measured: Position[] = [];

  constructor(
    private readonly method: CostMethod,
    /** The receivable accounts: a crypto receivable is measured at month ends like the lots. */
    private readonly receivables: ReadonlySet<string> = new Set(),
  ) {}

  /** The lots of `commodity` in a wallet account. */
  pool(accountId: string, commodity: string, decimals: number): Pool {
    return entryOf(this.poolIndex, accountId, commodity, () => {
      const held = { accountId, commodity, decimals, pool: newPool(this.method) };
      this.pools.push(held);
      return held;
    }).pool;
  }

  /**
   * Carries `amount` of `commodity` on a non-wallet account at what it was booked at: an amount
   * against the position settles it first (relieving its carrying amount, average), so a settled
   * control account reads 0; the rest is booked at `valueOf`. Returns the value and whether
   * anything was settled.
   */
  carry(
    accountId: string,
    commodity: string,
    amount: bigint,
    valueOf: (amount: bigint) => bigint,
    held: { readonly decimals: number; readonly fixed: boolean } = { decimals: 0, fixed: false },
  ): { value: bigint; settled: boolean } {
    // A position fixed in a fiat currency is kept apart from the same account's crypto one.
    const key = held.fixed ? `${commodity}\u0000fixed` : commodity;
    const position = entryOf(this.positions, accountId, key, () => {
      const made = { accountId, commodity, fixed: held.fixed, quantity: 0n, cost: 0n, decimals: held.decimals };
      if (!held.fixed && this.receivables.has(accountId)) this.measured.push(made);
      return made;
    });
    let value = 0n;
    let left = amount;
    let settled = false;
    if (position.quantity !== 0n && position.quantity > 0n !== left > 0n) {
      const held = position.quantity < 0n ? -position.quantity : position.quantity;
      const asked = left < 0n ? -left : left;
      const part = asked < held ? asked : held;
      const relieved = part === held ? position.cost : divRound(position.cost * part, held);
      position.cost -= relieved;
      position.quantity += left > 0n ? part : -part;
      value -= relieved;
      left += left > 0n ? -part : part;
      settled = true;
    }
    if (left !== 0n) {
      const cost = valueOf(left);
      position.quantity += left;
      position.cost += cost;
      value += cost;
    }
    return { value, settled };
  }

  /**
   * Measures the lots and the crypto receivables at a month end by the policy (fair value; or cost
   * less impairment, which only writes down) and books the changes as one remeasurement entry
   * against unrealised gains and losses. A receivable fixed in a fiat currency is not measured.
   */
  measure(date: string, policy: MeasurementPolicy, fair: FairValue, store: LineStore, index: EntryIndex): void {
    const start = store.length;
    let gains = 0n;
    let losses = 0n;
    const changeOf = (commodity: string, quantity: bigint, decimals: number, carried: bigint): bigint => {
      const price = fair.price(commodity, date);
      if (price === null) return 0n;
      const value = fair.at(quantity, decimals, price);
      return policy === 'fair-value' ? value - carried : value < carried ? value - carried : 0n;
    };
    const book = (accountId: string, change: bigint) => {
      store.push(accountId, change, null);
      if (change > 0n) gains += change;
      else losses -= change;
    };
    for (const { accountId, commodity, decimals, pool } of this.pools) {
      const quantity = pool.quantity();
      if (quantity <= 0n) continue;
      const carried = pool.cost();
      const change = changeOf(commodity, quantity, decimals, carried);
      if (change === 0n) continue;
      pool.remeasure(carried + change);
      book(accountId, change);
    }
    // A receivable in a crypto asset is a right to that asset: measured as the asset is.
    for (const position of this.measured) {
      if (position.quantity <= 0n) continue;
      const change = changeOf(position.commodity, position.quantity, position.decimals, position.cost);
      if (change === 0n) continue;
      position.cost += change;
      book(position.accountId, change);
    }
    if (store.length === start) return;
    if (gains > 0n) store.push(FX.unrealisedGains, -gains, null);
    if (losses > 0n) store.push(FX.unrealisedLosses, losses, null);
    index.push(date, start, store.length, REMEASUREMENT, null);
  }

  /** What the wallets hold at the end (lots not emptied to nothing). */
  list(): Holding[] {
    const holdings: Holding[] = [];
    for (const { accountId, commodity, decimals, pool } of this.pools)
      if (pool.quantity() !== 0n || pool.cost() !== 0n)
        holdings.push({
          accountId,
          commodity,
          decimals,
          quantity: pool.quantity(),
          cost: pool.cost(),
          lots: pool.lots().length,
        });
    return holdings;
  }
}
