// Issuing shares in the books: each mint credits the equity account the user picked and debits
// the "shares in issue" contra account, in the token's own commodity (burns the other way). Equity
// in that commodity therefore nets to zero (shares carry no value until a price is entered); the
// picked account reads as the shares issued. One entry per Transfer log, source
// `token:<chainId>:<tx hash>:<log index>`, so re-posting never duplicates.
import { assetId } from '@/lib/money/asset';
import type { EntryDraft } from '@/lib/ledger/entry';
import { toDecimalString } from '@/lib/money/decimal-string';
import type { IssuanceEvent } from '@/lib/tokens/cap-table';
import { SHARE_DECIMALS } from './token-errors';

/** The contra account's id (created under Equity on first use). */
export const SHARES_IN_ISSUE_ACCOUNT = 'shares-in-issue';

/** The entry source of one mint or burn. */
export function issuanceSource(chainId: number, event: Pick<IssuanceEvent, 'transactionHash' | 'logIndex'>): string {
  return `token:${chainId}:${event.transactionHash.toLowerCase()}:${event.logIndex}`;
}

/** The drafts for a token's mints and burns; `dayOf(block)` gives each block's UTC day (YYYY-MM-DD). */
export function issuanceEntries(
  token: { chainId: number; address: string; symbol: string },
  events: readonly IssuanceEvent[],
  equityAccountId: string,
  dayOf: (block: number) => string,
): EntryDraft[] {
  const commodity = assetId({ chainId: token.chainId, address: token.address });
  return events.map((event) => {
    const amount = event.kind === 'mint' ? event.amount : -event.amount;
    const words = `${toDecimalString(event.amount, SHARE_DECIMALS)} ${token.symbol}`;
    return {
      date: dayOf(event.blockNumber),
      memo: event.kind === 'mint' ? `Issued ${words} to ${event.holder}` : `Burnt ${words} of ${event.holder}`,
      source: issuanceSource(token.chainId, event),
      postings: [
        { accountId: SHARES_IN_ISSUE_ACCOUNT, commodity, amount, decimals: SHARE_DECIMALS },
        { accountId: equityAccountId, commodity, amount: -amount, decimals: SHARE_DECIMALS },
      ],
    };
  });
}
