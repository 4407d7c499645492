import { describe, expect, it } from 'vitest';
import { ACCOUNT_IDS, defaultChart } from '@/lib/ledger/default-chart';
import { accountsWithPostings, deletionBlock, rollUpBalances } from './chart-tree';
import { journalRow } from './journal-row.testing';

const ETH = '31337:native';
const TUSD = '31337:0x5fbdb2315678afecb367f032d93f642f64180aa3';
const chart = [
  ...defaultChart(),
  {
    id: 'wallet-eth',
    code: '1011',
    name: 'Treasury ETH',
    type: 'asset' as const,
    parentId: ACCOUNT_IDS.wallets,
    archived: false,
  },
];
const balance = (accountId: string, commodity: string, amount: bigint) => ({
  accountId,
  commodity,
  amount,
  decimals: commodity === ETH ? 18 : 6,
});

describe('chart tree', () => {
  it('rolls the balances of sub-accounts up to every group above them, per commodity', () => {
    const rolled = rollUpBalances(chart, [
      balance('wallet-eth', ETH, 5n),
      balance(ACCOUNT_IDS.receivable, TUSD, 7n),
      balance(ACCOUNT_IDS.suspense, ETH, -2n),
      balance(ACCOUNT_IDS.software, ETH, 3n),
      balance(ACCOUNT_IDS.networkFees, ETH, -3n),
    ]);
    expect(rolled.get('assets')).toEqual([
      { commodity: TUSD, amount: 7n, decimals: 6 },
      { commodity: ETH, amount: 3n, decimals: 18 },
    ]);
    expect(rolled.get(ACCOUNT_IDS.wallets)).toEqual([{ commodity: ETH, amount: 5n, decimals: 18 }]);
    expect(rolled.get('wallet-eth')).toEqual([{ commodity: ETH, amount: 5n, decimals: 18 }]);
    // Children that cancel out leave the group at zero: nothing to show.
    expect(rolled.has('expenses')).toBe(false);
    expect(rolled.has('liabilities')).toBe(false);
  });

  it('stops at a broken parent chain instead of looping', () => {
    const cyclic = [
      { id: 'a', parentId: 'b' },
      { id: 'b', parentId: 'a' },
    ];
    expect(rollUpBalances(cyclic, [balance('a', ETH, 1n)]).get('b')).toEqual([
      { commodity: ETH, amount: 1n, decimals: 18 },
    ]);
  });

  it('offers Delete only for an account no entry (draft included) uses', () => {
    const used = accountsWithPostings([
      journalRow(),
      journalRow({
        status: 'draft',
        postings: [{ accountId: ACCOUNT_IDS.software, commodity: ETH, amount: '1', decimals: 18 }],
      }),
    ]);
    expect(deletionBlock(ACCOUNT_IDS.contractors, used, chart)).toBeNull();
    expect(deletionBlock(ACCOUNT_IDS.software, used, chart)).toBe('It has postings; archive it instead');
    expect(deletionBlock(ACCOUNT_IDS.ownerContributions, used, chart)).toBe('It has postings; archive it instead');
  });
});
