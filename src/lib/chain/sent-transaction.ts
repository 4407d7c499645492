// Our own transactions enter the workspace the moment the wallet returns a hash, as pending rows;
// the sync engine later confirms, replaces or drops them. The sender writes them, so this sits in
// lib/chain below the engine.
import { chainTransactionId, type ChainTransaction } from '@/lib/db/entities/chain-transaction';
import { parseRecord } from '@/lib/db/records';
import type { WorkspaceDb } from '@/lib/db/workspace-db';

/** What the app knows the moment the wallet returns a hash. */
export interface SentTransaction {
  readonly chainId: number;
  readonly hash: string;
  readonly from: string;
  readonly to: string | null;
  readonly value: bigint;
  readonly nonce: number | null;
  readonly kind: ChainTransaction['kind'];
  readonly decoded: ChainTransaction['decoded'];
  readonly selector: string | null;
  readonly nativeSymbol: string;
  readonly nativeDecimals: number;
  readonly counterparty: string | null;
  readonly direction: ChainTransaction['direction'];
  readonly memo?: string;
}

/** Records our own transaction as pending the moment the wallet returns its hash. */
export async function recordSentTransaction(
  db: WorkspaceDb,
  sent: SentTransaction,
  now: string,
): Promise<ChainTransaction> {
  const wallets = sent.direction === 'own' && sent.to && sent.to !== sent.from ? [sent.from, sent.to] : [sent.from];
  const row = parseRecord('chainTransactions', {
    id: chainTransactionId(sent.chainId, sent.hash),
    chainId: sent.chainId,
    hash: sent.hash.toLowerCase(),
    logIndex: null,
    blockNumber: null,
    blockHash: null,
    time: now,
    from: sent.from,
    to: sent.to,
    direction: sent.direction,
    wallets,
    counterparty: sent.counterparty,
    asset: 'native',
    symbol: sent.nativeSymbol,
    decimals: sent.nativeDecimals,
    units: sent.value.toString(),
    fee: null,
    nonce: sent.nonce,
    status: 'pending',
    failureReason: null,
    replacedBy: null,
    kind: sent.kind,
    selector: sent.selector,
    decoded: sent.decoded,
    category: null,
    memo: sent.memo ?? '',
    source: 'app',
    updatedAt: now,
  });
  await db.transaction('rw', db.chainTransactions, async () => {
    // The scan may have been faster than the wallet's answer: never step a mined row back.
    const existing = await db.chainTransactions.get(row.id);
    if (!existing) await db.chainTransactions.add(row);
  });
  return row;
}
