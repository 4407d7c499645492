import { describe, expect, it } from 'vitest';
import { accuracy, coverage, macroF1 } from './metrics';

describe('classification metrics', () => {
  it('computes accuracy, coverage and macro-F1 as by hand', () => {
    const answers = [
      { actual: 'a', predicted: 'a' },
      { actual: 'a', predicted: 'b' },
      { actual: 'b', predicted: 'b' },
      { actual: 'b', predicted: null },
    ];
    expect(coverage(answers)).toBe(0.75);
    expect(accuracy(answers)).toBeCloseTo(2 / 3, 12);
    // a: tp 1, fp 0, fn 1 → F1 2/3; b: tp 1, fp 1, fn 0 → F1 2/3.
    expect(macroF1(answers)).toBeCloseTo(2 / 3, 12);
  });

  it('is NaN with nothing answered', () => {
    expect(accuracy([{ actual: 'a', predicted: null }])).toBeNaN();
    expect(macroF1([])).toBeNaN();
    expect(coverage([])).toBeNaN();
  });
});
