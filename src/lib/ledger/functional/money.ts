// Money in the company's currency (the books' functional currency): whole minor units (pence, cents,
// yen) as bigint. The rule (README "Rounding"): a posting's value is fixed when it is translated, to
// the currency's minor unit, half away from zero; sums of fixed values are exact.
import { toDecimalString } from '@/lib/money/decimal-string';
import type { Exact } from '../exact';

const digitsCache = new Map<string, number>();

/**
 * The currency's minor-unit digits as Intl knows them (GBP 2, JPY 0, KWD 3). A code Intl does not
 * take (a crypto symbol chosen as the base currency, `USDC`) gets 2.
 */
export function minorDigits(currency: string): number {
  const cached = digitsCache.get(currency);
  if (cached !== undefined) return cached;
  let digits = 2;
  try {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    digits = 2;
  }
  digitsCache.set(currency, digits);
  return digits;
}

/** `numerator / denominator` rounded half away from zero (denominator > 0). */
export function divRound(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('divRound needs a positive denominator');
  // (2n ± d) / 2d truncates toward zero exactly where n / d rounds half away from zero: one division.
  const twice = numerator * 2n;
  return (numerator < 0n ? twice - denominator : twice + denominator) / (denominator * 2n);
}

const POW10: bigint[] = [];
/** 10^n as a bigint (cached). */
export function pow10(n: number): bigint {
  let cached = POW10[n];
  if (cached === undefined) {
    cached = 10n ** BigInt(n);
    POW10[n] = cached;
  }
  return cached;
}

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

/** Minor units as an exact decimal string with exactly `digits` decimals (`123456n, 2` → `1234.56`, `5n, 2` → `0.05`). */
export function minorToDecimal(minor: bigint, digits: number): string {
  if (digits === 0) return minor.toString();
  const text = toDecimalString(minor, digits);
  const point = text.indexOf('.');
  if (point < 0) return `${text}.${'0'.repeat(digits)}`;
  return text + '0'.repeat(digits - (text.length - point - 1));
}
