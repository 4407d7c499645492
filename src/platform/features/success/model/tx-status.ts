// What the Success page says about a transaction, from the workspace's rows and the chain head.
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';

export type TxView =
  | { readonly state: 'pending' }
  | { readonly state: 'confirmed'; readonly blockNumber: number; readonly confirmations: number }
  | { readonly state: 'failed'; readonly blockNumber: number | null; readonly reason: string | null }
  | { readonly state: 'replaced'; readonly replacedBy: string | null }
  | { readonly state: 'dropped' };

/** Confirmations = head − block + 1 (the block itself is the first); at least 1 while the head lags. */
export function confirmationsOf(head: number | null, blockNumber: number): number {
  if (head === null || head < blockNumber) return 1;
  return head - blockNumber + 1;
}

/** The status of a transaction: its native row (one per hash) decides, token rows only add amounts. */
export function txView(rows: readonly ChainTransaction[], head: number | null): TxView | null {
  const row = rows.find((candidate) => candidate.logIndex === null) ?? rows[0];
  if (!row) return null;
  switch (row.status) {
    case 'pending':
      return { state: 'pending' };
    case 'confirmed':
      return row.blockNumber === null
        ? { state: 'pending' }
        : { state: 'confirmed', blockNumber: row.blockNumber, confirmations: confirmationsOf(head, row.blockNumber) };
    case 'failed':
      return { state: 'failed', blockNumber: row.blockNumber, reason: row.failureReason };
    case 'replaced':
      return { state: 'replaced', replacedBy: row.replacedBy };
    case 'dropped':
      return { state: 'dropped' };
  }
}

/** The status in one line, numbers through Intl. */
export function statusLine(view: TxView, locale?: string): string {
  const number = new Intl.NumberFormat(locale);
  switch (view.state) {
    case 'pending':
      return 'Pending: waiting to be included in a block';
    case 'confirmed':
      return `Confirmed in block ${number.format(view.blockNumber)} (${number.format(view.confirmations)} confirmation${view.confirmations === 1 ? '' : 's'})`;
    case 'failed':
      return `Failed${view.blockNumber === null ? '' : ` in block ${number.format(view.blockNumber)}`}: ${view.reason ?? 'the contract gave no reason'}`;
    case 'replaced':
      return 'Replaced: another transaction with the same nonce was mined instead (sped up, cancelled or replaced in the wallet)';
    case 'dropped':
      return 'Dropped: the network forgot this transaction and it was never mined. Nothing was sent; you can send it again.';
  }
}
