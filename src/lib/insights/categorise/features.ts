// The tokens the categoriser sees for a row: the counterparty, the direction, the call kind and
// selector (or decoded method), the asset, an order-of-magnitude bucket of the amount and the memo's words.
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import { assetKeyOf, unitsTextToNumber, unitsToNumber } from '../units';

const MAX_WORDS = 20;

function bucketOf(value: number): string {
  if (value <= 0) return 'zero';
  return String(Math.max(-6, Math.min(12, Math.floor(Math.log10(value)))));
}

/** The order of magnitude of an amount in whole tokens (…, −1 for 0.1–1, 0 for 1–10, 1 for 10–100, …), "zero" for 0. */
export function amountBucket(units: bigint, decimals: number): string {
  return bucketOf(unitsToNumber(units, decimals));
}

/** The memo's words (lower-case letters and digits, 3 characters or more, at most 20). */
export function memoWords(memo: string): string[] {
  return memo
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3)
    .slice(0, MAX_WORDS);
}

/** The categoriser's tokens of one row. */
export function rowFeatures(row: ChainTransaction): string[] {
  const tokens = [`dir:${row.direction}`, `kind:${row.kind}`, `tok:${assetKeyOf(row)}`];
  if (row.counterparty) tokens.push(`cp:${row.counterparty.toLowerCase()}`);
  if (row.selector) tokens.push(`sel:${row.selector}`);
  if (row.decoded) tokens.push(`method:${row.decoded.method}`);
  tokens.push(`amt:${row.direction}:${bucketOf(unitsTextToNumber(row.units, row.decimals))}`);
  if (row.memo) for (const word of memoWords(row.memo)) tokens.push(`w:${word}`);
  return tokens;
}
