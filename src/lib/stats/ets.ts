// Damped-trend exponential smoothing, ETS(A,Ad,N), in the innovations state-space form of
// Hyndman & Athanasopoulos, "Forecasting: Principles and Practice" (3rd ed., §8.5 and §8.7):
//   ŷ(t|t−1) = ℓ(t−1) + φ·b(t−1),  e(t) = y(t) − ŷ(t|t−1)
//   ℓ(t) = ℓ(t−1) + φ·b(t−1) + α·e(t),  b(t) = φ·b(t−1) + β·e(t)      (β = α·β* of the component form)
// Forecast h steps ahead: ℓ(T) + (φ + φ² + … + φ^h)·b(T). Parameters are chosen by the smallest sum of
// squared one-step errors over a grid, then one finer grid around the best point (deterministic).

export interface EtsParams {
  readonly alpha: number;
  /** The state-space trend smoothing (0 ≤ β ≤ α). */
  readonly beta: number;
  readonly phi: number;
}

export interface EtsFit extends EtsParams {
  readonly level: number;
  readonly trend: number;
  readonly sse: number;
  /** Residual variance of the one-step errors, SSE / (n − 1 − 3), floored at n − 1 terms. */
  readonly sigma2: number;
  readonly n: number;
}

const ALPHAS = [0.05, 0.15, 0.25, 0.35, 0.45, 0.55, 0.65, 0.75, 0.85, 0.95];
const BETA_SHARES = [0, 0.05, 0.1, 0.2, 0.4, 0.7];
const PHIS = [0.8, 0.85, 0.9, 0.95, 0.98];

/** The starting states: the first value and the mean of the first (up to) four differences. */
export function etsInitialStates(y: readonly number[]): { level: number; trend: number } {
  const first = y[0] ?? 0;
  const steps = Math.min(4, y.length - 1);
  const trend = steps > 0 ? ((y[steps] ?? first) - first) / steps : 0;
  return { level: first, trend };
}

/** Runs the filter over y with fixed parameters: final states and the sum of squared one-step errors. */
export function etsFilter(
  y: readonly number[],
  params: EtsParams,
  start = etsInitialStates(y),
): { level: number; trend: number; sse: number; errors: number[] } {
  let { level, trend } = start;
  let sse = 0;
  const errors: number[] = [];
  for (let t = 1; t < y.length; t++) {
    const forecast = level + params.phi * trend;
    const error = (y[t] ?? 0) - forecast;
    errors.push(error);
    sse += error * error;
    level = forecast + params.alpha * error;
    trend = params.phi * trend + params.beta * error;
  }
  return { level, trend, sse, errors };
}

function fitAt(y: readonly number[], params: EtsParams, start = etsInitialStates(y)): EtsFit {
  const { level, trend, sse } = etsFilter(y, params, start);
  const terms = Math.max(1, y.length - 1);
  const dof = terms > 4 ? terms - 3 : terms;
  return { ...params, level, trend, sse, sigma2: sse / dof, n: y.length };
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

/** Fits ETS(A,Ad,N) to y (at least two values) by grid search on the one-step SSE. */
export function fitDampedTrend(y: readonly number[]): EtsFit {
  if (y.length < 2) throw new Error('ETS needs at least two values');
  let best: EtsFit | null = null;
  // The grid shares the starting states; each point runs the same recursion as etsFilter but keeps
  // only the SSE (no error list), and a fit is built for the best points only. The SSE only grows,
  // so a point stops once it can no longer beat the best (the same best as running it through).
  const start = etsInitialStates(y);
  const values = Float64Array.from(y, (value) => value ?? 0);
  const consider = (params: EtsParams) => {
    const { alpha, beta, phi } = params;
    const limit = best ? best.sse - 1e-12 : Number.NaN;
    let level = start.level;
    let trend = start.trend;
    let sse = 0;
    for (let t = 1; t < values.length; t++) {
      const forecast = level + phi * trend;
      const error = (values[t] ?? 0) - forecast;
      sse += error * error;
      if (sse >= limit) return;
      level = forecast + alpha * error;
      trend = phi * trend + beta * error;
    }
    if (!best || sse < best.sse - 1e-12) best = fitAt(y, params, start);
  };
  for (const alpha of ALPHAS)
    for (const share of BETA_SHARES) for (const phi of PHIS) consider({ alpha, beta: alpha * share, phi });
  const coarse: EtsFit = best ?? fitAt(y, { alpha: 0.5, beta: 0, phi: 0.9 }, start);
  for (const da of [-0.05, -0.025, 0, 0.025, 0.05])
    for (const db of [-0.5, 0, 0.5])
      for (const dp of [-0.025, 0, 0.025]) {
        const alpha = clamp(coarse.alpha + da, 0.01, 0.99);
        const beta = clamp(coarse.beta * (1 + db) + (coarse.beta === 0 && db > 0 ? 0.01 : 0), 0, alpha);
        consider({ alpha, beta, phi: clamp(coarse.phi + dp, 0.8, 0.98) });
      }
  return best ?? coarse;
}

/** Point forecasts 1..h steps ahead from a fit. */
export function etsForecast(fit: Pick<EtsFit, 'level' | 'trend' | 'phi'>, horizon: number): number[] {
  const out: number[] = [];
  let damp = 0;
  let power = 1;
  for (let h = 1; h <= horizon; h++) {
    power *= fit.phi;
    damp += power;
    out.push(fit.level + damp * fit.trend);
  }
  return out;
}

/**
 * Forecast variance h steps ahead for the linear (class 1) models, Hyndman et al. 2008 (ch. 6):
 * σ²·(1 + Σ_{j=1}^{h−1} c_j²) with c_j = α + β·(φ + … + φ^j). With β = 0 this is SES's
 * σ²(1 + α²(h − 1)); with φ = 1 Holt's σ²(1 + (h−1)(α² + αβh + β²h(2h−1)/6)) (FPP3 table 8.8).
 */
export function etsVariance(fit: Pick<EtsFit, 'alpha' | 'beta' | 'phi' | 'sigma2'>, horizon: number): number[] {
  const out: number[] = [];
  let sum = 0;
  let damp = 0;
  let power = 1;
  for (let h = 1; h <= horizon; h++) {
    out.push(fit.sigma2 * (1 + sum));
    power *= fit.phi;
    damp += power;
    const c = fit.alpha + fit.beta * damp;
    sum += c * c;
  }
  return out;
}
