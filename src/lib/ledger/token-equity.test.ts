import { describe, expect, it } from 'vitest';
import { defaultChart } from './default-chart';
import {
  SHARES_IN_ISSUE_ACCOUNT,
  TREASURY_SHARES_ACCOUNT,
  isOwnTokenRow,
  missingShareAccounts,
  treasuryShareRule,
} from './token-equity';

const ACME = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const OURS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ZERO = '0x0000000000000000000000000000000000000000';
const row = {
  id: `31337:0x${'1'.repeat(64)}:0`,
  chainId: 31337,
  hash: `0x${'1'.repeat(64)}`,
  logIndex: 0,
  time: '2026-02-01T10:00:00.000Z',
  from: OURS,
  to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  direction: 'out' as const,
  asset: ACME,
  symbol: 'ACME',
  decimals: 18,
  units: '5',
  fee: null,
  status: 'confirmed' as const,
  category: null,
  memo: '',
};
const context = { accounts: defaultChart(), categoryAccounts: new Map(), walletAccount: () => 'never' };

describe('token equity', () => {
  it('adds both contra-equity accounts under Equity on free codes, once', () => {
    const added = missingShareAccounts(defaultChart());
    expect(added.map((a) => [a.id, a.code, a.type, a.parentId])).toEqual([
      [SHARES_IN_ISSUE_ACCOUNT, '3950', 'equity', 'equity'],
      [TREASURY_SHARES_ACCOUNT, '3960', 'equity', 'equity'],
    ]);
    expect(missingShareAccounts([...defaultChart(), ...added])).toEqual([]);
  });

  it('knows the company’s own token by its commodity, whatever the address case', () => {
    const own = new Set([`31337:${ACME.toLowerCase()}`]);
    expect(isOwnTokenRow(row, own)).toBe(true);
    expect(isOwnTokenRow({ ...row, chainId: 1 }, own)).toBe(false);
    expect(isOwnTokenRow({ ...row, asset: 'native' }, own)).toBe(false);
  });

  it('books nothing for a mint, a burn, a move between own wallets or a pending row', () => {
    expect(treasuryShareRule({ ...row, from: ZERO, direction: 'in', to: OURS }, context)).toEqual([]);
    expect(treasuryShareRule({ ...row, to: ZERO }, context)).toEqual([]);
    expect(treasuryShareRule({ ...row, direction: 'own' }, context)).toEqual([]);
    expect(treasuryShareRule({ ...row, status: 'pending' }, context)).toEqual([]);
  });

  it('balances in the share commodity and never names a wallet account', () => {
    const [draft] = treasuryShareRule(row, context);
    expect(draft?.source).toBe(`tx:31337:0x${'1'.repeat(64)}:0`);
    expect(draft?.postings.reduce((sum, p) => sum + p.amount, 0n)).toBe(0n);
    expect(draft?.postings.map((p) => p.accountId)).toEqual([SHARES_IN_ISSUE_ACCOUNT, TREASURY_SHARES_ACCOUNT]);
  });
});
