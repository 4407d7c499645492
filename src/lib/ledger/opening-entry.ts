// The opening-balance entry of a wallet's asset: what it held where its books open, debited to the
// wallet's account and credited to 3900 Opening balances (equity), dated on the opening block's day.
import { openingSource, type OpeningBalance } from '@/lib/db/entities/opening-balance';
import { toDecimalString } from '@/lib/money/decimal-string';
import { exactQuantity } from '@/lib/money/format-quantity';
import type { Account } from './account';
import { commodityId } from './commodity';
import { ACCOUNT_IDS } from './default-chart';
import type { EntryDraft } from './entry';
import { walletAccountFor, type LedgerWallet } from './wallet-account';

/** The opening entry of `opening` (its confirmed `units`), with the chart extended by the wallet's account if needed. */
export function openingEntry(
  opening: Pick<
    OpeningBalance,
    'chainId' | 'wallet' | 'asset' | 'symbol' | 'decimals' | 'units' | 'block' | 'date' | 'chainUnits'
  >,
  accounts: readonly Account[],
  wallet: LedgerWallet,
): { draft: EntryDraft; accounts: readonly Account[] } {
  const units = BigInt(opening.units);
  if (units < 0n) throw new RangeError('An opening balance cannot be negative');
  const { account, accounts: chart } = walletAccountFor(accounts, wallet, opening);
  const commodity = commodityId(opening.chainId, opening.asset);
  const amount = exactQuantity(units, opening.decimals, opening.symbol);
  const edited =
    opening.units !== opening.chainUnits
      ? ` (the chain read ${toDecimalString(BigInt(opening.chainUnits), opening.decimals)})`
      : '';
  return {
    accounts: chart,
    draft: {
      date: opening.date,
      memo: `Opening balance of ${wallet.label}: ${amount} at block ${opening.block}${edited}`,
      source: openingSource(opening),
      postings: [
        { accountId: account.id, commodity, amount: units, decimals: opening.decimals },
        { accountId: ACCOUNT_IDS.openingBalances, commodity, amount: -units, decimals: opening.decimals },
      ],
    },
  };
}
