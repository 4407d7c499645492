// Fixtures for the ledger tests: a hand-made multi-commodity journal and builders.
import { defaultChart, ACCOUNT_IDS } from './default-chart';
import type { CommodityInfo } from './commodity';
import { postDraft, type Entry, type Posting } from './entry';
import { walletAccountFor } from './wallet-account';
import type { Account } from './account';

export const ETH = '31337:native';
export const TUSD = '31337:0x5fbdb2315678afecb367f032d93f642f64180aa3';
export const USDC = '1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
export const WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

export const COMMODITIES: ReadonlyMap<string, CommodityInfo> = new Map([
  [ETH, { id: ETH, chainId: 31337, symbol: 'ETH', decimals: 18 }],
  [TUSD, { id: TUSD, chainId: 31337, symbol: 'TUSD', decimals: 6 }],
  [USDC, { id: USDC, chainId: 1, symbol: 'USDC', decimals: 6 }],
]);

/** A posting (debit when amount > 0). */
export function posting(accountId: string, commodity: string, amount: bigint): Posting {
  return { accountId, commodity, amount, decimals: COMMODITIES.get(commodity)?.decimals ?? 18 };
}

/** The default chart plus wallet accounts for ETH, TUSD and USDC. */
export function sampleChart(): { accounts: readonly Account[]; eth: string; tusd: string; usdc: string } {
  let accounts: readonly Account[] = defaultChart();
  const wallet = { chainId: 31337, address: WALLET, label: 'Treasury' };
  const eth = walletAccountFor(accounts, wallet, { asset: 'native', symbol: 'ETH' });
  const tusd = walletAccountFor(eth.accounts, wallet, {
    asset: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    symbol: 'TUSD',
  });
  const usdc = walletAccountFor(
    tusd.accounts,
    { ...wallet, chainId: 1 },
    { asset: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', symbol: 'USDC' },
  );
  accounts = usdc.accounts;
  return { accounts, eth: eth.account.id, tusd: tusd.account.id, usdc: usdc.account.id };
}

/** A small hand-made journal over three commodities, with a reversal and a draft. */
export function sampleJournal(): { accounts: readonly Account[]; entries: Entry[] } {
  const { accounts, eth, tusd, usdc } = sampleChart();
  const e = (id: string, date: string, memo: string, postings: Posting[], source = 'manual') =>
    postDraft({ date, memo, postings, source }, id, WALLET);
  const entries: Entry[] = [
    e('e1', '2025-01-02', 'Owner funds the company', [
      posting(eth, ETH, 5n * 10n ** 18n),
      posting(ACCOUNT_IDS.ownerContributions, ETH, -5n * 10n ** 18n),
    ]),
    e('e2', '2025-01-15', 'Invoice 7 "design"; paid', [
      posting(tusd, TUSD, 1_250_500_000n),
      posting(ACCOUNT_IDS.sales, TUSD, -1_250_500_000n),
    ]),
    e('e3', '2025-02-01', 'Contractor, fee', [
      posting(ACCOUNT_IDS.contractors, TUSD, 400_000_001n),
      posting(tusd, TUSD, -400_000_001n),
      posting(ACCOUNT_IDS.networkFees, ETH, 21_000n * 1_000_000_007n),
      posting(eth, ETH, -21_000n * 1_000_000_007n),
    ]),
    e('e4', '2025-02-10', 'Mainnet USDC sale', [posting(usdc, USDC, 1n), posting(ACCOUNT_IDS.sales, USDC, -1n)]),
    e('e5', '2025-03-01', 'Software =SUM(A1)', [
      posting(ACCOUNT_IDS.software, ETH, 10n ** 15n),
      posting(eth, ETH, -(10n ** 15n)),
    ]),
  ];
  entries.push({
    ...postDraft(
      {
        date: '2025-03-02',
        memo: 'Draft, not in the books',
        postings: [posting(eth, ETH, 7n), posting(ACCOUNT_IDS.sales, ETH, -7n)],
        source: 'manual',
      },
      'd1',
      null,
    ),
    status: 'draft',
  });
  return { accounts, entries };
}

/** The item at `index`, failing the test when there is none (indexing is unchecked otherwise). */
export function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`No item at ${index} (length ${list.length})`);
  return item;
}
