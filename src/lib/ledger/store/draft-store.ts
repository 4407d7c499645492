// Manual drafts: an entry saved before it is finished. A draft is not in the books (reports and
// exports read posted entries only), so it may be out of balance and dated in a closed period;
// posting it checks everything a new entry is checked for. Held drafts (`held:<source>`, written by
// the ledger poster) are the poster's, never posted or deleted here.
import type { JournalEntry } from '@/lib/db/entities/journal-entry';
import { parseRecord } from '@/lib/db/records';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { checkBalanced, type Entry, type EntryDraft } from '@/lib/ledger/entry';
import type { StoreResult } from './chart-store';
import { commodityInfos } from './commodity-infos';
import { accountsRefusal, postingRefusal, type Actor } from './journal-store';
import { entryFromRow, entryToRow } from './ledger-rows';

const isManualDraft = (row: JournalEntry) =>
  row.status === 'draft' && row.source === 'manual' && row.heldReason === null;

async function manualDraft(db: WorkspaceDb, id: string): Promise<StoreResult<JournalEntry>> {
  const row = await db.journalEntries.get(id);
  if (!row) return { ok: false, message: 'No such draft: it was posted or deleted meanwhile' };
  if (!isManualDraft(row)) return { ok: false, message: 'Only a manual draft can be posted or deleted here' };
  return { ok: true, value: row };
}

/** Saves a manual entry as a draft (any balance, any date); `postedBy` records who saved it. */
export async function saveManualDraft(
  db: WorkspaceDb,
  draft: Omit<EntryDraft, 'source'>,
  id: string,
  actor: Actor,
): Promise<StoreResult<string>> {
  if (draft.postings.length === 0) return { ok: false, message: 'Enter at least one line' };
  return db.transaction('rw', db.journalEntries, db.ledgerAccounts, async () => {
    const accounts = await accountsRefusal(db, draft);
    if (!accounts.ok) return accounts;
    const entry: Entry = {
      ...draft,
      source: 'manual',
      id,
      status: 'draft',
      postedBy: actor.by,
      reversalOf: null,
      reversedBy: null,
    };
    await db.journalEntries.add(parseRecord('journalEntries', entryToRow(entry, actor.now)));
    return { ok: true, value: id };
  });
}

/**
 * Posts a manual draft under its id: refused unless it balances per commodity, its date is outside
 * closed periods and its accounts are live. `postedBy` becomes who posted it, `recordedAt` now.
 */
export async function postManualDraft(db: WorkspaceDb, id: string, actor: Actor): Promise<StoreResult<string>> {
  return db.transaction('rw', [db.journalEntries, db.periodEvents, db.ledgerAccounts, db.knownTokens], async () => {
    const found = await manualDraft(db, id);
    if (!found.ok) return found;
    const entry = entryFromRow(found.value);
    const balanced = checkBalanced(
      entry,
      commodityInfos(
        entry.postings.map((p) => p.commodity),
        await db.knownTokens.toArray(),
      ),
    );
    if (!balanced.ok) return balanced;
    const allowed = await postingRefusal(db, entry);
    if (!allowed.ok) return allowed;
    await db.journalEntries.put(
      parseRecord('journalEntries', { ...found.value, status: 'posted', postedBy: actor.by, recordedAt: actor.now }),
    );
    return { ok: true, value: id };
  });
}

/** Deletes a manual draft; returns it, so the page can offer Undo (`restoreManualDraft`). */
export async function deleteManualDraft(db: WorkspaceDb, id: string): Promise<StoreResult<JournalEntry>> {
  return db.transaction('rw', db.journalEntries, async () => {
    const found = await manualDraft(db, id);
    if (found.ok) await db.journalEntries.delete(id);
    return found;
  });
}

/** Puts a deleted manual draft back (Undo); refused if its id is taken again. */
export async function restoreManualDraft(db: WorkspaceDb, row: JournalEntry): Promise<StoreResult> {
  if (!isManualDraft(row)) return { ok: false, message: 'Only a manual draft can be restored' };
  return db.transaction('rw', db.journalEntries, async () => {
    if (await db.journalEntries.get(row.id)) return { ok: false, message: 'The draft exists already' };
    await db.journalEntries.add(parseRecord('journalEntries', row));
    return { ok: true, value: undefined };
  });
}
