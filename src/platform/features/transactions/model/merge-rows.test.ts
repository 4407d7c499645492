import { describe, expect, it } from 'vitest';
import { mergeRows } from './merge-rows';
import { hashOf, txRow } from './tx-rows.testing';

const old = (n: number, extra = {}) => txRow({ hash: hashOf(n), updatedAt: '2025-03-01T12:00:00.000Z', ...extra });
const newer = (n: number, extra = {}) => txRow({ hash: hashOf(n), updatedAt: '2025-03-02T12:00:00.000Z', ...extra });

describe('mergeRows', () => {
  it('shows the overlays alone until the full set is read', () => {
    expect(mergeRows(null, [old(1), old(2)]).map((row) => row.hash)).toEqual([hashOf(1), hashOf(2)]);
  });

  it('returns the full set itself when the overlays hold nothing newer', () => {
    const full = [old(1), old(2)];
    expect(mergeRows(full, [old(2)], [])).toBe(full);
  });

  it('takes the copy with the newer updatedAt and adds rows the full set lacks', () => {
    const full = [old(1), newer(2, { memo: 'full is newer' })];
    const merged = mergeRows(full, [newer(1, { memo: 'edited' }), old(2, { memo: 'stale' }), old(3)]);
    expect(merged.map((row) => [row.hash, row.memo])).toEqual([
      [hashOf(1), 'edited'],
      [hashOf(2), 'full is newer'],
      [hashOf(3), ''],
    ]);
  });

  it('keeps the freshest copy among several overlays', () => {
    expect(mergeRows(null, [newer(1, { memo: 'b' })], [old(1, { memo: 'a' })])[0]?.memo).toBe('b');
  });
});
