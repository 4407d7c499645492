// Values in the company's currency at the price of a day: the latest price on or before it (cached
// per commodity and day). A commodity without a price is valued at 0 and noted (first day, how many
// postings), so the books can say which prices are missing; a price used past its heartbeat is
// noted too (its oldest use per commodity), so the statements name it.
import type { Exact } from '../exact';
import { latestPrice, type PriceIndex } from '../prices';
import { staleUse, StaleUses, type StalePrice } from '../stale-price';
import { valueInMinor } from './money';

export interface MissingPrice {
  commodity: string;
  date: string;
  postings: number;
}

export class FairValue {
  private readonly cache = new Map<string, Map<string, Exact | null>>();
  private readonly gaps = new Map<string, MissingPrice>();
  private readonly staleUses = new StaleUses();

  constructor(
    private readonly prices: PriceIndex,
    /** Minor-unit digits of the company's currency. */
    readonly digits: number,
  ) {}

  /** The latest price on or before `date`, or null. */
  price(commodity: string, date: string): Exact | null {
    let days = this.cache.get(commodity);
    if (!days) {
      days = new Map();
      this.cache.set(commodity, days);
    }
    let found = days.get(date);
    if (found === undefined) {
      const latest = latestPrice(this.prices, commodity, date);
      if (latest) this.staleUses.add(staleUse(commodity, latest, date));
      found = latest?.price ?? null;
      days.set(date, found);
    }
    return found;
  }

  /** `amount` (base units with `decimals`) in minor units at the day's price; 0, noted as missing, without one. */
  of(amount: bigint, decimals: number, commodity: string, date: string): bigint {
    if (amount === 0n) return 0n;
    const price = this.price(commodity, date);
    if (price === null) {
      const gap = this.gaps.get(commodity);
      if (gap) gap.postings += 1;
      else this.gaps.set(commodity, { commodity, date, postings: 1 });
      return 0n;
    }
    return valueInMinor(amount, decimals, price, this.digits);
  }

  /** `quantity` at a price already found. */
  at(quantity: bigint, decimals: number, price: Exact): bigint {
    return valueInMinor(quantity, decimals, price, this.digits);
  }

  /** Notes a stale price used elsewhere (a cross rate's quote price). */
  note(stale: StalePrice): void {
    this.staleUses.add(stale);
  }

  /** The prices used past their heartbeat (per commodity, its oldest use), named on the statements. */
  stale(): StalePrice[] {
    return this.staleUses.list();
  }

  /** Commodities valued at 0 for want of a price. */
  missing(): MissingPrice[] {
    return [...this.gaps.values()];
  }
}
