import { describe, expect, it } from 'vitest';
import { ratioNumber, runway } from './runway';

describe('runway', () => {
  it('is cash over the last burn, ranging from the largest to the smallest recent burn', () => {
    // 12,000 of cash; burns of the last three windows 1,000, 1,500 and 800.
    expect(runway(12_000, [1000, 1500, 800])).toEqual({ months: 12, low: 8, high: 15 });
  });
  it('has no end when nothing is burnt, and an open top when one window did not burn', () => {
    expect(runway(12_000, [-500, 1000])).toEqual({ months: null, low: 12, high: null });
    expect(runway(12_000, [0, 0])).toEqual({ months: null, low: null, high: null });
    expect(runway(12_000, [])).toEqual({ months: null, low: null, high: null });
  });
  it('reads base units as whole units for ratios', () => {
    expect(ratioNumber(1_500_000n, 6)).toBe(1.5);
  });
});
