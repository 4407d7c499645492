// Values in the company's currency (the books' functional currency) in whole minor units (pence,
// cents, yen) as bigint. The rule (README "Rounding"): a posting's value is fixed when it is
// translated, to the currency's minor unit, half away from zero (lib/money/minor-units.ts, which
// also writes minor units as decimals; lib/money/format-money.ts has the currency's digits); sums
// of fixed values are exact.
import { divRound, pow10 } from '@/lib/money/minor-units';
import type { Exact } from '../exact';

/** The value of `amount` base units (`decimals`) at `price` per whole unit, in minor units (`digits`), rounded half away from zero. */
export function valueInMinor(amount: bigint, decimals: number, price: Exact, digits: number): bigint {
  const numerator = amount * price.units * pow10(digits);
  const scale = decimals + price.scale;
  return divRound(numerator, pow10(scale));
}

/** Rounds an exact value to minor units, half away from zero. */
export function exactToMinor(value: Exact, digits: number): bigint {
  return value.scale <= digits
    ? value.units * pow10(digits - value.scale)
    : divRound(value.units, pow10(value.scale - digits));
}
