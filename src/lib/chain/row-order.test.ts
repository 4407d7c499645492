import { describe, expect, it } from 'vitest';
import { newestRowFirst } from './row-order';

const row = (id: string, time: string, blockNumber: number | null) => ({ id, time, blockNumber });

describe('newestRowFirst', () => {
  it('orders by time, then by block when two blocks share a second, pending first, then by id', () => {
    const rows = [
      row('31337:0xaa', '2026-11-27T05:00:00.000Z', 7),
      row('31337:0x01', '2026-11-27T05:00:00.000Z', 8),
      row('31337:0xbb', '2026-11-27T04:59:59.000Z', 6),
      row('31337:0xcc', '2026-11-27T05:00:00.000Z', null),
      row('31337:0xaa:1', '2026-11-27T05:00:00.000Z', 7),
    ];
    expect([...rows].sort((a, b) => newestRowFirst(a, b)).map((r) => r.id)).toEqual([
      '31337:0xcc',
      '31337:0x01',
      '31337:0xaa:1',
      '31337:0xaa',
      '31337:0xbb',
    ]);
  });
});
