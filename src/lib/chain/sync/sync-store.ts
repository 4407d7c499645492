// The sync engine's writes (it is the only writer of chain-derived records). Every
// batch of rows, the blocks it read and the cursors it advanced go in one transaction, so a closed
// tab or a failure leaves the workspace at a consistent point to continue from.
import type { ChainPayment } from '@/lib/db/entities/chain-payment';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import { recentBlockId, type RecentBlock } from '@/lib/db/entities/recent-block';
import type { SyncCursor } from '@/lib/db/entities/sync-cursor';
import { parseRecord } from '@/lib/db/records';
import { saveRevision } from '@/lib/db/revision-save';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { KEPT_BLOCKS } from './reorg';
import type { ScannedBlock } from './block-scan';

/** Fields that belong to the user: a sync never overwrites them. */
function keepUserFields(next: ChainTransaction, existing: ChainTransaction | undefined): ChainTransaction {
  if (!existing) return next;
  return {
    ...next,
    category: existing.category,
    memo: existing.memo,
    // Sent from this app: keep saying so once the chain confirms it.
    source: existing.source === 'app' ? 'app' : next.source,
    // A mined row without a fee (seen from the other side first) keeps a fee already known.
    fee: next.fee ?? existing.fee,
    // The revision counts the user's saves; a sync is not one.
    revision: existing.revision,
  };
}

export interface SyncBatch {
  readonly chainId: number;
  readonly rows: readonly ChainTransaction[];
  readonly blocks: readonly ScannedBlock[];
  readonly cursors: readonly SyncCursor[];
  /** PaymentRouter payments of the range (upserts by id). */
  readonly payments?: readonly ChainPayment[];
}

/** Writes a batch atomically: rows (merged with user fields), replacements, blocks, cursors. */
export async function writeSyncBatch(db: WorkspaceDb, batch: SyncBatch): Promise<void> {
  const rows = batch.rows.map((row) => parseRecord('chainTransactions', row));
  const blocks: RecentBlock[] = batch.blocks.map((block) =>
    parseRecord('recentBlocks', { id: recentBlockId(batch.chainId, block.number), chainId: batch.chainId, ...block }),
  );
  const cursors = batch.cursors.map((cursor) => parseRecord('syncCursors', cursor));
  const payments = (batch.payments ?? []).map((payment) => parseRecord('payments', payment));
  await db.transaction('rw', [db.chainTransactions, db.recentBlocks, db.syncCursors, db.payments], async () => {
    if (payments.length) await db.payments.bulkPut(payments);
    if (rows.length) {
      const existing = await db.chainTransactions.bulkGet(rows.map((row) => row.id));
      const merged = rows.map((row, index) => keepUserFields(row, existing[index]));
      await db.chainTransactions.bulkPut(merged);
      await markReplaced(db, merged);
    }
    if (blocks.length) {
      await db.recentBlocks.bulkPut(blocks);
      const top = Math.max(...blocks.map((block) => block.number));
      await db.recentBlocks
        .where('[chainId+number]')
        .between([batch.chainId, -1], [batch.chainId, top - KEPT_BLOCKS], true, true)
        .delete();
    }
    if (cursors.length) await db.syncCursors.bulkPut(cursors);
  });
}

/** Pending rows whose sender's nonce was just mined by another transaction are replaced by it. */
async function markReplaced(db: WorkspaceDb, mined: readonly ChainTransaction[]): Promise<void> {
  // Pending rows are few (our own sends in flight): read them once, match in memory, so a batch
  // of thousands of history rows costs one index read, not one query per row.
  const pending = await db.chainTransactions.where('status').equals('pending').toArray();
  if (!pending.length) return;
  const minedBySlot = new Map<string, ChainTransaction>();
  for (const row of mined) {
    if (row.logIndex !== null || row.nonce === null || row.status === 'pending') continue;
    minedBySlot.set(`${row.chainId}:${row.from}:${row.nonce}`, row);
  }
  const replaced = pending.flatMap((row) => {
    const winner = row.nonce === null ? undefined : minedBySlot.get(`${row.chainId}:${row.from}:${row.nonce}`);
    return winner && winner.hash !== row.hash
      ? [{ ...row, status: 'replaced' as const, replacedBy: winner.hash, updatedAt: winner.updatedAt }]
      : [];
  });
  if (replaced.length) await db.chainTransactions.bulkPut(replaced);
}

