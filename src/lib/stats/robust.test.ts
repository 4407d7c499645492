import { describe, expect, it } from 'vitest';
import { robustCentre, robustZ } from './robust';

describe('robust z-score', () => {
  it('scores on the median and MAD (by hand: median 3, MAD 1, z(100) = 0.6745 × 97)', () => {
    const centre = robustCentre([1, 2, 3, 4, 100]);
    expect(centre).toMatchObject({ median: 3, mad: 1, method: 'mad' });
    expect(robustZ(100, centre)).toBeCloseTo(0.6745 * 97, 10);
    expect(robustZ(3, centre)).toBe(0);
  });

  it('falls back to the mean absolute deviation when the MAD is 0', () => {
    // Deviations 0, 0, 0, 0, 4: MAD 0, MeanAD 0.8, scale 1.253314 × 0.8.
    const centre = robustCentre([5, 5, 5, 5, 9]);
    expect(centre.mad).toBe(0);
    expect(centre.method).toBe('mean-absolute-deviation');
    expect(robustZ(9, centre)).toBeCloseTo(4 / (1.253314 * 0.8), 10);
  });

  it('calls a value off a constant history infinitely far, and the constant itself 0', () => {
    const centre = robustCentre([7, 7, 7]);
    expect(centre.method).toBe('constant');
    expect(robustZ(7, centre)).toBe(0);
    expect(robustZ(8, centre)).toBe(Infinity);
    expect(robustZ(6, centre)).toBe(-Infinity);
  });
});
