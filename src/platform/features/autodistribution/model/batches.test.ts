import { describe, expect, it } from 'vitest';
import { batchGasBudget, batchSize, MAX_BATCH_SIZE, splitBatches, TX_GAS_CAP } from './batches';

describe('batches', () => {
  it('caps a batch at 200 recipients on a 30M gas block', () => {
    expect(batchSize('native', 30_000_000n)).toBe(MAX_BATCH_SIZE);
    expect(batchSize('erc20', 30_000_000n)).toBe(MAX_BATCH_SIZE);
  });

  it('keeps every batch under half the block gas limit and the per-transaction cap', () => {
    for (const limit of [2_000_000n, 8_000_000n, 15_000_000n, 60_000_000n]) {
      for (const kind of ['native', 'erc20'] as const) {
        const size = batchSize(kind, limit);
        expect(batchGasBudget(kind, size)).toBeLessThanOrEqual(limit / 2n);
        expect(batchGasBudget(kind, size)).toBeLessThanOrEqual(TX_GAS_CAP);
      }
    }
    expect(batchSize('native', 2_000_000n)).toBe(23);
    expect(() => batchSize('native', 100_000n)).toThrow(RangeError);
  });

  it('splits 250 recipients into 200 + 50, in order, each recipient once', () => {
    const batches = splitBatches(250, 200);
    expect(batches).toEqual([
      { index: 0, start: 0, end: 200 },
      { index: 1, start: 200, end: 250 },
    ]);
    expect(splitBatches(0, 200)).toEqual([]);
    expect(splitBatches(400, 200)).toHaveLength(2);
  });
});
