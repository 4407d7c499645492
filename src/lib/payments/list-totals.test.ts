import { describe, expect, it } from 'vitest';
import { listTotals } from './list-totals';

describe('list totals', () => {
  it('adds up per unit, never mixing units, and leaves void documents out', () => {
    const doc = (unitKey: string, total: bigint, open: bigint, isVoid = false) => ({
      unitKey,
      symbol: unitKey.toUpperCase(),
      decimals: 2,
      total,
      open,
      void: isVoid,
    });
    expect(
      listTotals([
        doc('gbp', 10_000n, 4_000n),
        doc('eth', 5n, 0n),
        doc('gbp', 2_500n, 2_500n),
        doc('gbp', 99_999n, 99_999n, true),
        doc('eth', 7n, -3n),
      ]),
    ).toEqual([
      { unitKey: 'gbp', symbol: 'GBP', decimals: 2, count: 2, total: 12_500n, open: 6_500n },
      { unitKey: 'eth', symbol: 'ETH', decimals: 2, count: 2, total: 12n, open: 0n },
    ]);
    expect(listTotals([doc('gbp', 1n, 1n, true)])).toEqual([]);
  });
});
