// Forecasts with 80% and 95% prediction intervals. ETS(A,Ad,N) has analytic intervals
// (forecast ± z·√variance, see ets.ts); naive (random walk) has σ√h. Mean and Croston–SBA take
// theirs from the backtest: a seeded bootstrap of the h-step errors (the quantiles averaged over
// resamples), widened where needed so an interval never narrows with the horizon.
import { rollingOriginBacktest, pointForecast, type BacktestResult, type ForecastMethod } from './backtest';
import { etsForecast, etsVariance, fitDampedTrend } from './ets';
import { seededRandom } from './prng';
import { NORMAL_Z, mean } from './summary';

export interface ForecastPoint {
  readonly mean: number;
  readonly lower80: number;
  readonly upper80: number;
  readonly lower95: number;
  readonly upper95: number;
  /** A normal-equivalent standard deviation (half the 95% width / 1.96), for probabilities. */
  readonly sd: number;
}

export interface SeriesForecast {
  readonly method: ForecastMethod;
  readonly intervals: 'analytic' | 'bootstrap';
  readonly points: ForecastPoint[];
  readonly backtest: BacktestResult;
}

const RESAMPLES = 200;
const MIN_ERRORS = 6;

/** Bootstrap quantile pair (lower, upper) of errors for a central level, averaged over seeded resamples. */
export function bootstrapBand(errors: readonly number[], level: 80 | 95, random: () => number): [number, number] {
  const tail = (1 - level / 100) / 2;
  const n = errors.length;
  if (n === 0) return [0, 0];
  // A resample is a multiset of the errors: instead of sorting each one, count how often each
  // error (by its rank in the sorted errors) was drawn and read the two order statistics the
  // quantiles need off the running counts. The same draws give the same sorted sample, so the
  // same figures as sorting it.
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => {
    // Numeric order, −0 before +0 (as a Float64Array sorts), then by index.
    const x = errors[a] ?? 0;
    const y = errors[b] ?? 0;
    return x < y ? -1 : x > y ? 1 : Object.is(x, -0) !== Object.is(y, -0) ? (Object.is(x, -0) ? -1 : 1) : a - b;
  });
  const sorted = Float64Array.from(order, (index) => errors[index] ?? 0);
  const rankOf = new Int32Array(n);
  order.forEach((index, rank) => (rankOf[index] = rank));
  // The four order statistics the two quantiles interpolate between, read in ascending order
  // (with few errors the upper quantile's may come before the lower's).
  const lowPosition = (n - 1) * tail;
  const highPosition = (n - 1) * (1 - tail);
  const wanted = [Math.floor(lowPosition), Math.ceil(lowPosition), Math.floor(highPosition), Math.ceil(highPosition)];
  const ascending = [0, 1, 2, 3].sort((i, j) => (wanted[i] ?? 0) - (wanted[j] ?? 0));
  const values = [0, 0, 0, 0];
  const counts = new Int32Array(n);
  let low = 0;
  let high = 0;
  for (let r = 0; r < RESAMPLES; r++) {
    counts.fill(0);
    for (let i = 0; i < n; i++) {
      const rank = rankOf[Math.floor(random() * n)] ?? 0;
      counts[rank] = (counts[rank] ?? 0) + 1;
    }
    let next = 0;
    let seen = 0;
    for (let rank = 0; rank < n && next < 4; rank++) {
      seen += counts[rank] ?? 0;
      for (; next < 4 && (wanted[ascending[next] ?? 0] ?? 0) < seen; next++)
        values[ascending[next] ?? 0] = sorted[rank] ?? 0;
    }
    const [a = 0, b = 0, c = 0, d = 0] = values;
    low += a + (b - a) * (lowPosition - Math.floor(lowPosition));
    high += c + (d - c) * (highPosition - Math.floor(highPosition));
  }
  return [low / RESAMPLES, high / RESAMPLES];
}

function analyticPoints(means: readonly number[], variances: readonly number[]): ForecastPoint[] {
  return means.map((value, index) => {
    const sd = Math.sqrt(Math.max(0, variances[index] ?? 0));
    return {
      mean: value,
      lower80: value - NORMAL_Z[80] * sd,
      upper80: value + NORMAL_Z[80] * sd,
      lower95: value - NORMAL_Z[95] * sd,
      upper95: value + NORMAL_Z[95] * sd,
      sd,
    };
  });
}

function bootstrapPoints(means: readonly number[], backtest: BacktestResult, seed: number): ForecastPoint[] {
  const random = seededRandom(seed);
  const errors = backtest.best.errors;
  let lastUsable = 0;
  let previous: ForecastPoint | null = null;
  return means.map((value, index) => {
    if ((errors[index]?.length ?? 0) >= MIN_ERRORS) lastUsable = index;
    const base = errors[lastUsable] ?? [];
    // Past the horizons the backtest reached, the last usable errors are scaled by √(h / h₀).
    const stretch = Math.sqrt((index + 1) / (lastUsable + 1));
    const scaled = base.length > 0 ? base.map((error) => error * stretch) : [0];
    const [l80, u80] = bootstrapBand(scaled, 80, random);
    const [l95, u95] = bootstrapBand(scaled, 95, random);
    const point: ForecastPoint = {
      mean: value,
      lower80: value + Math.min(l80, previous ? previous.lower80 - previous.mean : 0),
      upper80: value + Math.max(u80, previous ? previous.upper80 - previous.mean : 0),
      lower95: value + Math.min(l95, previous ? previous.lower95 - previous.mean : 0),
      upper95: value + Math.max(u95, previous ? previous.upper95 - previous.mean : 0),
      sd: 0,
    };
    const sd = (point.upper95 - point.lower95) / (2 * NORMAL_Z[95]);
    previous = { ...point, sd };
    return previous;
  });
}

/** Chooses a method by backtest and forecasts y `horizon` steps with 80% and 95% intervals (deterministic per seed). */
export function forecastWithIntervals(
  y: readonly number[],
  options: { horizon: number; minTrain: number; seed?: number },
): SeriesForecast {
  const backtest = rollingOriginBacktest(y, options);
  const method = backtest.best.method;
  if (method === 'ets-damped') {
    const fit = fitDampedTrend(y);
    return {
      method,
      intervals: 'analytic',
      points: analyticPoints(etsForecast(fit, options.horizon), etsVariance(fit, options.horizon)),
      backtest,
    };
  }
  const means = pointForecast(method, y, options.horizon);
  if (method === 'naive') {
    const oneStep = backtest.best.errors[0] ?? [];
    const sigma2 = mean(oneStep.map((error) => error * error));
    const variances = means.map((_, index) => sigma2 * (index + 1));
    return { method, intervals: 'analytic', points: analyticPoints(means, variances), backtest };
  }
  return { method, intervals: 'bootstrap', points: bootstrapPoints(means, backtest, options.seed ?? 1), backtest };
}
