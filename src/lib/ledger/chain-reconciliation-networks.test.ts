import { describe, expect, it } from 'vitest';
import type { ChainBalance } from '@/lib/db/entities/chain-balance';
import { booksVsChain } from './chain-reconciliation';
import type { Entry } from './entry';
import { walletAccountId } from './wallet-account';

const ME = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

const balance = (asset: string, units: string, block: number, chainId = 31337): ChainBalance => ({
  id: `${chainId}:${asset}`,
  chainId,
  wallet: ME,
  asset,
  symbol: asset === 'native' ? 'ETH' : 'TUSD',
  decimals: asset === 'native' ? 18 : 6,
  units,
  block,
  blockHash: `0x${'1'.repeat(64)}`,
  updatedAt: '2026-03-10T00:00:00.000Z',
});
const entry = (accountId: string, commodity: string, amount: bigint, status: Entry['status'] = 'posted'): Entry => ({
  id: `${accountId}${amount}${status}`,
  date: '2026-03-01',
  memo: '',
  source: 'manual',
  status,
  postedBy: null,
  reversalOf: null,
  reversedBy: null,
  postings: [
    { accountId, commodity, amount, decimals: 18 },
    { accountId: 'income', commodity, amount: -amount, decimals: 18 },
  ],
});

describe('books against the chain, network by network', () => {
  it('puts the ledger balance of each wallet account beside the chain’s, and says where they differ', () => {
    const eth = walletAccountId(31337, ME, 'native');
    const tusd = walletAccountId(31337, ME, TOKEN);
    const networks = booksVsChain(
      [balance('native', '840', 12), balance(TOKEN, '5', 11), balance('native', '0', 99, 1)],
      [
        entry(eth, '31337:native', 800n),
        entry(eth, '31337:native', 40n),
        entry(eth, '31337:native', 1000n, 'draft'), // drafts are not in the books
        entry(tusd, `31337:${TOKEN.toLowerCase()}`, 3n),
      ],
    );
    expect(networks.map((n) => [n.chainId, n.block, n.matches])).toEqual([
      [1, 99, true], // no account yet, nothing on chain: 0 = 0
      [31337, 11, false],
    ]);
    const local = networks[1];
    expect(local?.lines.map((l) => [l.symbol, l.ledger, l.chain])).toEqual([
      ['ETH', 840n, 840n],
      ['TUSD', 3n, 5n],
    ]);
    expect(local?.differences.map((l) => l.symbol)).toEqual(['TUSD']);
  });
});
