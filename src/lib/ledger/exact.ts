// Exact decimals for base-currency values: units / 10^scale. The core never rounds a value (an
// amount times a price is exact); rounding to cents is left to the display (Intl).
import { fromDecimalString, toDecimalString } from '@/lib/money/decimal-string';

export interface Exact {
  readonly units: bigint;
  readonly scale: number;
}

export const ZERO: Exact = { units: 0n, scale: 0 };

/** Parses an exact decimal string (`12.5`, `-0.001`). Throws a RangeError on any other shape. */
export function parseExact(text: string): Exact {
  const point = text.indexOf('.');
  const scale = point < 0 ? 0 : text.length - point - 1;
  return normalize({ units: fromDecimalString(text, scale), scale });
}

/** Drops trailing zero digits so equal values compare equal. */
function normalize(value: Exact): Exact {
  let { units, scale } = value;
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  return { units, scale };
}

/** The sum of two exact values. */
export function addExact(a: Exact, b: Exact): Exact {
  const scale = Math.max(a.scale, b.scale);
  return normalize({
    units: a.units * 10n ** BigInt(scale - a.scale) + b.units * 10n ** BigInt(scale - b.scale),
    scale,
  });
}

/** The value of `amount` base units (with `decimals`) at `price` per whole unit. */
export function valueAt(amount: bigint, decimals: number, price: Exact): Exact {
  return normalize({ units: amount * price.units, scale: decimals + price.scale });
}

/** An exact value as a decimal string (no trailing zeros, no grouping). */
export function exactToString(value: Exact): string {
  return toDecimalString(value.units, value.scale);
}
