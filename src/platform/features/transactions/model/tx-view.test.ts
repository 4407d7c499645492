import { describe, expect, it } from 'vitest';
import { createViewCache, newestFirst, toTxView } from './tx-view';
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

describe('createViewCache', () => {
  it('reuses unchanged rows and prepares changed ones again', () => {
    const prepare = createViewCache();
    const a = txRow({ hash: hashOf(1) });
    const b = txRow({ hash: hashOf(2), time: '2025-04-01T00:00:00.000Z' });
    const first = prepare([a, b]);
    expect(first.map((v) => v.row.hash)).toEqual([hashOf(2), hashOf(1)]);
    const edited = { ...a, memo: 'Rent', updatedAt: '2025-05-01T00:00:00.000Z' };
    const second = prepare([{ ...b }, edited]);
    expect(second[0]).toBe(first[0]);
    expect(second[1]).not.toBe(first[1]);
    expect(second[1]?.search).toContain('rent');
  });
});
