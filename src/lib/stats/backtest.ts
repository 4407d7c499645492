// Rolling-origin evaluation (FPP3 §5.10, "time series cross-validation"): for each origin the
// method sees only the values before it and forecasts up to `horizon` steps; the errors per step
// ahead are kept. The method with the smallest mean absolute error over all steps wins; MASE scales
// the one-step MAE by the in-sample MAE of the naive forecast (Hyndman & Koehler 2006).
import { fitCrostonSba, isIntermittent } from './croston';
import { etsForecast, fitDampedTrend } from './ets';
import { mean } from './summary';

export const FORECAST_METHODS = ['naive', 'mean', 'croston-sba', 'ets-damped'] as const;
export type ForecastMethod = (typeof FORECAST_METHODS)[number];

/** Point forecasts 1..horizon of one method from the history y (at least one value). */
export function pointForecast(method: ForecastMethod, y: readonly number[], horizon: number): number[] {
  const flat = (value: number) => Array.from({ length: horizon }, () => value);
  if (method === 'naive') return flat(y[y.length - 1] ?? 0);
  if (method === 'mean') return flat(mean(y));
  if (method === 'croston-sba') return flat(fitCrostonSba(y).forecast);
  if (y.length < 4) return flat(y[y.length - 1] ?? 0);
  return etsForecast(fitDampedTrend(y), horizon);
}

/**
 * The methods that apply to a series: Croston only for intermittent ones, ETS from 6 values and
 * never on an intermittent series (a trend fitted to spikes and zeros extrapolates the last spike).
 */
export function candidateMethods(y: readonly number[]): ForecastMethod[] {
  const out: ForecastMethod[] = ['naive', 'mean'];
  if (isIntermittent(y)) out.push('croston-sba');
  else if (y.length >= 6) out.push('ets-damped');
  return out;
}

export interface MethodScore {
  readonly method: ForecastMethod;
  /** errors[h − 1] = actual − forecast at h steps ahead, one per origin that reached that far. */
  readonly errors: number[][];
  readonly maeOneStep: number;
  readonly maeAll: number;
  /** One-step MAE over the in-sample naive MAE (NaN when the series never changes). */
  readonly mase: number;
}

export interface BacktestResult {
  readonly scores: MethodScore[];
  readonly best: MethodScore;
  readonly origins: number;
  /** The in-sample mean absolute one-step change, MASE's denominator. */
  readonly naiveScale: number;
}

/** In-sample MAE of the naive one-step forecast: mean |y(t) − y(t−1)|. */
export function naiveScale(y: readonly number[]): number {
  if (y.length < 2) return NaN;
  let sum = 0;
  for (let t = 1; t < y.length; t++) sum += Math.abs((y[t] ?? 0) - (y[t - 1] ?? 0));
  return sum / (y.length - 1);
}

/**
 * Backtests the candidate methods of y with origins from `minTrain` to the end (the last
 * `maxOrigins` of them). Ties go to the method listed first (the simpler one).
 */
export function rollingOriginBacktest(
  y: readonly number[],
  options: { horizon: number; minTrain: number; maxOrigins?: number; methods?: readonly ForecastMethod[] },
): BacktestResult {
  const methods = options.methods ?? candidateMethods(y);
  const firstOrigin = Math.max(options.minTrain, y.length - (options.maxOrigins ?? 26));
  const scale = naiveScale(y);
  const scores = methods.map((method): MethodScore => {
    const errors: number[][] = Array.from({ length: options.horizon }, () => []);
    for (let origin = firstOrigin; origin < y.length; origin++) {
      const steps = Math.min(options.horizon, y.length - origin);
      const forecast = pointForecast(method, y.slice(0, origin), steps);
      for (let h = 0; h < steps; h++) errors[h]?.push((y[origin + h] ?? 0) - (forecast[h] ?? 0));
    }
    const oneStep = errors[0] ?? [];
    const maeOneStep = mean(oneStep.map(Math.abs));
    const maeAll = mean(errors.flat().map(Math.abs));
    return { method, errors, maeOneStep, maeAll, mase: scale > 0 ? maeOneStep / scale : NaN };
  });
  let best = scores[0];
  for (const score of scores) if (best && score.maeAll < best.maeAll - 1e-12) best = score;
  if (!best) throw new Error('No forecast method to backtest');
  return { scores, best, origins: Math.max(0, y.length - firstOrigin), naiveScale: scale };
}
