import { describe, expect, it } from 'vitest';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import { confirmationsOf, statusLine, txView } from './tx-status';
import { PLAIN_TRANSFER } from '@/lib/db/chain-row.testing';

const HASH = `0x${'aa'.repeat(32)}`;
const OTHER_HASH = `0x${'bb'.repeat(32)}`;

function row(extra: Partial<ChainTransaction>): ChainTransaction {
  return {
    ...PLAIN_TRANSFER,
    id: `31337:${HASH}`,
    chainId: 31337,
    hash: HASH,
    blockNumber: null,
    blockHash: null,
    time: '2025-01-01T00:00:00.000Z',
    from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    direction: 'out',
    wallets: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
    counterparty: null,
    units: '1',
    nonce: 0,
    status: 'pending',
    source: 'app',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...extra,
  };
}

describe('txView', () => {
  it('is null when the workspace has no row', () => expect(txView([], 5)).toBeNull());

  it('follows pending → confirmed with live confirmations', () => {
    expect(txView([row({})], 10)).toEqual({ state: 'pending' });
    const mined = row({ status: 'confirmed', blockNumber: 8 });
    expect(txView([mined], 8)).toEqual({ state: 'confirmed', blockNumber: 8, confirmations: 1 });
    expect(txView([mined], 10)).toEqual({ state: 'confirmed', blockNumber: 8, confirmations: 3 });
    expect(statusLine({ state: 'confirmed', blockNumber: 1234, confirmations: 3 }, 'en-US')).toBe(
      'Confirmed in block 1,234 (3 confirmations)',
    );
  });

  it('reads the native row before token rows, and failed/replaced/dropped', () => {
    const token = row({ id: `31337:${HASH}:0`, logIndex: 0, status: 'confirmed', blockNumber: 3 });
    expect(txView([token, row({ status: 'failed', blockNumber: 3, failureReason: 'Not enough tokens' })], 3)).toEqual({
      state: 'failed',
      blockNumber: 3,
      reason: 'Not enough tokens',
    });
    expect(txView([token], 4)).toMatchObject({ state: 'confirmed', confirmations: 2 });
    expect(txView([row({ status: 'replaced', replacedBy: OTHER_HASH })], 4)).toEqual({
      state: 'replaced',
      replacedBy: OTHER_HASH,
    });
    expect(statusLine(txView([row({ status: 'dropped' })], 4) ?? { state: 'pending' })).toMatch(/^Dropped/);
    expect(statusLine({ state: 'failed', blockNumber: null, reason: null })).toBe(
      'Failed: the contract gave no reason',
    );
  });

  it('never counts fewer than one confirmation while the head lags', () => {
    expect(confirmationsOf(null, 5)).toBe(1);
    expect(confirmationsOf(3, 5)).toBe(1);
  });
});
