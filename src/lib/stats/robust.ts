// Robust z-scores on the median and the median absolute deviation (Iglewicz & Hoaglin 1993):
// z = 0.6745 · (x − median) / MAD. When more than half the values are equal the MAD is 0; then the
// mean absolute deviation around the median stands in (z = (x − median) / (1.253314 · MeanAD)), and
// when that is 0 too every value equals the median, so anything else is infinitely far.
import { sortedQuantile } from './summary';

export interface RobustCentre {
  readonly median: number;
  /** Median absolute deviation from the median. */
  readonly mad: number;
  /** The spread the score divides by, after the MAD = 0 guard (0 when all values are equal). */
  readonly scale: number;
  /** Which spread was used. */
  readonly method: 'mad' | 'mean-absolute-deviation' | 'constant';
}

const MAD_FACTOR = 0.6745;
const MEAN_AD_FACTOR = 1.253314;

/** The median, MAD and the scale a robust score divides by (with the MAD = 0 guard). */
export function robustCentre(values: readonly number[]): RobustCentre {
  // Typed arrays sort numerically without a comparator: the same order statistics as median(), faster.
  const centre = sortedQuantile(Float64Array.from(values).sort(), 0.5);
  const deviations = values.map((value) => Math.abs(value - centre));
  const mad = sortedQuantile(Float64Array.from(deviations).sort(), 0.5);
  if (mad > 0) return { median: centre, mad, scale: mad / MAD_FACTOR, method: 'mad' };
  const meanAd = deviations.reduce((sum, value) => sum + value, 0) / Math.max(1, deviations.length);
  if (meanAd > 0) return { median: centre, mad, scale: MEAN_AD_FACTOR * meanAd, method: 'mean-absolute-deviation' };
  return { median: centre, mad, scale: 0, method: 'constant' };
}

/** The robust z-score of x against a centre (±Infinity when the history is constant and x differs). */
export function robustZ(x: number, centre: RobustCentre): number {
  const distance = x - centre.median;
  if (centre.scale > 0) return distance / centre.scale;
  if (distance === 0) return 0;
  return distance > 0 ? Infinity : -Infinity;
}
