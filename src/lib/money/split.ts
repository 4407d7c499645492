import { fromDecimalString, toDecimalString } from './decimal-string';

/**
 * Splits `total` base units in proportion to `weights` by the largest-remainder method
 * (docs/product.md#amounts): each part gets the floor of its exact share, then the units left over go one
 * each to the largest remainders, ties to the earlier entry. The parts always add up to `total`.
 */
export function splitLargestRemainder(total: bigint, weights: readonly bigint[]): bigint[] {
  if (total < 0n) throw new RangeError('Cannot split a negative total');
  if (weights.some((weight) => weight < 0n)) throw new RangeError('Weights cannot be negative');
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0n);
  if (weightSum === 0n) throw new RangeError('Cannot split by weights that add up to zero');

  const parts = weights.map((weight) => (total * weight) / weightSum);
  const remainders = weights.map((weight) => (total * weight) % weightSum);
  // leftover < number of non-zero remainders (each is < weightSum), so it fits a Number and
  // zero-weight entries never receive a unit.
  const leftover = Number(total - parts.reduce((sum, part) => sum + part, 0n));
  const order = remainders
    .map((remainder, index) => ({ remainder, index }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  const rounded = new Set(order.slice(0, leftover).map(({ index }) => index));
  return parts.map((part, index) => (rounded.has(index) ? part + 1n : part));
}

/** How many decimals a percentage may have (`12.3456`%). */
export const PERCENT_DECIMALS = 4;
const HUNDRED_PERCENT = 100n * 10n ** BigInt(PERCENT_DECIMALS);

/**
 * Splits `total` by percentages given as strings (`'33.3333'`, up to 4 decimals) that must add up
 * to exactly 100, with the largest-remainder method. Throws a RangeError saying what is wrong.
 */
export function splitByPercentages(total: bigint, percentages: readonly string[]): bigint[] {
  const weights = percentages.map((text) => {
    const trimmed = text.trim();
    if (!/^\d+(\.\d+)?$/.test(trimmed)) throw new RangeError(`"${text}" is not a percentage (use digits, e.g. 12.5)`);
    try {
      return fromDecimalString(trimmed, PERCENT_DECIMALS);
    } catch {
      throw new RangeError(`"${text}": use at most ${PERCENT_DECIMALS} digits after the point`);
    }
  });
  const sum = weights.reduce((acc, weight) => acc + weight, 0n);
  // Weights that add up to less than 100% would be silently scaled up by a plain weighted split.
  if (sum !== HUNDRED_PERCENT) {
    throw new RangeError(`The percentages add up to ${toDecimalString(sum, PERCENT_DECIMALS)}%, not 100%`);
  }
  return splitLargestRemainder(total, weights);
}
