// "The books start on a day" (Network settings' booksStartOn, set on Accounting's Reconciliation
// tab): each wallet's books then open at the last block before that day, whether the network is
// scanned or read from an explorer (whose history otherwise starts at genesis, with no opening).
// A proposal read at another block (an earlier start) is replaced unless it was posted: a posted
// opening entry stays until the user undoes it.
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { lastBlockBefore, startOfDaySeconds } from '@/lib/chain/block-at-time';
import type { ChainReader } from '@/lib/chain/rpc-client';
import { recordOpeningBalances, type OpeningTarget } from './opening-balances';

/** The block the books open at when they start on `day`: the last before it (genesis when none is). */
export async function booksStartBlock(reader: ChainReader, day: string): Promise<number> {
  return (await lastBlockBefore(reader, startOfDaySeconds(day)))?.number ?? 0;
}

/** Removes the wallets' opening rows read at another block that nothing was posted from. */
export async function dropMovedOpenings(
  db: WorkspaceDb,
  chainId: number,
  wallets: readonly string[],
  block: number,
): Promise<void> {
  const watched = new Set(wallets);
  await db.transaction('rw', db.openingBalances, async () => {
    const stale = await db.openingBalances
      .where('chainId')
      .equals(chainId)
      .filter((row) => watched.has(row.wallet) && row.block !== block && row.entryId === null)
      .primaryKeys();
    if (stale.length) await db.openingBalances.bulkDelete(stale);
  });
}

/**
 * Proposes the opening balances at the books' start day (once the block is known, a follower keeps
 * it); returns that block, so a caller can pass it back in on the next pass.
 */
export async function openBooksOn(
  db: WorkspaceDb,
  reader: ChainReader,
  target: OpeningTarget & { readonly booksStartOn: string },
  known: number | null,
  now: string,
): Promise<number> {
  const block = known ?? (await booksStartBlock(reader, target.booksStartOn));
  if (known === null) await dropMovedOpenings(db, target.chainId, target.wallets, block);
  await recordOpeningBalances(db, reader, target, () => block, now);
  return block;
}
