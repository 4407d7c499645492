// How a run's batches are grouped into SafeTxs: by gas budget and calldata, a token part approving
// exactly its own batches' total, mined and held batches left out, a batch too large refused.
import { getAddress, Interface } from 'ethers';
import { describe, expect, it } from 'vitest';
import type { Asset } from '@/lib/money/asset';
import { safeRunRecord } from './safe-chain.testing';
import { SAFE_TX_BOUND, safeRunParts } from './safe-run-parts';

const EURC: Asset = {
  chainId: 31337,
  kind: 'erc20',
  address: getAddress(`0x${'e'.repeat(40)}`),
  symbol: 'EURC',
  decimals: 6,
  name: 'Euro Coin',
};
const ERC20 = new Interface(['function approve(address spender, uint256 amount) returns (bool)']);
const distributor = getAddress(`0x${'d'.repeat(40)}`);

function tokenRun(sizes: readonly number[]) {
  const total = sizes.reduce((a, b) => a + b, 0);
  const payments = Array.from(
    { length: total },
    (_, i) => [getAddress(`0x${(i + 1).toString(16).padStart(40, '0')}`), 10n] as [string, bigint],
  );
  let start = 0;
  const batches = sizes.map((size) => [start, (start += size)] as [number, number]);
  return safeRunRecord({ id: 'r', sender: distributor, distributor, asset: EURC, payments, batches });
}

describe('safeRunParts', () => {
  it('keeps a run that fits as one SafeTx: the approval of the whole total, then every batch', () => {
    const parts = safeRunParts(tokenRun([3, 2]));
    expect(parts).toHaveLength(1);
    expect(parts[0]!.batches).toEqual([0, 1]);
    expect(parts[0]!.calls[0]!.data).toBe(ERC20.encodeFunctionData('approve', [distributor, 50n]));
  });

  it('splits three token batches of 200 in two, each part approving its own total', () => {
    const parts = safeRunParts(tokenRun([200, 200, 200]));
    expect(parts.map((part) => part.batches)).toEqual([[0, 1], [2]]);
    expect(parts.map((part) => part.calls[0]!.data)).toEqual([
      ERC20.encodeFunctionData('approve', [distributor, 4000n]),
      ERC20.encodeFunctionData('approve', [distributor, 2000n]),
    ]);
    expect(parts.every((part) => part.gas <= SAFE_TX_BOUND.gas)).toBe(true);
  });

  it('also splits by calldata, and leaves out mined and held batches', () => {
    const run = tokenRun([20, 20, 20, 20]);
    expect(safeRunParts(run, new Set(), { gas: SAFE_TX_BOUND.gas, dataBytes: 3_300 }).map((p) => p.batches)).toEqual([
      [0, 1],
      [2, 3],
    ]);
    const resumed = {
      ...run,
      batches: run.batches.map((b) => (b.index === 0 ? { ...b, status: 'mined' as const } : b)),
    };
    expect(safeRunParts(resumed, new Set([1])).map((part) => part.batches)).toEqual([[2, 3]]);
    expect(safeRunParts(resumed, new Set([1, 2, 3]))).toEqual([]);
  });

  it('refuses a batch that alone does not fit, saying what to change', () => {
    expect(() => safeRunParts(tokenRun([50]), new Set(), { gas: 1_000_000n, dataBytes: 90_000 })).toThrow(
      "Batch 1 of this run (50 recipients) does not fit in one Safe transaction (at most 1000000 gas and 90000 bytes): make the run's batches smaller.",
    );
  });
});
