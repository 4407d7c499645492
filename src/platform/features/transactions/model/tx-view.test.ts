import { describe, expect, it } from 'vitest';
import { newestFirst, toTxView } from './tx-view';
import { hashOf, txRow } from './tx-rows.testing';

describe('newestFirst', () => {
  it('orders by time, newest first, then by id descending', () => {
    const older = toTxView(txRow({ hash: hashOf(1), time: '2025-01-01T00:00:00.000Z' }));
    const newer = toTxView(txRow({ hash: hashOf(2), time: '2025-01-02T00:00:00.000Z' }));
    const sameTimeA = toTxView(txRow({ hash: hashOf(3), time: '2025-01-02T00:00:00Z' }));
    expect([older, newer, sameTimeA].sort(newestFirst).map((v) => v.row.hash)).toEqual([
      hashOf(3),
      hashOf(2),
      hashOf(1),
    ]);
  });
});
