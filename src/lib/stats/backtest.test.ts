import { describe, expect, it } from 'vitest';
import { naiveScale, rollingOriginBacktest } from './backtest';
import { forecastWithIntervals } from './intervals';
import { seededRandom } from './prng';

describe('rolling-origin backtest', () => {
  it('prefers the mean on a zig-zag, where naive is always 1 off (MASE of naive = 1)', () => {
    const y = Array.from({ length: 20 }, (_, t) => (t % 2 === 0 ? 1 : 2));
    const result = rollingOriginBacktest(y, { horizon: 1, minTrain: 4, methods: ['naive', 'mean'] });
    expect(naiveScale(y)).toBe(1);
    expect(result.scores[0]?.mase).toBe(1);
    expect(result.best.method).toBe('mean');
    expect(result.origins).toBe(16);
  });

  it('prefers naive on a random walk with steps', () => {
    const random = seededRandom(3);
    const y: number[] = [0];
    for (let t = 1; t < 40; t++) y.push((y[t - 1] ?? 0) + (random() < 0.5 ? -5 : 5) + 20 * Math.floor(t / 10));
    expect(rollingOriginBacktest(y, { horizon: 1, minTrain: 8, methods: ['naive', 'mean'] }).best.method).toBe('naive');
  });
});

describe('prediction intervals', () => {
  const noisyTrend = (seed: number) => {
    const random = seededRandom(seed);
    return Array.from({ length: 40 }, (_, t) => 50 + 2 * t + 10 * (random() - 0.5));
  };

  it('nest 80% in 95% and widen with the horizon, whatever the chosen method', () => {
    for (const y of [noisyTrend(1), Array.from({ length: 30 }, (_, t) => (t % 3 === 0 ? 7 : 0))]) {
      const forecast = forecastWithIntervals(y, { horizon: 13, minTrain: 8, seed: 9 });
      let width = 0;
      for (const point of forecast.points) {
        expect(point.lower95).toBeLessThanOrEqual(point.lower80);
        expect(point.upper95).toBeGreaterThanOrEqual(point.upper80);
        expect(point.upper95 - point.lower95).toBeGreaterThanOrEqual(width - 1e-9);
        width = point.upper95 - point.lower95;
      }
      expect(width).toBeGreaterThan(0);
    }
  });

  it('takes Croston–SBA with bootstrap intervals on an intermittent series, the same for the same seed', () => {
    const y = Array.from({ length: 40 }, (_, t) => (t % 4 === 0 ? 10 + (t % 3) : 0));
    const first = forecastWithIntervals(y, { horizon: 4, minTrain: 8, seed: 5 });
    expect(first.backtest.scores.map((score) => score.method)).toContain('croston-sba');
    expect(forecastWithIntervals(y, { horizon: 4, minTrain: 8, seed: 5 })).toEqual(first);
  });
});
