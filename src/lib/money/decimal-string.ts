import { divRound, pow10 } from './minor-units';

/** Checks a decimals count: base units are scaled by 10^decimals, so it must be a whole number ≥ 0. */
export function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0) {
    throw new RangeError(`decimals must be a non-negative integer, got ${decimals}`);
  }
}

/**
 * Base units as an exact decimal string: '.' as the point, no grouping, no trailing zeros after the
 * point and no point for whole amounts (`1500000n, 6` → `1.5`). For CSV cells, inputs and URIs.
 */
export function toDecimalString(units: bigint, decimals: number): string {
  assertDecimals(decimals);
  const negative = units < 0n;
  const magnitude = negative ? -units : units;
  const scale = 10n ** BigInt(decimals);
  const whole = (magnitude / scale).toString();
  const fraction = decimals > 0 ? (magnitude % scale).toString().padStart(decimals, '0').replace(/0+$/, '') : '';
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

const DECIMAL_STRING = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * The inverse of `toDecimalString`: an exact decimal string ('.' point, optional '-', no grouping) to
 * base units. Throws a RangeError on any other shape or on non-zero digits beyond `decimals`.
 */
export function fromDecimalString(text: string, decimals: number): bigint {
  assertDecimals(decimals);
  const match = DECIMAL_STRING.exec(text);
  if (!match) throw new RangeError(`Not a decimal number: "${text}"`);
  const [, sign, whole, rawFraction = ''] = match;
  // Trailing zeros carry no value, so `1.500` fits 1 decimal as exactly as `1.5` does.
  const fraction = rawFraction.replace(/0+$/, '');
  if (fraction.length > decimals) {
    throw new RangeError(`"${text}" has more than ${decimals} decimal${decimals === 1 ? '' : 's'}`);
  }
  const units = BigInt(whole + fraction.padEnd(decimals, '0'));
  return sign ? -units : units;
}

/**
 * The one rounding rule of every amount on screen: an exact decimal string rounded half away from
 * zero to at most `digits` decimals, on its digits (never through a float): `roundDecimal('2.345', 2)`
 * → `2.35`, `('-2.345', 2)` → `-2.35`, `('0.004', 2)` → `0`. Trailing zeros are dropped.
 */
export function roundDecimal(text: string, digits: number): string {
  assertDecimals(digits);
  const match = DECIMAL_STRING.exec(text);
  if (!match) throw new RangeError(`Not a decimal number: "${text}"`);
  const places = match[3]?.length ?? 0;
  const units = fromDecimalString(text, places);
  if (places <= digits) return toDecimalString(units, places);
  return toDecimalString(divRound(units, pow10(places - digits)), digits);
}
