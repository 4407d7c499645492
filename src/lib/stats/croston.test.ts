import { describe, expect, it } from 'vitest';
import { fitCrostonSba, isIntermittent } from './croston';

describe('Croston–SBA', () => {
  it('smooths sizes and intervals as computed by hand', () => {
    // Demands 5 (period 3), 3 (2 later), 4 (3 later), α = 0.1:
    // z: 5 → 4.8 → 4.72; p: 3 → 2.9 → 2.91; Croston 4.72 / 2.91 = 1.621993…; SBA × (1 − 0.05).
    const fit = fitCrostonSba([0, 0, 5, 0, 3, 0, 0, 4], 0.1);
    expect(fit.size).toBeCloseTo(4.72, 12);
    expect(fit.interval).toBeCloseTo(2.91, 12);
    expect(fit.croston).toBeCloseTo(4.72 / 2.91, 12);
    expect(fit.forecast).toBeCloseTo(0.95 * (4.72 / 2.91), 12);
  });

  it('forecasts 0 without demand and recognises intermittent series', () => {
    expect(fitCrostonSba([0, 0, 0]).forecast).toBe(0);
    expect(isIntermittent([0, 0, 5, 0, 3, 0, 0, 4])).toBe(true);
    expect(isIntermittent([1, 2, 3, 4])).toBe(false);
    expect(isIntermittent([0, -1, 0, 0])).toBe(false);
  });
});
