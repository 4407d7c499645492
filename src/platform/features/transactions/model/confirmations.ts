// Confirmations come from the sync cursors' view of each chain's head, not from the rows, so a new
// block updates every row's count without rewriting any row.
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import type { SyncCursor } from '@/lib/db/entities/sync-cursor';

/** The highest head any cursor has seen, per chain id. */
export function headsByChain(cursors: readonly Pick<SyncCursor, 'chainId' | 'head'>[]): Map<number, number> {
  const heads = new Map<number, number>();
  for (const cursor of cursors) heads.set(cursor.chainId, Math.max(cursor.head, heads.get(cursor.chainId) ?? -1));
  return heads;
}

/** head − block + 1 for a mined row (at least 1), or null when unknown (pending, no head yet). */
export function confirmationsOf(
  row: Pick<ChainTransaction, 'chainId' | 'blockNumber' | 'status'>,
  heads: ReadonlyMap<number, number>,
): number | null {
  if (row.blockNumber === null || (row.status !== 'confirmed' && row.status !== 'failed')) return null;
  const head = heads.get(row.chainId);
  if (head === undefined || head < 0) return null;
  return Math.max(1, head - row.blockNumber + 1);
}
