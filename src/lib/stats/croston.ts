// Croston's method for intermittent demand (Croston 1972) with the Syntetos–Boylan approximation
// (SBA, Syntetos & Boylan 2005): the non-zero sizes z and the intervals p between them are smoothed
// separately with the same α, updated only in periods with a demand; the forecast is (1 − α/2)·z/p,
// the factor removing Croston's known upward bias. Flat for every horizon.

export interface CrostonFit {
  readonly size: number;
  readonly interval: number;
  readonly alpha: number;
  /** The SBA forecast per period (0 when the series never had a demand). */
  readonly forecast: number;
  /** Croston's uncorrected z/p, for comparison. */
  readonly croston: number;
}

/** Fits Croston–SBA to a non-negative series; the first demand starts the states (interval counted from the start). */
export function fitCrostonSba(y: readonly number[], alpha = 0.1): CrostonFit {
  let size = 0;
  let interval = 0;
  let sinceLast = 0;
  let started = false;
  for (const value of y) {
    sinceLast += 1;
    if (value <= 0) continue;
    if (!started) {
      size = value;
      interval = sinceLast;
      started = true;
    } else {
      size += alpha * (value - size);
      interval += alpha * (sinceLast - interval);
    }
    sinceLast = 0;
  }
  if (!started) return { size: 0, interval: 0, alpha, forecast: 0, croston: 0 };
  const croston = size / interval;
  return { size, interval, alpha, forecast: (1 - alpha / 2) * croston, croston };
}

/** True when a series suits Croston: never negative and zero in at least 30% of periods. */
export function isIntermittent(y: readonly number[]): boolean {
  if (y.length === 0 || y.some((value) => value < 0)) return false;
  return y.filter((value) => value === 0).length / y.length >= 0.3;
}