/**
 * Undoes everything above block `ancestor` on a chain after a reorg: its rows are removed (our own
 * sent transactions go back to pending, to be found again), its blocks forgotten, and every
 * cursor of the chain moved back so the range is scanned again.
 */
export async function rollBackAbove(db: WorkspaceDb, chainId: number, ancestor: number, now: string): Promise<void> {
  const above = [chainId, ancestor + 1];
  const top = [chainId, Number.MAX_SAFE_INTEGER];
  await db.transaction('rw', [db.chainTransactions, db.recentBlocks, db.syncCursors, db.payments], async () => {
    await db.payments.where('[chainId+blockNumber]').between(above, top, true, true).delete();
    const orphaned = await db.chainTransactions
      .where('[chainId+blockNumber]')
      .between(above, top, true, true)
      .toArray();
    const ours = (row: ChainTransaction) => row.source === 'app' && row.logIndex === null;
    await db.chainTransactions.bulkDelete(orphaned.filter((row) => !ours(row)).map((row) => row.id));
    await db.chainTransactions.bulkPut(
      orphaned.filter(ours).map((row) => ({
        ...row,
        status: 'pending' as const,
        blockNumber: null,
        blockHash: null,
        failureReason: null,
        updatedAt: now,
      })),
    );
    await db.recentBlocks.bulkDelete(
      await db.recentBlocks.where('[chainId+number]').between(above, top, true, true).primaryKeys(),
    );
    const cursors = await db.syncCursors.where('chainId').equals(chainId).toArray();
    await db.syncCursors.bulkPut(
      cursors.map((cursor) => ({ ...cursor, block: Math.min(cursor.block, ancestor), updatedAt: now })),
    );
  });
}

/** The stored recent block hashes of a chain, by height. */
export async function recentHashes(db: WorkspaceDb, chainId: number): Promise<Map<number, string>> {
  const blocks = await db.recentBlocks
    .where('[chainId+number]')
    .between([chainId, -1], [chainId, Number.MAX_SAFE_INTEGER], true, true)
    .toArray();
  return new Map(blocks.map((block) => [block.number, block.hash]));
}

/** Our sent transactions on a chain still waiting to be mined. */
export async function pendingOnChain(db: WorkspaceDb, chainId: number): Promise<ChainTransaction[]> {
  return db.chainTransactions
    .where('status')
    .equals('pending')
    .filter((row) => row.chainId === chainId)
    .toArray();
}

/** Marks a pending row dropped (the node forgot it and its nonce was never used). */
export async function markDropped(db: WorkspaceDb, id: string, now: string): Promise<void> {
  await db.chainTransactions
    .where('id')
    .equals(id)
    .filter((row) => row.status === 'pending')
    .modify({ status: 'dropped', updatedAt: now });
}

/** Records the nonce of a pending send that was recorded without one. */
export async function setPendingNonce(db: WorkspaceDb, id: string, nonce: number, now: string): Promise<void> {
  await db.chainTransactions
    .where('id')
    .equals(id)
    .filter((row) => row.status === 'pending' && row.nonce === null)
    .modify({ nonce, updatedAt: now });
}

/** Writes cursor rows whose visible state changed (state, reason, head, block). */
export async function saveCursors(db: WorkspaceDb, cursors: readonly SyncCursor[]): Promise<void> {
  if (!cursors.length) return;
  const checked = cursors.map((cursor) => parseRecord('syncCursors', cursor));
  await db.syncCursors.bulkPut(checked);
}

/**
 * Sets the user's category and memo on a row (the only fields a user edits), bumping its
 * revision. With `baseRevision` (the row's revision when the edit started) it is refused with
 * StaleRevisionError if the user's fields were saved elsewhere meanwhile; sync merges keep the
 * revision, so a confirmation arriving meanwhile never refuses the edit.
 */
export async function updateUserFields(
  db: WorkspaceDb,
  id: string,
  fields: { category?: string | null; memo?: string },
  now: string,
  baseRevision?: number,
): Promise<void> {
  await db.transaction('rw', db.chainTransactions, async () => {
    const existing = await db.chainTransactions.get(id);
    if (!existing) throw new Error('This transaction is no longer in the workspace');
    await saveRevision(
      db,
      'chainTransactions',
      { ...existing, ...fields, updatedAt: now },
      baseRevision ?? existing.revision,
    );
  });
}
