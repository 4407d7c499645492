// The Success page's reads: the workspace's rows of one transaction and the chain head the
// engine last saw; and, for a hash the workspace does not know, one look at the chain.
import type { ChainReader } from '@/lib/chain/rpc-client';
import { getReceipt, getTransaction } from '@/lib/chain/rpc-methods';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import { parseRecord } from '@/lib/db/records';
import type { WorkspaceDb } from '@/lib/db/workspace-db';

/** The rows of one transaction (native row and token transfers), valid ones only. */
export async function readTransactionRows(db: WorkspaceDb, chainId: number, hash: string): Promise<ChainTransaction[]> {
  const rows = await db.chainTransactions.where('[chainId+hash]').equals([chainId, hash.toLowerCase()]).toArray();
  return rows.flatMap((row) => {
    try {
      return [parseRecord('chainTransactions', row)];
    } catch {
      return [];
    }
  });
}

/** The highest chain head the sync engine recorded for a chain (null before its first look). */
export async function readChainHead(db: WorkspaceDb, chainId: number): Promise<number | null> {
  const cursors = await db.syncCursors.where('chainId').equals(chainId).toArray();
  const heads = cursors.map((cursor) => cursor.head).filter((head) => head >= 0);
  return heads.length ? Math.max(...heads) : null;
}

/** What the chain says about a hash the workspace does not have. */
export type ChainLookup =
  | { readonly known: false }
  | { readonly known: true; readonly blockNumber: number | null; readonly succeeded: boolean | null };

/** Looks a hash up once on the chain (transaction, then its receipt). */
export async function lookUpOnChain(reader: ChainReader, hash: string): Promise<ChainLookup> {
  const tx = await getTransaction(reader, hash);
  if (!tx) return { known: false };
  const receipt = await getReceipt(reader, hash);
  return {
    known: true,
    blockNumber: receipt?.blockNumber ?? null,
    succeeded: receipt && receipt.status !== undefined ? receipt.status === 1 : null,
  };
}
