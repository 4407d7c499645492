// What the Reconciliation tab shows for each cause of a difference: a sentence and where to fix it.
import type { ReconciliationCause } from '@/lib/ledger/chain-reconciliation';
import { transactionsPath } from '@/lib/chain/transactions-url';
import { formatQuantity } from '@/lib/money/format-quantity';

/** Where a cause is fixed: a page link, or the opening balance to review on this tab. */
export type CauseFix =
  | { readonly kind: 'link'; readonly to: string; readonly label: string }
  | { readonly kind: 'opening'; readonly openingId: string; readonly label: string };

export interface CauseView {
  readonly key: string;
  readonly text: string;
  readonly fix: CauseFix | null;
}

const JOURNAL = '/platform/accounting?tab=journal';

/** A signed amount in words ("+1.5 ETH", "−0.2 ETH"), through lib/money's formatQuantity. */
export function signedAmount(amount: bigint, decimals: number, symbol: string): string {
  const magnitude = formatQuantity(amount < 0n ? -amount : amount, decimals, { symbol });
  return `${amount < 0n ? '−' : '+'}${magnitude}`;
}

/** One cause as the tab lists it. */
export function causeView(cause: ReconciliationCause, decimals: number, symbol: string): CauseView {
  const amount = signedAmount(cause.amount, decimals, symbol);
  switch (cause.kind) {
    case 'opening-missing':
      return {
        key: 'opening-missing',
        text: `No opening balance: the books lack ${amount} the wallet held before its tracked history (or it is a movement the sync has not read).`,
        fix: { kind: 'link', to: JOURNAL, label: 'Post an opening entry in the Journal' },
      };
    case 'opening-unconfirmed':
      return {
        key: `opening:${cause.opening.id}`,
        text: `Opening balance ${cause.opening.status === 'rejected' ? 'rejected' : 'not confirmed yet'}: ${amount} at block ${cause.opening.block}.`,
        fix: { kind: 'opening', openingId: cause.opening.id, label: 'Review the opening balance' },
      };
    case 'unposted':
      return {
        key: `row:${cause.rowId}`,
        text: `A movement not yet posted: ${amount} in ${cause.hash.slice(0, 10)}…`,
        fix: { kind: 'link', to: transactionsPath({ tx: cause.hash }), label: 'Open the transaction' },
      };
    case 'draft':
      return {
        key: `draft:${cause.entryId}`,
        text: `A draft not in the books: ${amount} (${cause.source}).`,
        fix: { kind: 'link', to: JOURNAL, label: 'Open the draft in the Journal' },
      };
    default:
      return { key: 'unexplained', text: `No known cause for ${amount}.`, fix: null };
  }
}
