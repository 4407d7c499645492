import { describe, expect, it } from 'vitest';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import type { DistributionRun } from '@/lib/db/entities/distribution';
import { historyLines } from './history';

const SENDER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const HASH = `0x${'ef'.repeat(32)}`;
const run = (asset: DistributionRun['asset']): DistributionRun => ({
  id: 'r',
  chainId: 31337,
  sender: SENDER,
  distributor: TOKEN,
  asset,
  mode: 'fixed',
  templateId: null,
  postAs: 'expense',
  accountCode: '6900',
  payments: [
    { address: A, units: '5' },
    { address: B, units: '7' },
  ],
  total: '12',
  approval: { status: 'not-needed', hash: null },
  batches: [{ index: 0, start: 0, end: 2, status: 'mined', hash: HASH, nonce: 0, blockNumber: 3 }],
  status: 'done',
  message: '',
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
});
const row = (patch: Partial<ChainTransaction>) =>
  ({
    chainId: 31337,
    hash: HASH,
    status: 'confirmed',
    logIndex: null,
    from: SENDER,
    asset: 'native',
    counterparty: null,
    units: '0',
    decoded: null,
    ...patch,
  }) as ChainTransaction;

describe('historyLines', () => {
  it('reads ETH amounts from the decoded Distributor calldata', () => {
    const eth = run({ chainId: 31337, kind: 'native', address: null, symbol: 'ETH', decimals: 18, name: 'Ether' });
    expect(historyLines(eth, [])).toEqual([
      { address: A, planned: 5n, onChain: null },
      { address: B, planned: 7n, onChain: null },
    ]);
    const decoded = {
      method: 'distributeEth',
      recipients: [
        { address: A, units: '5' },
        { address: B, units: '7' },
      ],
    };
    expect(historyLines(eth, [row({ decoded, units: '12' })]).map((l) => l.onChain)).toEqual([5n, 7n]);
  });

  it('reads token amounts from the Transfer rows from the sender', () => {
    const token = run({ chainId: 31337, kind: 'erc20', address: TOKEN, symbol: 'TUSD', decimals: 6, name: 'Test USD' });
    const rows = [
      row({ logIndex: 1, asset: TOKEN, counterparty: A, units: '5' }),
      row({ logIndex: 2, asset: TOKEN, counterparty: B, units: '6' }),
      row({ logIndex: 3, asset: TOKEN, from: B, counterparty: A, units: '9' }),
    ];
    expect(historyLines(token, rows).map((l) => l.onChain)).toEqual([5n, 6n]);
  });

  it('decides per batch whether its rows are synced (one batch synced, the other not yet)', () => {
    const C = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
    const OTHER = `0x${'ab'.repeat(32)}`;
    const eth = run({ chainId: 31337, kind: 'native', address: null, symbol: 'ETH', decimals: 18, name: 'Ether' });
    const multi: DistributionRun = {
      ...eth,
      payments: [
        { address: A, units: '5' },
        { address: B, units: '7' },
        { address: C, units: '9' },
      ],
      total: '21',
      batches: [
        { index: 0, start: 0, end: 2, status: 'mined', hash: HASH, nonce: 0, blockNumber: 3 },
        { index: 1, start: 2, end: 3, status: 'mined', hash: OTHER, nonce: 1, blockNumber: 4 },
      ],
    };
    // The first batch's row pays A but not B (a short payment shows as 0); the second is not synced.
    const first = row({ decoded: { method: 'distributeEth', recipients: [{ address: A, units: '5' }] }, units: '5' });
    expect(historyLines(multi, [first]).map((l) => l.onChain)).toEqual([5n, 0n, null]);
    const second = row({
      hash: OTHER,
      decoded: { method: 'distributeEth', recipients: [{ address: C, units: '9' }] },
      units: '9',
    });
    expect(historyLines(multi, [first, second]).map((l) => l.onChain)).toEqual([5n, 0n, 9n]);
    expect(historyLines(multi, [second]).map((l) => l.onChain)).toEqual([null, null, 9n]);
  });
});
