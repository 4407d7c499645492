// The Transactions page's reads and its one write (the user's category and memo). Chain rows are
// written by the sync engine only (PRODUCT.md §6).
import { buildAddressBook, type AddressBook } from '../../../../lib/chain/address-book';
import { updateUserFields } from '../../../../lib/chain/sync/sync-store';
import type { SyncCursor } from '../../../../lib/db/entities/sync-cursor';
import { readRecords, type CorruptRecord, type ReadResult } from '../../../../lib/db/records';
import type { WorkspaceDb } from '../../../../lib/db/workspace-db';

/** Every chain row, newest first by the time index, through the given checker. */
export async function readTransactions(db: WorkspaceDb, check: (rows: readonly unknown[]) => ReadResult<'chainTransactions'>): Promise<ReadResult<'chainTransactions'>> {
  const rows: unknown[] = await db.chainTransactions.orderBy('time').reverse().toArray();
  return check(rows);
}

/** The sync cursors (few rows: one per network, wallet and source). */
export async function readCursors(db: WorkspaceDb): Promise<ReadResult<'syncCursors'>> {
  return readRecords(db, 'syncCursors');
}

export interface WatchContext {
  readonly book: AddressBook;
  readonly treasuryCount: number;
  readonly cursors: readonly SyncCursor[];
  readonly corrupt: readonly CorruptRecord[];
}

/** Cursors, treasury wallets and team members: the small tables the page reads besides the rows. */
export async function readWatchContext(db: WorkspaceDb): Promise<WatchContext> {
  const [cursors, wallets, members] = await Promise.all([readCursors(db), readRecords(db, 'treasuryWallets'), readRecords(db, 'teamMembers')]);
  return {
    book: buildAddressBook({ treasuryWallets: wallets.records, teamMembers: members.records }),
    treasuryCount: wallets.records.length,
    cursors: cursors.records,
    corrupt: [...cursors.corrupt, ...wallets.corrupt, ...members.corrupt],
  };
}

/** Saves the user's category and memo on one row. */
export function saveUserFields(db: WorkspaceDb, id: string, fields: { category: string | null; memo: string }, now: Date = new Date()): Promise<void> {
  return updateUserFields(db, id, fields, now.toISOString());
}
