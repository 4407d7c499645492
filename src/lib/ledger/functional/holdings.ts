// What the books hold while they are derived: the lots of each asset in each wallet account (by the
// company's cost method), and the carried positions of other balance-sheet accounts in a commodity
// (a receivable, a payable, a suspense balance). A month end's measurement remeasures the lots here,
// and the receivables and payables in a crypto asset (not those fixed in a fiat currency).
import { divRound } from '@/lib/money/minor-units';
import { FUNCTIONAL_ACCOUNT_IDS as FX, TRANSLATION_ACCOUNT } from './accounts';
import { REMEASUREMENT, type EntryIndex, type LineStore } from './book-store';
import type { MeasurementPolicy } from './books';
import type { FairValue } from './fair-value';
import { newPool, type CostMethod, type Pool } from './lots';
import { translatedValue, type QuoteRates, type Translated } from './translation';

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
  /** Fixed in a fiat currency other than the company's: translated at month ends. */
  readonly translated?: Translated;
  /** The counterparty whose position it is (`client:<id>`, `vendor:<id>`), when known. */
  readonly party?: string;
  quantity: bigint;
  cost: bigint;
  decimals: number;
}

/** No counterparty's part (shared: never added to). */
const NO_PARTIES: readonly (readonly [string, bigint])[] = [];

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
  /** The positions measured at a month end: those of receivable and payable accounts not fixed in a fiat currency, credits included. */
  private readonly measured: Position[] = [];
  /** The positions of documents in another fiat currency than the company's (one per document). */
  private readonly translated: Position[] = [];
  /** `accountId`, then the key without its counterparty, of the positions kept per counterparty. */
  private readonly partyKeys = new Set<string>();

  constructor(
    private readonly method: CostMethod,
    /** The receivable accounts: a crypto receivable is measured at month ends like the lots. */
    private readonly receivables: ReadonlySet<string> = new Set(),
    /** The payable accounts: a crypto payable is measured at month ends by the same policy. */
    private readonly payables: ReadonlySet<string> = new Set(),
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
   * control account reads 0; the rest is booked at `valueOf`. A position is kept per counterparty
   * (`held.party`); an amount of no known counterparty settles the counterparties' positions once
   * its own has nothing against it (oldest first). Returns the value, whether anything was settled,
   * and the value per counterparty.
   */
  carry(
    accountId: string,
    commodity: string,
    amount: bigint,
    valueOf: (amount: bigint) => bigint,
    held: {
      readonly decimals: number;
      readonly fixed: boolean;
      /** The document (`invoice:<id>`) of a position translated at month ends, and its terms. */
      readonly document?: string;
      readonly translated?: Translated;
      /** The counterparty (`client:<id>`, `vendor:<id>`) whose position it is. */
      readonly party?: string;
    } = { decimals: 0, fixed: false },
  ): { value: bigint; settled: boolean; parties: readonly (readonly [string, bigint])[] } {
    // A position fixed in a fiat currency is kept apart from the same account's crypto one; one to
    // translate, apart per document (each has its own issue rate).
    const translated = held.fixed ? held.translated : undefined;
    const base = translated ? `${commodity}\u0000${held.document}` : held.fixed ? `${commodity}\u0000fixed` : commodity;
    const key = held.party && !translated ? `${base}\u0000${held.party}` : base;
    const position = entryOf(this.positions, accountId, key, () => {
      const made: Position = {
        accountId,
        commodity,
        fixed: held.fixed,
        translated,
        party: held.party,
        quantity: 0n,
        cost: 0n,
        decimals: held.decimals,
      };
      if (translated) this.translated.push(made);
      if (!held.fixed && (this.receivables.has(accountId) || this.payables.has(accountId))) this.measured.push(made);
      if (held.party) this.partyKeys.add(`${accountId}\u0000${base}`);
      return made;
    });
    const parties: [string, bigint][] = [];
    let value = 0n;
    let left = amount;
    let settled = false;
    const settle = (against: Position) => {
      if (left === 0n || against.quantity === 0n || against.quantity > 0n === left > 0n) return;
      const held = against.quantity < 0n ? -against.quantity : against.quantity;
      const asked = left < 0n ? -left : left;
      const part = asked < held ? asked : held;
      const relieved = part === held ? against.cost : divRound(against.cost * part, held);
      against.cost -= relieved;
      against.quantity += left > 0n ? part : -part;
      value -= relieved;
      left += left > 0n ? -part : part;
      settled = true;
      if (against.party) parties.push([against.party, -relieved]);
    };
    settle(position);
    if (left !== 0n && !held.party && this.partyKeys.has(`${accountId}\u0000${base}`))
      for (const [other, against] of this.positions.get(accountId) ?? [])
        if (against.party && other === `${base}\u0000${against.party}`) settle(against);
    if (left !== 0n) {
      const cost = valueOf(left);
      position.quantity += left;
      position.cost += cost;
      value += cost;
      if (held.party) parties.push([held.party, cost]);
    }
    return { value, settled, parties: parties.length > 0 ? parties : NO_PARTIES };
  }

  /**
   * Measures the lots, the crypto receivables and the crypto payables at a month end by the policy
   * (fair value, both ways; or cost less impairment, which only books losses: an asset written down,
   * a payable written up when the asset it is owed in rises; a credit held in the asset by its side)
   * and books the changes as one
   * remeasurement entry against unrealised gains and losses. A position fixed in a fiat currency is
   * not measured.
   */
  measure(
    date: string,
    policy: MeasurementPolicy,
    fair: FairValue,
    store: LineStore,
    index: EntryIndex,
    quotes?: QuoteRates,
  ): void {
    const start = store.length;
    let gains = 0n;
    let losses = 0n;
    // `quantity` and `carried` signed (a payable's negative): cost less impairment books only a loss
    // (the value below what is carried: an asset down, a payable up).
    const changeOf = (commodity: string, quantity: bigint, decimals: number, carried: bigint): bigint => {
      const price = fair.price(commodity, date);
      if (price === null) return 0n;
      const value = quantity < 0n ? -fair.at(-quantity, decimals, price) : fair.at(quantity, decimals, price);
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
    // A receivable in a crypto asset is a right to that asset: measured as the asset is. A payable in
    // one is an obligation to deliver it: its value (negative, a credit) follows the asset the same way,
    // and under cost less impairment only its increases (losses) are booked. A credit held in the
    // asset is the same by its side: a client's (a receivable in credit) is owed to the client, a
    // vendor's (a payable in debit) is the company's right (changeOf reads the sign).
    for (const position of this.measured) {
      if (position.quantity === 0n) continue;
      const change = changeOf(position.commodity, position.quantity, position.decimals, position.cost);
      if (change === 0n) continue;
      position.cost += change;
      book(position.accountId, change);
      if (position.party) store.tag(store.length - 1, [[position.party, change]]);
    }
    const translation = quotes ? this.translate(date, fair, quotes, store) : 0n;
    if (store.length === start) return;
    if (translation !== 0n) store.push(TRANSLATION_ACCOUNT, -translation, null);
    if (gains > 0n) store.push(FX.unrealisedGains, -gains, null);
    if (losses > 0n) store.push(FX.unrealisedLosses, losses, null);
    index.push(date, start, store.length, REMEASUREMENT, null);
  }

  /**
   * Translates what is open of each document in another fiat currency at the month end's cross rate
   * (translation.ts); a position without both prices keeps its value. Returns the sum of the changes.
   */
  private translate(date: string, fair: FairValue, quotes: QuoteRates, store: LineStore): bigint {
    let total = 0n;
    for (const position of this.translated) {
      const terms = position.translated;
      if (position.quantity === 0n || !terms) continue;
      const base = fair.price(position.commodity, date);
      const quote = base ? quotes.price(position.commodity, terms.currency, date) : null;
      if (!base || !quote) continue;
      const value = translatedValue(position.quantity, position.decimals, terms.issueRate, base, quote, fair.digits);
      const change = value - position.cost;
      if (change === 0n) continue;
      position.cost = value;
      store.push(position.accountId, change, null);
      if (position.party) store.tag(store.length - 1, [[position.party, change]]);
      total += change;
    }
    return total;
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
