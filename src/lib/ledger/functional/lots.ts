// Lots of one asset in one wallet account, in the company's currency. FIFO keeps a queue (relief
// takes from the head: no scan of the lots already used up); weighted average keeps one pool. Both
// answer the same calls, so the books do not care which method the company chose.
import { divRound } from './money';

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

/** Splits `quantity` off a lot at its proportional carrying amount (rounded half away from zero; the last piece takes the rest). */
export function take(lot: Lot, quantity: bigint): Lot {
  if (quantity >= lot.quantity) {
    const whole = { quantity: lot.quantity, cost: lot.cost, date: lot.date };
    lot.quantity = 0n;
    lot.cost = 0n;
    return whole;
  }
  const cost = divRound(lot.cost * quantity, lot.quantity);
  lot.quantity -= quantity;
  lot.cost -= cost;
  return { quantity, cost, date: lot.date };
}

/** The holdings of one asset in one wallet account. */
export interface Pool {
  readonly method: CostMethod;
  /** Quantity held (base units). */
  quantity(): bigint;
  /** Carrying amount (minor units). */
  cost(): bigint;
  add(lot: Lot): void;
  relieve(quantity: bigint): Relief;
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
  private carried = 0n;
  quantity() {
    return this.held;
  }
  cost() {
    return this.carried;
  }
  add(lot: Lot) {
    if (lot.quantity <= 0n) return;
    this.queue.push({ ...lot });
    this.held += lot.quantity;
    this.carried += lot.cost;
  }
  relieve(quantity: bigint): Relief {
    const pieces: Lot[] = [];
    let left = quantity;
    let cost = 0n;
    while (left > 0n && this.head < this.queue.length) {
      const lot = this.queue[this.head] as Lot;
      const piece = take(lot, left);
      pieces.push(piece);
      cost += piece.cost;
      left -= piece.quantity;
      if (lot.quantity === 0n) this.head += 1;
    }
    // Drop the used-up head now and then, so the queue does not grow without end.
    if (this.head > 1024 && this.head * 2 > this.queue.length) {
      this.queue = this.queue.slice(this.head);
      this.head = 0;
    }
    this.held -= quantity - left;
    this.carried -= cost;
    return { pieces, cost, short: left };
  }
  remeasure(target: bigint) {
    const lots = this.lots();
    spread(lots, this.carried, target);
    this.carried = target;
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
  relieve(quantity: bigint): Relief {
    if (this.pool.quantity === 0n) return { pieces: [], cost: 0n, short: quantity };
    const piece = take(this.pool, quantity);
    const short = quantity - piece.quantity;
    if (this.pool.quantity === 0n) this.pool = { quantity: 0n, cost: 0n, date: '' };
    return { pieces: [piece], cost: piece.cost, short };
  }
  remeasure(target: bigint) {
    if (this.pool.quantity > 0n) this.pool.cost = target;
  }
  lots() {
    return this.pool.quantity > 0n ? [this.pool] : [];
  }
}

/** Spreads a new carrying amount over lots in proportion to their present ones (by quantity when they carry nothing); the last lot takes the rounding. */
function spread(lots: Lot[], total: bigint, target: bigint): void {
  if (lots.length === 0) return;
  const byQuantity = total === 0n;
  const weight = byQuantity ? lots.reduce((sum, lot) => sum + lot.quantity, 0n) : total;
  let given = 0n;
  lots.forEach((lot, index) => {
    if (index === lots.length - 1) {
      lot.cost = target - given;
      return;
    }
    const share = divRound(target * (byQuantity ? lot.quantity : lot.cost), weight);
    lot.cost = share;
    given += share;
  });
}

/** A new, empty pool for the company's method. */
export function newPool(method: CostMethod): Pool {
  return method === 'fifo' ? new FifoPool() : new AveragePool();
}
