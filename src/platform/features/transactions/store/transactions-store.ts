// The Transactions page's reads and its one write (the user's category and memo). Chain rows are
// written by the sync engine only (docs/product.md#data-flow).
import { buildAddressBook, type AddressBook } from '@/lib/chain/address-book';
import { updateUserFields } from '@/lib/chain/sync/sync-store';
import { namedContracts } from '@/lib/contracts/contract-names';
import type { SyncCursor } from '@/lib/db/entities/sync-cursor';
import { readRecords, type CorruptRecord, type ReadResult } from '@/lib/db/records';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { paidRecords, type PaidRecords } from '@/platform/features/transactions/model/paid-record';
import { chainTransactionSchema, type ChainTransaction } from '@/lib/db/entities/chain-transaction';
import { CURRENT_SCHEMA_VERSION } from '@/lib/db/schema-versions';
import { openLiveTable, type LiveTable } from '@/lib/db/live-table';
import { lookAlikeOf, type LookAlikeOf } from '@/lib/insights/anomalies/address-checks';
import { checkTransactionRows } from './transaction-rows';

type Check = (rows: readonly unknown[]) => ReadResult<'chainTransactions'>;

/** How many of the newest rows are read live on their own, so the table shows them at once. */
export const NEWEST_LIMIT = 300;
/** Rows per chunk of the first full read: small enough that checking one chunk never blocks input for long. */
export const CHUNK_SIZE = 5_000;

/** The newest rows by the time index (reverse, limited), through the given checker. */
export async function readNewestTransactions(
  db: WorkspaceDb,
  check: Check,
  limit = NEWEST_LIMIT,
): Promise<ReadResult<'chainTransactions'>> {
  const rows: unknown[] = await db.chainTransactions.orderBy('time').reverse().limit(limit).toArray();
  return check(rows);
}

// The rows in a compact copy were checked by this schema: a copy written by code with another
// schema version or other fields is ignored (and rebuilt), so rows are never trusted unchecked
// across a change of their rules.
const TRANSACTIONS_COPY_FORMAT = `${CURRENT_SCHEMA_VERSION}:${Object.keys(chainTransactionSchema.shape).join(',')}`;

/** How far the first full read is. */
export interface ReadProgress {
  readonly loaded: number;
  readonly total: number;
}

/**
 * Every chain row held in memory and kept current by changes (lib/db/live-table): a new block or
 * an edit re-reads its rows only; a bulk write is read back through the `updatedAt` index.
 */
export function openTransactionTable(db: WorkspaceDb, chunkSize = CHUNK_SIZE): LiveTable<ChainTransaction> {
  return openLiveTable(db, 'chainTransactions', {
    check: checkTransactionRows,
    keyOf: (row) => row.id,
    versionField: 'updatedAt',
    versionIndexed: true,
    versionKeyIndex: '[updatedAt+id]',
    chunkSize,
    copy: { id: 'chainTransactions', format: TRANSACTIONS_COPY_FORMAT },
  });
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
  /** Invoices and bills by payment reference: a payment's row links to what it paid. */
  readonly paid: PaidRecords;
  /** A row's other side → the counterparty's or treasury wallet it is a look-alike of (address poisoning). */
  readonly lookAlike: LookAlikeOf;
}

/**
 * Cursors, treasury wallets, team members, clients and vendors, contracts and company tokens (the
 * address book and the look-alike test), invoices and bills (what a payment paid): the tables the
 * page reads besides the rows.
 */
export async function readWatchContext(db: WorkspaceDb): Promise<WatchContext> {
  const [cursors, wallets, members, counterparties, deployments, tokens, invoices, bills] = await Promise.all([
    readCursors(db),
    readRecords(db, 'treasuryWallets'),
    readRecords(db, 'teamMembers'),
    readRecords(db, 'counterparties'),
    readRecords(db, 'contractDeployments'),
    readRecords(db, 'companyTokens'),
    readRecords(db, 'invoices'),
    readRecords(db, 'bills'),
  ]);
  return {
    book: buildAddressBook({
      treasuryWallets: wallets.records,
      teamMembers: members.records,
      counterparties: counterparties.records,
      contracts: namedContracts(deployments.records, tokens.records),
    }),
    paid: paidRecords(invoices.records, bills.records),
    // The company's wallets: the treasury's and every wallet the sync engine reads (its cursors).
    lookAlike: lookAlikeOf(counterparties.records, [
      ...wallets.records.map((wallet) => wallet.address),
      ...cursors.records.map((cursor) => cursor.wallet),
    ]),
    treasuryCount: wallets.records.length,
    cursors: cursors.records,
    corrupt: [...cursors.corrupt, ...wallets.corrupt, ...members.corrupt],
  };
}

/**
 * Saves the user's category and memo on one row, refused (StaleRevisionError) when the row's
 * category or memo was saved elsewhere since `baseRevision` (another tab, another person).
 */
export function saveUserFields(
  db: WorkspaceDb,
  id: string,
  fields: { category: string | null; memo: string },
  baseRevision: number,
  now: Date = new Date(),
): Promise<void> {
  return updateUserFields(db, id, fields, now.toISOString(), baseRevision);
}
