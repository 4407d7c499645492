import { describe, expect, it } from 'vitest';
import { rowForHash } from './deep-link';
import { hashOf, txRow } from './tx-rows.testing';

describe('rowForHash', () => {
  it('prefers the native row, else the lowest log index, in any letter case', () => {
    const rows = [
      txRow({ hash: hashOf(7), logIndex: 3 }),
      txRow({ hash: hashOf(7), logIndex: 1 }),
      txRow({ hash: hashOf(8) }),
    ];
    expect(rowForHash(rows, hashOf(7).toUpperCase().replace('0X', '0x'))?.logIndex).toBe(1);
    expect(rowForHash([...rows, txRow({ hash: hashOf(7) })], hashOf(7))?.logIndex).toBeNull();
  });

  it('is null when no row has the hash', () => {
    expect(rowForHash([txRow({ hash: hashOf(1) })], hashOf(2))).toBeNull();
  });
});
