// On-chain balances on networks read through an explorer API, in the same rows as the block scan's
// (chainBalances), so the books are compared with the chain in both modes. An explorer has no
// "synced block": a wallet's rows are complete up to the highest block any of its history sources
// has reached once all of them are live (nothing newer was listed), so its balance is read there.
import type { SyncCursor, SyncSource } from '@/lib/db/entities/sync-cursor';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { ChainReader } from '@/lib/chain/rpc-client';
import { getBlock } from '@/lib/chain/rpc-methods';
import { recordChainBalances } from './chain-balances';
import type { OpeningTarget } from './opening-balances';

/**
 * The block a wallet's balance is read at: the highest block its history sources reached, once all
 * are live; the head when it has no history yet; null while any source is still catching up.
 */
export function explorerBalanceBlock(
  cursors: readonly SyncCursor[],
  wallet: string,
  sources: readonly SyncSource[],
  head: number | null,
): number | null {
  const mine = cursors.filter((c) => c.wallet === wallet && sources.includes(c.source));
  if (!mine.length || mine.some((c) => c.state !== 'live')) return null;
  const block = Math.max(...mine.map((c) => c.block));
  return block >= 0 ? block : head;
}

/**
 * Records every wallet's balances at its explorer balance block through the network's RPC. The RPC
 * only adds this comparison: when it fails the stored balances stay as they were and the explorer
 * source goes on.
 */
export async function recordExplorerBalances(
  db: WorkspaceDb,
  reader: ChainReader,
  target: OpeningTarget,
  at: {
    readonly cursors: readonly SyncCursor[];
    readonly sources: readonly SyncSource[];
    readonly head: number | null;
  },
  now: string,
): Promise<void> {
  for (const wallet of target.wallets) {
    const number = explorerBalanceBlock(at.cursors, wallet, at.sources, at.head);
    if (number === null) continue;
    try {
      const block = await getBlock(reader, number, false);
      if (block) await recordChainBalances(db, reader, { ...target, wallets: [wallet], block }, now);
    } catch {
      // The comparison waits for the next round; the rows the explorer gave are already written.
    }
  }
}
