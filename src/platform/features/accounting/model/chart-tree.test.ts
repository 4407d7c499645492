import { describe, expect, it } from 'vitest';
import type { Valuation } from '@/lib/ledger/balances';
import { ACCOUNT_IDS, defaultChart } from '@/lib/ledger/default-chart';
import { parseExact } from '@/lib/ledger/exact';
import type { PriceNote } from '@/lib/ledger/price-note';
import { accountsWithPostings, balanceBaseValue, deletionBlock, rollUpBalances } from './chart-tree';
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
const FEED = 'Price from feed 0x5FbDB2315678afecb367f032d93F642f64180aa3, round 2, updated 2026-03-31 23:00 UTC';
const fresh: PriceNote = { mark: 'fresh', date: '2026-03-31', source: FEED };
const missing: PriceNote = { mark: 'missing', date: '2026-03-31' };
const balance = (
  accountId: string,
  commodity: string,
  amount: bigint,
  value: Valuation = 'missing',
  price: PriceNote = missing,
) => ({ accountId, commodity, amount, decimals: commodity === ETH ? 18 : 6, value, price });

describe('chart tree', () => {
  it('rolls the balances of sub-accounts up to every group above them, per commodity', () => {
    const rolled = rollUpBalances(chart, [
      balance('wallet-eth', ETH, 5n),
      balance(ACCOUNT_IDS.receivable, TUSD, 7n),
      balance(ACCOUNT_IDS.suspense, ETH, -2n),
      balance(ACCOUNT_IDS.software, ETH, 3n),
      balance(ACCOUNT_IDS.networkFees, ETH, -3n),
    ]);
    expect(rolled.get('assets')).toMatchObject([
      { commodity: TUSD, amount: 7n, decimals: 6 },
      { commodity: ETH, amount: 3n, decimals: 18 },
    ]);
    expect(rolled.get(ACCOUNT_IDS.wallets)).toMatchObject([{ commodity: ETH, amount: 5n, decimals: 18 }]);
    expect(rolled.get('wallet-eth')).toMatchObject([{ commodity: ETH, amount: 5n, decimals: 18 }]);
    // Children that cancel out leave the group at zero: nothing to show.
    expect(rolled.has('expenses')).toBe(false);
    expect(rolled.has('liabilities')).toBe(false);
  });

  it('values a group as the sum of its sub-accounts, missing (never 0) when one has no price', () => {
    const stale: PriceNote = { mark: 'stale', date: '2026-03-01', source: 'Price entered for 2026-03-01' };
    const rolled = rollUpBalances(chart, [
      balance('wallet-eth', ETH, 2n * 10n ** 18n, parseExact('6000'), fresh),
      balance(ACCOUNT_IDS.receivable, ETH, 10n ** 17n, parseExact('300.5'), stale),
      balance(ACCOUNT_IDS.receivable, TUSD, 7_000_000n),
    ]);
    const [assetsTusd, assetsEth] = rolled.get('assets') ?? [];
    expect(assetsEth && balanceBaseValue(assetsEth, 'USD')).toEqual({
      kind: 'value',
      decimal: '6300.5',
      currency: 'USD',
      stale: true,
      source: 'Price entered for 2026-03-01',
    });
    expect(assetsTusd && balanceBaseValue(assetsTusd, 'USD')).toEqual({ kind: 'missing', currency: 'USD' });
    const [wallet] = rolled.get('wallet-eth') ?? [];
    expect(wallet && balanceBaseValue(wallet, 'USD')).toEqual({
      kind: 'value',
      decimal: '6000',
      currency: 'USD',
      stale: false,
      source: FEED,
    });
    // Without a base currency there is nothing to show beside the amount.
    expect(wallet && balanceBaseValue(wallet, '')).toBeNull();
  });

  it('stops at a broken parent chain instead of looping', () => {
    const cyclic = [
      { id: 'a', parentId: 'b' },
      { id: 'b', parentId: 'a' },
    ];
    expect(rollUpBalances(cyclic, [balance('a', ETH, 1n)]).get('b')).toMatchObject([
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
