// Entries a page generates from something it knows (a token's issuance): each carries a unique
// source and is posted once; a source that already has a live entry is never posted again, so
// pressing "post" twice, or in two tabs, writes nothing the second time. A closed period holds the
// entry as a draft (apply-plan.ts), posted by the ledger poster when the period reopens.
import type { JournalEntry } from '@/lib/db/entities/journal-entry';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { checkBalanced, type EntryDraft } from '@/lib/ledger/entry';
import type { Actor } from '@/lib/ledger/store/journal-store';
import { applyPlan } from './apply-plan';

/** What a run did: entries posted, sources already in the journal, drafts held or refused with the reason. */
export interface SourcedPostSummary {
  readonly posted: readonly string[];
  readonly existing: readonly string[];
  /** Sources a closed period holds as drafts until it reopens. */
  readonly held: readonly string[];
  readonly refused: readonly { readonly source: string; readonly message: string }[];
}

/** Whether a stored row is a live posted entry (neither reversed nor a reversal). */
function isLiveRow(row: JournalEntry): boolean {
  return row.status === 'posted' && row.reversalOf === null && row.reversedBy === null;
}

/**
 * Posts each draft whose source has no live entry yet, in one transaction that re-reads the
 * journal, the chart and the closed periods. `idFor(source, earlier)` names the new entry
 * (`earlier`: how many posted entries, reversed ones included, the source already has).
 */
export async function postSourcedEntries(
  db: WorkspaceDb,
  drafts: readonly EntryDraft[],
  idFor: (source: string, earlier: number) => string,
  actor: Actor,
): Promise<SourcedPostSummary> {
  return db.transaction('rw', db.journalEntries, db.periodEvents, db.ledgerAccounts, async () => {
    const accounts = new Map((await db.ledgerAccounts.toArray()).map((a) => [a.id, a]));
    const existing: string[] = [];
    const refused: { source: string; message: string }[] = [];
    const toPost: EntryDraft[] = [];
    const stored: JournalEntry[] = [];
    const earlier = new Map<string, number>();
    for (const draft of drafts) {
      const rows = await db.journalEntries.where('source').equals(draft.source).toArray();
      if (rows.some(isLiveRow)) {
        existing.push(draft.source);
        continue;
      }
      const refusal = checkDraft(draft, accounts);
      if (refusal) {
        refused.push({ source: draft.source, message: refusal });
        continue;
      }
      stored.push(...rows);
      earlier.set(draft.source, rows.filter((row) => row.status === 'posted').length);
      toPost.push(draft);
    }
    const { held } = await applyPlan(db, { toPost, toReverse: [] }, stored, {
      now: actor.now,
      by: actor.by,
      newId: (source) => idFor(source, earlier.get(source) ?? 0),
    });
    const posted = toPost.map((draft) => draft.source).filter((source) => !held.includes(source));
    return { posted, existing, held, refused };
  });
}

function checkDraft(
  draft: EntryDraft,
  accounts: ReadonlyMap<string, { code: string; name: string; archived: boolean }>,
): string | null {
  const balanced = checkBalanced(draft);
  if (!balanced.ok) return balanced.message;
  for (const posting of draft.postings) {
    const account = accounts.get(posting.accountId);
    if (!account) return `The account ${posting.accountId} does not exist`;
    if (account.archived) return `${account.code} ${account.name} is archived`;
  }
  return null;
}
