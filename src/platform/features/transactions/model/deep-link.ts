// `?tx=<hash>` opens that transaction's details once its row is loaded.
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';

/**
 * The row a link to a transaction hash opens: its native movement when it has one (a token
 * transfer's transaction may have several rows, one per log), else its first row; null if absent.
 */
export function rowForHash(rows: readonly ChainTransaction[], hash: string): ChainTransaction | null {
  const wanted = hash.toLowerCase();
  let first: ChainTransaction | null = null;
  for (const row of rows) {
    if (row.hash !== wanted) continue;
    if (row.logIndex === null) return row;
    if (!first || row.logIndex < (first.logIndex ?? Infinity)) first = row;
  }
  return first;
}
