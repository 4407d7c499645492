import { describe, expect, it } from 'vitest';
import { benchReconciliation } from './reconciliation-bench';

describe('benchReconciliation', () => {
  it('reconciles the history it builds: each unposted movement is a cause (figures only; times are never asserted)', () => {
    const figures = benchReconciliation(1_000);
    expect(figures).toMatchObject({ transactions: 1_000, wallets: 5, lines: 10, unposted: 10, differences: 2 });
    // (every 100th movement is the fifth wallet's: its ETH and token lines differ) Each unposted movement is listed once.
    expect(figures.causes).toBe(10);
    expect(Object.keys(figures.ms).sort()).toEqual(['matched', 'withCauses']);
  });
});
