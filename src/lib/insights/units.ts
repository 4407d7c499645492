// Between exact base units (bigint) and the floating numbers statistics works in. Money stays
// bigint everywhere it is stored or summed; only the models see numbers, and their estimates
// come back as base units rounded to 15 significant digits.
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
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

// 10^d as the nearest double, as Number(10n ** BigInt(d)) gives it (`10 ** d` may differ above 10^22).
const POWERS_OF_TEN = new Map<number, number>();

/**
 * The same number as `unitsToNumber(BigInt(text), decimals)` for a base-units string (non-negative
 * digits, as rows store them) without making a BigInt: the engine reads every row's amount, and
 * both ways round the whole part, the fraction and the scale to the nearest double the same way.
 */
export function unitsTextToNumber(text: string, decimals: number): number {
  if (decimals === 0) return Number(text);
  let scale = POWERS_OF_TEN.get(decimals);
  if (scale === undefined) POWERS_OF_TEN.set(decimals, (scale = Number(`1e${decimals}`)));
  const cut = text.length - decimals;
  if (cut <= 0) return 0 + Number(text) / scale;
  return Number(text.slice(0, cut)) + Number(text.slice(cut)) / scale;
}

/** A number of whole tokens as base units (rounded; exact to about 15 significant digits). */
export function numberToUnits(value: number, decimals: number): bigint {
  if (!Number.isFinite(value)) return 0n;
  const negative = value < 0;
  const [mantissa = '0', exponent = '0'] = Math.abs(value).toExponential(14).split('e');
  const [intPart = '0', fracPart = ''] = mantissa.split('.');
  const digits = BigInt(intPart + fracPart);
  const shift = Number(exponent) - fracPart.length + decimals;
  const units = shift >= 0 ? digits * 10n ** BigInt(shift) : roundDiv(digits, 10n ** BigInt(-shift));
  return negative ? -units : units;
}

function roundDiv(value: bigint, divisor: bigint): bigint {
  return (value + divisor / 2n) / divisor;
}

/** A short plain-text amount for "why" panels: up to 6 decimals, with the symbol. */
export function plainAmount(units: bigint, asset: Pick<AssetRef, 'decimals' | 'symbol'>): string {
  const value = unitsToNumber(units, asset.decimals);
  return `${value.toLocaleString('en-US', { maximumFractionDigits: 6 })} ${asset.symbol}`;
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

const DAY_MS = 86_400_000;

/** Milliseconds in a day, for windows. */
export const DAY = DAY_MS;

/** The Monday (UTC, 00:00) starting the week of a moment, as epoch milliseconds. */
export function weekStart(ms: number): number {
  const day = Math.floor(ms / DAY_MS);
  // 1970-01-01 was a Thursday: day 0 → weekday 3 counting Monday as 0.
  const weekday = (day + 3) % 7;
  return (day - weekday) * DAY_MS;
}

/** YYYY-MM-DD of epoch milliseconds (UTC). */
export function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
