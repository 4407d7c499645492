// Cursor rows of one chain: one per (wallet, source), created at a starting block when a wallet is
// first followed, then advanced by the engine together with the rows they cover.
import { syncCursorId, type SyncCursor, type SyncSource, type SyncState } from '@/lib/db/entities/sync-cursor';
import type { WorkspaceDb } from '@/lib/db/workspace-db';

/** The chain's cursors for `wallets` and `source`, existing ones as stored, new ones at `startBlock`. */
export async function cursorsFor(
  db: WorkspaceDb,
  chainId: number,
  wallets: readonly string[],
  source: SyncSource,
  startBlock: number,
  now: string,
): Promise<SyncCursor[]> {
  const ids = wallets.map((wallet) => syncCursorId(chainId, wallet, source));
  const stored = await db.syncCursors.bulkGet(ids);
  return wallets.map((wallet, index) => {
    const existing = stored[index];
    if (existing) return existing;
    return {
      id: ids[index] as string,
      chainId,
      wallet,
      source,
      block: startBlock,
      head: -1,
      state: 'catching-up',
      reason: null,
      updatedAt: now,
    };
  });
}

/** The cursors with a new position and state; unchanged ones keep their identity (nothing to write). */
export function advance(
  cursors: readonly SyncCursor[],
  patch: { block?: number; head?: number; state?: SyncState; reason?: string | null },
  now: string,
): SyncCursor[] {
  return cursors.map((cursor) => {
    const next = {
      ...cursor,
      ...patch,
      block: patch.block === undefined ? cursor.block : Math.max(cursor.block, patch.block),
    };
    const same =
      next.block === cursor.block &&
      next.head === cursor.head &&
      next.state === cursor.state &&
      next.reason === cursor.reason;
    return same ? cursor : { ...next, updatedAt: now };
  });
}

/** Only the cursors `advance` changed. */
export function changed(before: readonly SyncCursor[], after: readonly SyncCursor[]): SyncCursor[] {
  return after.filter((cursor, index) => cursor !== before[index]);
}
