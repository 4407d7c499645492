import { describe, expect, it } from 'vitest';
import type { SafeProposalRecord } from '@/lib/db/entities/safe-proposal';
import type { SafeState } from '@/lib/safe/read-safe';
import { safeBillLines } from './safe-bill-lines';

const SAFE: SafeState = {
  address: '0x1111111111111111111111111111111111111111',
  chainId: 31337,
  version: '1.4.1',
  owners: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'],
  threshold: 2,
  nonce: 3n,
};
const ETH = { chainId: 31337, kind: 'native' as const, address: null, symbol: 'ETH', decimals: 18, name: 'Ether' };
const PAYEE = '0x2222222222222222222222222222222222222222';

function proposal(id: string, nonce: string, billIds: string[], extra: Partial<SafeProposalRecord> = {}) {
  return {
    id,
    chainId: 31337,
    safe: SAFE.address,
    kind: 'bills',
    tx: { nonce },
    hash: `0x${id.padStart(64, '0')}`,
    bills: [{ kind: 'batch', asset: ETH, items: billIds.map((billId) => ({ billId, payee: PAYEE, units: '1' })) }],
    signatures: [{ owner: SAFE.owners[0]!, kind: 'typed', data: `0x${'11'.repeat(65)}` }],
    execution: null,
    outcome: null,
    createdAt: '2026-11-29T00:00:00.000Z',
    ...extra,
  } as unknown as SafeProposalRecord;
}

describe('the Safe line of a bill', () => {
  it('says the signatures against the threshold, the wait for a lower nonce, and nothing once settled', () => {
    const lines = safeBillLines(
      [
        proposal('1', '3', ['b1', 'b2']),
        proposal('2', '4', ['b3']),
        proposal('3', '2', ['b4'], { outcome: { status: 'replaced', reason: 'Replaced' } }),
      ],
      [SAFE],
      new Map(),
    );
    expect(Object.fromEntries(lines)).toEqual({
      b1: 'Safe proposal: 1 of 2 signatures',
      b2: 'Safe proposal: 1 of 2 signatures',
      b3: 'Safe proposal: 1 of 2 signatures; waits for nonce 3 to execute first',
    });
  });

  it('counts the signatures collected when the Safe was not read, and shows an execution pending', () => {
    const executing = proposal('5', '3', ['b5'], {
      execution: { hash: `0x${'ab'.repeat(32)}`, from: PAYEE, at: '2026-11-29T00:00:00.000Z' },
    });
    expect(safeBillLines([proposal('4', '3', ['b1'])], [], new Map()).get('b1')).toBe('Safe proposal: 1 signature');
    expect(safeBillLines([executing], [SAFE], new Map([[`31337:0x${'ab'.repeat(32)}`, 'pending']])).get('b5')).toBe(
      'Safe proposal: Execution pending',
    );
  });
});
