// Lots of one asset in one wallet account, in the company's currency. FIFO keeps a queue (relief
// takes from the head: no scan of the lots already used up); weighted average keeps one pool. Both
// answer the same calls, so the books do not care which method the company chose.
import { divRound } from '@/lib/money/minor-units';

export type CostMethod = 'fifo' | 'average';

/** A piece of holdings: a quantity (base units) and its carrying amount (minor units), from an acquisition on `date`. */
export interface Lot {
  quantity: bigint;
  cost: bigint;
  readonly date: string;
}

/** What a relief took: the pieces (quantity and carrying amount each), and any quantity beyond the holdings. */
export interface Relief {
  readonly pieces: Lot[];
  readonly cost: bigint;
  /** Quantity asked for beyond what the lots held (the wallet was overdrawn in the books). */
  readonly short: bigint;
}

/**
 * Splits `quantity` off a lot at its proportional carrying amount (rounded half away from zero; the
 * last piece takes the rest). Taking all of it returns the lot itself, emptied of nothing: the caller
 * drops it from where it was held.
 */
export function take(lot: Lot, quantity: bigint): Lot {
  if (quantity >= lot.quantity) return lot;
  const cost = divRound(lot.cost * quantity, lot.quantity);
  lot.quantity -= quantity;
  lot.cost -= cost;
  return { quantity, cost, date: lot.date };
}

/** No pieces (a relief whose pieces are not wanted): never added to. */
const NONE: Lot[] = [];

/** The holdings of one asset in one wallet account. */
export interface Pool {
  readonly method: CostMethod;
  /** Quantity held (base units). */
  quantity(): bigint;
  /** Carrying amount (minor units). */
  cost(): bigint;
  add(lot: Lot): void;
  /** Relieves `quantity` (oldest first, or at the average); `keep` false: the pieces are not needed (nothing moves), none are listed. */
  relieve(quantity: bigint, keep?: boolean): Relief;
  /** Sets the carrying amount to `target` (remeasurement, impairment), spread over the lots by their carrying amounts. */
  remeasure(target: bigint): void;
  /** The lots held, oldest first (FIFO) or the one pool (average). */
  lots(): Lot[];
}

class FifoPool implements Pool {
  readonly method = 'fifo' as const;
  private queue: Lot[] = [];
  private head = 0;
  private held = 0n;
  /** The lots' own amounts (what they were acquired or moved in at). */
  private lotCost = 0n;
  /**
   * Remeasurement not yet spread over the lots: carrying amount = lotCost + adjustment. A relief takes
   * its share (in proportion to the relieved lots' amounts), so a month end costs O(1), not O(lots).
   */
  private adjustment = 0n;
  quantity() {
    return this.held;
  }
  cost() {
    return this.lotCost + this.adjustment;
  }
  /** Keeps `lot` itself (the caller hands over a lot it no longer changes). */
  add(lot: Lot) {
    if (lot.quantity <= 0n) return;
    this.queue.push(lot);
    this.held += lot.quantity;
    this.lotCost += lot.cost;
  }
  relieve(quantity: bigint, keep = true): Relief {
    const pieces: Lot[] = keep ? [] : NONE;
    let last: Lot | null = null;
    let left = quantity;
    let cost = 0n;
    const quantityBefore = this.held;
    const costBefore = this.lotCost;
    while (left > 0n && this.head < this.queue.length) {
      const lot = this.queue[this.head] as Lot;
      const piece = take(lot, left);
      if (keep) pieces.push(piece);
      last = piece;
      cost += piece.cost;
      left -= piece.quantity;
      if (piece === lot) this.head += 1;
    }
    // Drop the used-up head now and then, so the queue does not grow without end.
    if (this.head > 1024 && this.head * 2 > this.queue.length) {
      this.queue = this.queue.slice(this.head);
      this.head = 0;
    }
    const taken = quantity - left;
    this.held -= taken;
    this.lotCost -= cost;
    if (this.adjustment !== 0n && last !== null) {
      // The relieved share of the remeasurement: all of it when the pool empties.
      const share =
        this.held === 0n
          ? this.adjustment
          : costBefore !== 0n
            ? divRound(this.adjustment * cost, costBefore)
            : divRound(this.adjustment * taken, quantityBefore);
      this.adjustment -= share;
      last.cost += share;
      cost += share;
    }
    return { pieces, cost, short: left };
  }
  remeasure(target: bigint) {
    this.adjustment = target - this.lotCost;
  }
  lots() {
    return this.queue.slice(this.head);
  }
}

class AveragePool implements Pool {
  readonly method = 'average' as const;
  private pool: Lot = { quantity: 0n, cost: 0n, date: '' };
  quantity() {
    return this.pool.quantity;
  }
  cost() {
    return this.pool.cost;
  }
  add(lot: Lot) {
    if (lot.quantity <= 0n) return;
    this.pool = {
      quantity: this.pool.quantity + lot.quantity,
      cost: this.pool.cost + lot.cost,
      date: this.pool.date || lot.date,
    };
  }
  relieve(quantity: bigint, keep = true): Relief {
    if (this.pool.quantity === 0n) return { pieces: NONE, cost: 0n, short: quantity };
    const piece = take(this.pool, quantity);
    const short = quantity - piece.quantity;
    if (piece === this.pool) this.pool = { quantity: 0n, cost: 0n, date: '' };
    return { pieces: keep ? [piece] : NONE, cost: piece.cost, short };
  }
  remeasure(target: bigint) {
    if (this.pool.quantity > 0n) this.pool.cost = target;
  }
  lots() {
    return this.pool.quantity > 0n ? [this.pool] : [];
  }
}

/** A new, empty pool for the company's method. */
export function newPool(method: CostMethod): Pool {
  return method === 'fifo' ? new FifoPool() : new AveragePool();
}
