// Between exact base units (bigint) and the floating numbers statistics works in. Money stays
// bigint everywhere it is stored or summed; only the models see numbers, and their estimates
// come back as base units rounded to 15 significant digits.
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import { DISPLAY_DECIMALS, formatQuantity } from '@/lib/money/format-quantity';
import { divRound } from '@/lib/money/minor-units';
import { DAY_MS } from '@/lib/primitives/days';
import type { AssetRef } from './types';

/** The asset key of a chain row: `<chainId>:native` or `<chainId>:<token lower-case>`. */
export function assetKeyOf(row: Pick<ChainTransaction, 'chainId' | 'asset'>): string {
  return `${row.chainId}:${row.asset === 'native' ? 'native' : row.asset.toLowerCase()}`;
}

/** The asset reference of a chain row. */
export function assetRefOf(row: Pick<ChainTransaction, 'chainId' | 'asset' | 'symbol' | 'decimals'>): AssetRef {
  return { key: assetKeyOf(row), chainId: row.chainId, symbol: row.symbol, decimals: row.decimals, asset: row.asset };
}

/** Base units as a number of whole tokens (approximate above 2^53 units of precision). */
export function unitsToNumber(units: bigint, decimals: number): number {
  if (decimals === 0) return Number(units);
  const scale = 10n ** BigInt(decimals);
  const whole = units / scale;
  const fraction = units % scale;
  return Number(whole) + Number(fraction) / Number(scale);
}

// 10^k as the nearest double, as Number(10n ** BigInt(k)) gives it (exact up to 10^22).
const POWERS_OF_TEN = Array.from({ length: 78 }, (_, k) => Number(`1e${k}`));

// The integer written by text[start, end) as the nearest double, when it has at most 15 significant
// digits followed by at most 22 zeros (m · 10^k of two exact doubles, rounded once like Number(bigint)); else NaN.
function shortDigits(text: string, start: number, end: number): number {
  while (start < end && text.charCodeAt(start) === 48) start++;
  let stop = end;
  while (stop > start && text.charCodeAt(stop - 1) === 48) stop--;
  if (stop === start) return 0;
  if (stop - start > 15 || end - stop > 22) return NaN;
  return Number(text.slice(start, stop)) * (POWERS_OF_TEN[end - stop] ?? NaN);
}

/**
 * The same number as `unitsToNumber(BigInt(text), decimals)` for a base-units string (digits, as
 * rows store them), without a BigInt when the parts allow it: the engine reads every row's amount.
 */
export function unitsTextToNumber(text: string, decimals: number): number {
  const cut = text.length - decimals;
  const whole = cut > 0 ? shortDigits(text, 0, cut) : 0;
  const fraction = decimals > 0 ? shortDigits(text, Math.max(0, cut), text.length) : 0;
  const scale = POWERS_OF_TEN[decimals];
  if (Number.isNaN(whole) || Number.isNaN(fraction) || scale === undefined)
    return unitsToNumber(BigInt(text), decimals);
  return decimals === 0 ? whole : whole + fraction / scale;
}

/** A number of whole tokens as base units (rounded; exact to about 15 significant digits). */
export function numberToUnits(value: number, decimals: number): bigint {
  if (!Number.isFinite(value)) return 0n;
  const negative = value < 0;
  const [mantissa = '0', exponent = '0'] = Math.abs(value).toExponential(14).split('e');
  const [intPart = '0', fracPart = ''] = mantissa.split('.');
  const digits = BigInt(intPart + fracPart);
  const shift = Number(exponent) - fracPart.length + decimals;
  const units = shift >= 0 ? digits * 10n ** BigInt(shift) : divRound(digits, 10n ** BigInt(-shift));
  return negative ? -units : units;
}

/**
 * A short plain-text amount for "why" panels: up to 6 decimals, with the symbol. lib/money's
 * formatter (exact, half away from zero, a non-zero amount never 0), in en-US as the panels are.
 */
export function plainAmount(units: bigint, asset: Pick<AssetRef, 'decimals' | 'symbol'>): string {
  return formatQuantity(units, asset.decimals, {
    locale: 'en-US',
    maxDecimals: DISPLAY_DECIMALS,
    symbol: asset.symbol,
  });
}

/** The signed value a row moves for the company: + in, − out, 0 between own wallets. */
export function signedUnits(row: Pick<ChainTransaction, 'direction' | 'units'>): bigint {
  const units = BigInt(row.units);
  return row.direction === 'in' ? units : row.direction === 'out' ? -units : 0n;
}

/** Confirmed rows only: the engine never reasons on pending, failed or replaced movements. */
export function confirmedRows(rows: readonly ChainTransaction[]): ChainTransaction[] {
  return rows.filter((row) => row.status === 'confirmed');
}

/** Milliseconds in a day, for windows. */
export const DAY = DAY_MS;

/** The Monday (UTC, 00:00) starting the week of a moment, as epoch milliseconds. */
export function weekStart(ms: number): number {
  const day = Math.floor(ms / DAY_MS);
  // 1970-01-01 was a Thursday: day 0 → weekday 3 counting Monday as 0.
  const weekday = (day + 3) % 7;
  return (day - weekday) * DAY_MS;
}
