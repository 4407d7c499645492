// Manual journal use cases: post a balanced entry, reverse a posted one. Each runs in one
// transaction that re-reads the closed periods, so a period closed in another tab a moment ago
// still refuses the entry.
import { parseRecord } from '@/lib/db/records';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { checkBalanced, postDraft, reverse, type Check, type EntryDraft } from '@/lib/ledger/entry';
import { canPost, canReverse, closedPeriods } from '@/lib/ledger/period';
import type { StoreResult } from './chart-store';
import { commodityInfos } from './commodity-infos';
import { entryFromRow, entryToRow, periodEventsFromRows } from './ledger-rows';

export interface Actor {
  /** The team member's wallet address. */
  readonly by: string;
  /** ISO time (the caller's clock). */
  readonly now: string;
}

/** Whether every posting's account exists and is not archived (read inside the caller's transaction over ledgerAccounts). */
export async function accountsRefusal(db: WorkspaceDb, entry: Pick<EntryDraft, 'postings'>): Promise<Check> {
  const accounts = new Map((await db.ledgerAccounts.toArray()).map((a) => [a.id, a]));
  for (const posting of entry.postings) {
    const account = accounts.get(posting.accountId);
    if (!account) return { ok: false, message: `The account ${posting.accountId} does not exist` };
    if (account.archived) return { ok: false, message: `${account.code} ${account.name} is archived` };
  }
  return { ok: true };
}

/** Whether an entry may enter the books now: dated outside closed periods, on live accounts (inside a transaction over periodEvents and ledgerAccounts). */
export async function postingRefusal(db: WorkspaceDb, entry: Pick<EntryDraft, 'date' | 'postings'>): Promise<Check> {
  const periods = closedPeriods(periodEventsFromRows(await db.periodEvents.toArray()));
  const allowed = canPost(entry, periods);
  return allowed.ok ? accountsRefusal(db, entry) : allowed;
}

/** Posts a manual entry: balanced per commodity, dated outside closed periods, on live accounts. */
export async function postManualEntry(
  db: WorkspaceDb,
  draft: Omit<EntryDraft, 'source'>,
  id: string,
  actor: Actor,
): Promise<StoreResult<string>> {
  const entry: EntryDraft = { ...draft, source: 'manual' };
  const tokens = await db.knownTokens.toArray();
  const balanced = checkBalanced(
    entry,
    commodityInfos(
      entry.postings.map((p) => p.commodity),
      tokens,
    ),
  );
  if (!balanced.ok) return balanced;
  return db.transaction('rw', db.journalEntries, db.periodEvents, db.ledgerAccounts, async () => {
    const allowed = await postingRefusal(db, entry);
    if (!allowed.ok) return allowed;
    await db.journalEntries.add(parseRecord('journalEntries', entryToRow(postDraft(entry, id, actor.by), actor.now)));
    return { ok: true, value: id };
  });
}

/** Reverses a posted entry on `date` (a new entry, linked both ways); refused in closed periods. */
export async function reverseEntry(
  db: WorkspaceDb,
  entryId: string,
  date: string,
  reversalId: string,
  actor: Actor,
): Promise<StoreResult<string>> {
  return db.transaction('rw', db.journalEntries, db.periodEvents, async () => {
    const row = await db.journalEntries.get(entryId);
    if (!row) return { ok: false, message: 'No such entry' };
    if (row.status !== 'posted') return { ok: false, message: 'Only a posted entry can be reversed' };
    if (row.reversedBy !== null) return { ok: false, message: `Already reversed by ${row.reversedBy}` };
    if (row.reversalOf !== null)
      return { ok: false, message: 'A reversal is not reversed again; post a new entry instead' };
    const periods = closedPeriods(periodEventsFromRows(await db.periodEvents.toArray()));
    const allowed = canReverse(row, date, periods);
    if (!allowed.ok) return allowed;
    const { original, reversal } = reverse(entryFromRow(row), date, reversalId, actor.by);
    await db.journalEntries.bulkPut([
      parseRecord('journalEntries', { ...row, reversedBy: original.reversedBy }),
      parseRecord('journalEntries', entryToRow(reversal, actor.now)),
    ]);
    return { ok: true, value: reversalId };
  });
}
