// The Communications page's reads and writes. Every write goes through lib/db's validating wrappers.
import { readMarkId, type CommsActivity, type CommsNote, type SignedMessage } from '@/lib/db/entities/comms';
import { bulkPutRecords, readRecords, type CorruptRecord } from '@/lib/db/records';
import { deleteRevision, saveRevision } from '@/lib/db/revision-save';
import type { RecordOf, TableName } from '@/lib/db/tables';
import type { WorkspaceDb } from '@/lib/db/workspace-db';

const READ_TABLES = [
  'companyProfile',
  'counterparties',
  'teamMembers',
  'treasuryWallets',
  'invoices',
  'bills',
  'billApprovals',
  'payments',
  'billPayments',
  'documents',
  'commsNotes',
  'commsActivities',
  'signedMessages',
  'commsReadMarks',
  'mailMessages',
] as const satisfies readonly TableName[];

type ReadTable = (typeof READ_TABLES)[number];

/** Everything the page shows, every table whole (a workspace's communications are small). */
export type CommsData = { readonly [T in ReadTable]: readonly RecordOf<T>[] } & {
  readonly corrupt: readonly CorruptRecord[];
};

/** Reads every table the timeline, the feed and the signed messages need, parsed on read. */
export async function readCommsData(db: WorkspaceDb): Promise<CommsData> {
  const results = await Promise.all(READ_TABLES.map((table) => readRecords(db, table)));
  const data = Object.fromEntries(READ_TABLES.map((table, index) => [table, results[index]?.records ?? []]));
  return { ...(data as { [T in ReadTable]: RecordOf<T>[] }), corrupt: results.flatMap((result) => result.corrupt) };
}

/** Adds a team note (also how Undo puts a removed note back). */
export function addNote(db: WorkspaceDb, note: CommsNote): Promise<CommsNote> {
  return saveRevision(db, 'commsNotes', note, null);
}

/** Removes a note as the user saw it (not if edited elsewhere meanwhile). */
export function removeNote(db: WorkspaceDb, note: CommsNote): Promise<void> {
  return deleteRevision(db, 'commsNotes', note.id, note.revision);
}

/** Adds a logged call or meeting. */
export function addActivity(db: WorkspaceDb, activity: CommsActivity): Promise<CommsActivity> {
  return saveRevision(db, 'commsActivities', activity, null);
}

/** Keeps a signed message (made here or imported and verified). */
export function addSignedMessage(db: WorkspaceDb, message: SignedMessage): Promise<SignedMessage> {
  return saveRevision(db, 'signedMessages', message, null);
}

/** Marks notes read for one wallet (a member's marks never touch another's). */
export async function markNotesRead(db: WorkspaceDb, wallet: string, noteIds: readonly string[], now: string) {
  await bulkPutRecords(
    db,
    'commsReadMarks',
    noteIds.map((noteId) => ({ id: readMarkId(wallet, noteId), wallet, noteId, readAt: now })),
  );
}
