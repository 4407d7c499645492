import { describe, expect, it } from 'vitest';
import { etsFilter, etsForecast, etsVariance, fitDampedTrend } from './ets';

describe('ETS(A,Ad,N)', () => {
  it('filters and forecasts as computed by hand', () => {
    // y = 10, 12, 13, 15; α = 0.5, β = 0.2, φ = 0.9; ℓ0 = 10, b0 = 2. By hand:
    // t1: ŷ 11.8, e 0.2, ℓ 11.9, b 1.84; t2: ŷ 13.556, e −0.556, ℓ 13.278, b 1.5448;
    // t3: ŷ 14.66832, e 0.33168, ℓ 14.83416, b 1.456656. SSE = 0.04 + 0.309136 + 0.1100116224.
    const params = { alpha: 0.5, beta: 0.2, phi: 0.9 };
    const run = etsFilter([10, 12, 13, 15], params, { level: 10, trend: 2 });
    expect(run.level).toBeCloseTo(14.83416, 10);
    expect(run.trend).toBeCloseTo(1.456656, 10);
    expect(run.sse).toBeCloseTo(0.4591476224, 10);
    // ŷ(T+h) = ℓ + (φ + … + φ^h)·b: 14.83416 + 0.9·1.456656, then + 0.81·1.456656.
    const [h1, h2] = etsForecast({ ...run, phi: 0.9 }, 2);
    expect(h1).toBeCloseTo(16.1451504, 10);
    expect(h2).toBeCloseTo(17.32504176, 10);
  });

  it('gives the closed-form variances of SES and Holt (FPP3 table 8.8) and the damped sum by hand', () => {
    const ses = etsVariance({ alpha: 0.4, beta: 0, phi: 0.9, sigma2: 2 }, 5);
    ses.forEach((value, index) => expect(value).toBeCloseTo(2 * (1 + 0.16 * index), 12));
    const [a, b] = [0.3, 0.1];
    const holt = etsVariance({ alpha: a, beta: b, phi: 1, sigma2: 1 }, 6);
    holt.forEach((value, index) => {
      const h = index + 1;
      expect(value).toBeCloseTo(1 + (h - 1) * (a * a + a * b * h + (b * b * h * (2 * h - 1)) / 6), 12);
    });
    // α 0.5, β 0.2, φ 0.9: c1 = 0.68, c2 = 0.842 → 1, 1.4624, 2.171364.
    const damped = etsVariance({ alpha: 0.5, beta: 0.2, phi: 0.9, sigma2: 1 }, 3);
    expect(damped[0]).toBeCloseTo(1, 12);
    expect(damped[1]).toBeCloseTo(1.4624, 12);
    expect(damped[2]).toBeCloseTo(2.171364, 12);
  });

  it('fits a trending series with a damped, increasing forecast and no larger SSE than a fixed choice', () => {
    const y = Array.from({ length: 30 }, (_, t) => 100 + 3 * t + (t % 3) - 1);
    const fit = fitDampedTrend(y);
    expect(fit.sse).toBeLessThanOrEqual(etsFilter(y, { alpha: 0.5, beta: 0.1, phi: 0.9 }).sse);
    expect(fit.beta).toBeLessThanOrEqual(fit.alpha);
    expect(fit.phi).toBeGreaterThanOrEqual(0.8);
    const forecast = etsForecast(fit, 10);
    const steps = forecast.slice(1).map((value, index) => value - (forecast[index] ?? 0));
    expect(steps.every((step) => step > 0)).toBe(true);
    expect(steps.at(-1)).toBeLessThan(steps[0] ?? 0);
    expect(fitDampedTrend(y)).toEqual(fit);
  });
});
