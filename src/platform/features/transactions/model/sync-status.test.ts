import { describe, expect, it } from 'vitest';
import type { SyncCursor } from '@/lib/db/entities/sync-cursor';
import { syncGroups, syncLine } from './sync-status';
import { OTHER, OURS } from './tx-rows.testing';

const cursor = (overrides: Partial<SyncCursor>): SyncCursor => ({
  id: 'c',
  chainId: 31337,
  wallet: OURS,
  source: 'scan',
  block: 5,
  head: 9,
  state: 'live',
  reason: null,
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

describe('sync status', () => {
  it('describes live, catching-up and paused cursors', () => {
    expect(syncLine(cursor({ block: 1234 }), 'en-US').text).toBe('Live · block 1,234');
    const catching = syncLine(cursor({ state: 'catching-up', block: 49, head: 99 }), 'en-US');
    expect(catching.text).toBe('Catching up · block 49 of 99 (50%)');
    expect(catching.progress).toBe(0.5);
    expect(syncLine(cursor({ state: 'catching-up', block: -1, head: -1 }), 'en-US').text).toBe(
      'Catching up · no block yet (0%)',
    );
    expect(syncLine(cursor({ state: 'paused', reason: 'RPC unreachable' }), 'en-US').text).toBe(
      'Paused, retrying: RPC unreachable (last block 5)',
    );
    expect(syncLine(cursor({ source: 'explorer-tokentx' })).source).toBe('Explorer: token transfers');
  });

  it('groups by network and wallet', () => {
    const groups = syncGroups([
      cursor({ id: 'a', chainId: 11155111 }),
      cursor({ id: 'b', wallet: OTHER }),
      cursor({ id: 'c', chainId: 11155111, source: 'explorer-txlist' }),
    ]);
    expect(groups.map((g) => [g.network, g.wallet, g.lines.length])).toEqual([
      ['Anvil (local)', OTHER, 1],
      ['Sepolia', OURS, 2],
    ]);
  });
});
