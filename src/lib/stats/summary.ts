// Order statistics and the normal distribution, shared by the forecasts and the robust scores.

/** The arithmetic mean (0 for an empty list). */
export function mean(values: readonly number[]): number {
  if (values.length === 0) return 0;
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}

/** The median (0 for an empty list). */
export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}

/** The p-quantile by linear interpolation between order statistics (type 7, the common default). */
export function quantile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  return sortedQuantile(
    [...values].sort((a, b) => a - b),
    p,
  );
}

/** The p-quantile (type 7) of values already sorted ascending. */
export function sortedQuantile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return 0;
  const position = (sorted.length - 1) * Math.min(1, Math.max(0, p));
  const low = Math.floor(position);
  const high = Math.ceil(position);
  const lowValue = sorted[low] ?? 0;
  return lowValue + ((sorted[high] ?? lowValue) - lowValue) * (position - low);
}

/** The standard normal distribution function (Abramowitz & Stegun 7.1.26 through erf; error < 1.5e-7). */
export function normalCdf(z: number): number {
  if (z === Infinity) return 1;
  if (z === -Infinity) return 0;
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** The two-sided normal quantile for the central intervals used here (80% and 95%). */
export const NORMAL_Z = { 80: 1.2815515655446004, 95: 1.959963984540054 } as const;
