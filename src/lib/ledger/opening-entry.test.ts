import { describe, expect, it } from 'vitest';
import { checkBalanced } from './entry';
import { ACCOUNT_IDS, defaultChart } from './default-chart';
import { openingEntry } from './opening-entry';
import { walletAccountId } from './wallet-account';

const ME = '0x1111111111111111111111111111111111111111';
const TOKEN = '0x3333333333333333333333333333333333333333';
const opening = {
  chainId: 31337,
  wallet: ME,
  asset: TOKEN,
  symbol: 'TUSD',
  decimals: 6,
  chainUnits: '1250000',
  units: '1250000',
  block: 42,
  date: '2026-03-01',
};
const wallet = { chainId: 31337, address: ME, label: 'Treasury' };

describe('the opening-balance entry', () => {
  it('debits the wallet account and credits 3900 Opening balances, on the opening block’s day', () => {
    const { draft, accounts } = openingEntry(opening, defaultChart(), wallet);
    const account = walletAccountId(31337, ME, TOKEN);
    expect(draft).toEqual({
      date: '2026-03-01',
      memo: 'Opening balance of Treasury: 1.25 TUSD at block 42',
      source: `opening:31337:${ME}:${TOKEN}`,
      postings: [
        { accountId: account, commodity: `31337:${TOKEN}`, amount: 1_250_000n, decimals: 6 },
        { accountId: ACCOUNT_IDS.openingBalances, commodity: `31337:${TOKEN}`, amount: -1_250_000n, decimals: 6 },
      ],
    });
    expect(checkBalanced(draft).ok).toBe(true);
    // The wallet's account is created under Crypto wallets when the chart lacks it.
    expect(accounts.find((a) => a.id === account)).toMatchObject({ code: '1011', parentId: ACCOUNT_IDS.wallets });
  });

  it('says when the confirmed amount differs from what the chain read, and refuses a negative one', () => {
    const edited = openingEntry({ ...opening, units: '1000000' }, defaultChart(), wallet).draft;
    expect(edited.memo).toBe('Opening balance of Treasury: 1 TUSD at block 42 (the chain read 1.25)');
    expect(() => openingEntry({ ...opening, units: '-1' }, defaultChart(), wallet)).toThrow(RangeError);
  });
});
