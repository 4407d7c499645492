import { describe, expect, it } from 'vitest';
import { benchFunctional } from './functional-bench';

describe('benchFunctional', () => {
  it('builds the journal it says, half disposals, and balanced statements (figures only; times are never asserted)', () => {
    const figures = benchFunctional(1_000);
    expect(figures).toMatchObject({ transactions: 1_000, disposals: 500, balanced: true });
    expect(figures.realised).toMatch(/^-?\d+\.\d{2}$/);
    expect(Object.keys(figures.cpuMs).sort()).toEqual(Object.keys(figures.ms).sort());
    expect(Object.keys(figures.ms).sort()).toEqual([
      'average/cost-less-impairment',
      'average/fair-value',
      'fifo/cost-less-impairment',
      'fifo/fair-value',
    ]);
  });
});
