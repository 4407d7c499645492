// Issuing shares in the books: each mint credits the equity account the user picked (share capital)
// and debits the "shares in issue" contra account, in the token's own commodity (burns the other
// way); a mint to one of the company's own wallets debits "treasury shares" instead (shares the
// company holds itself: contra-equity at nominal zero value, never an asset). Equity in that
// commodity therefore nets to zero (shares carry no value until a price is entered); the picked
// account reads as the shares issued. One entry per Transfer log, source
// `token:<chainId>:<tx hash>:<log index>`, so re-posting never duplicates. Rules with examples:
// src/lib/ledger/README.md, "The company's own tokens".
import { SHARES_IN_ISSUE_ACCOUNT, TREASURY_SHARES_ACCOUNT } from '@/lib/ledger/token-equity';
import { assetId } from '@/lib/money/asset';
import type { EntryDraft } from '@/lib/ledger/entry';
import { exactQuantity } from '@/lib/money/format-quantity';
import type { IssuanceEvent } from '@/lib/tokens/cap-table';
import { SHARE_DECIMALS } from './token-errors';

export { SHARES_IN_ISSUE_ACCOUNT, TREASURY_SHARES_ACCOUNT };

/** The entry source of one mint or burn. */
export function issuanceSource(chainId: number, event: Pick<IssuanceEvent, 'transactionHash' | 'logIndex'>): string {
  return `token:${chainId}:${event.transactionHash.toLowerCase()}:${event.logIndex}`;
}

/**
 * The drafts for a token's mints and burns; `dayOf(block)` gives each block's UTC day (YYYY-MM-DD).
 * `companyWallets` (lower case): a mint to or burn from one of them is of treasury shares.
 */
export function issuanceEntries(
  token: { chainId: number; address: string; symbol: string },
  events: readonly IssuanceEvent[],
  equityAccountId: string,
  dayOf: (block: number) => string,
  companyWallets: ReadonlySet<string> = new Set(),
): EntryDraft[] {
  const commodity = assetId({ chainId: token.chainId, address: token.address });
  return events.map((event) => {
    const amount = event.kind === 'mint' ? event.amount : -event.amount;
    const words = exactQuantity(event.amount, SHARE_DECIMALS, token.symbol);
    const treasury = companyWallets.has(event.holder.toLowerCase());
    const holder = treasury ? `the company's own wallet ${event.holder} (treasury shares, at no value)` : event.holder;
    return {
      date: dayOf(event.blockNumber),
      memo: event.kind === 'mint' ? `Issued ${words} to ${holder}` : `Burnt ${words} of ${holder}`,
      source: issuanceSource(token.chainId, event),
      postings: [
        {
          accountId: treasury ? TREASURY_SHARES_ACCOUNT : SHARES_IN_ISSUE_ACCOUNT,
          commodity,
          amount,
          decimals: SHARE_DECIMALS,
        },
        { accountId: equityAccountId, commodity, amount: -amount, decimals: SHARE_DECIMALS },
      ],
    };
  });
}
