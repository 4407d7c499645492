// The one place a posting plan reaches the journal, with the one closed-period policy (README):
// a source whose change a closed period refuses is held, never lost and never half-written.
//
// Per source: its reversals and its new entry are written together, or, when any of them falls in
// a closed period, none is and a draft `held:<source>` (status draft, `heldReason` set) records
// what would have been posted. Drafts are not in the books or the exports; the Accounting page
// lists them; the ledger poster runs every kind again when a period is closed or reopened, so
// reopening posts the change and removes the draft. A held draft whose source no longer needs a
// change is removed.
import { bulkPutNamed } from '@/lib/db/changed-keys';
import { heldEntryId, type JournalEntry } from '@/lib/db/entities/journal-entry';
import { parseRecord } from '@/lib/db/records';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { postDraft, reverse, type Check, type Entry, type EntryDraft } from '@/lib/ledger/entry';
import { canPost, canReverse, closedPeriods, type Period } from '@/lib/ledger/period';
import type { Reconciliation } from '@/lib/ledger/reconcile';
import { closingSource, isClosingEntry } from '@/lib/ledger/year-close';
import { entryToRow, periodEventsFromRows } from '@/lib/ledger/store/ledger-rows';

export interface ApplyOptions {
  /** ISO time of the write. */
  readonly now: string;
  /** The id of a new entry or reversal (given the source it belongs to). */
  readonly newId: (source: string) => string;
  /** Who posts (postedBy): the connected wallet for a page's action, null for the poster. */
  readonly by?: string | null;
}

/** What one application did, per source. */
export interface ApplySummary {
  readonly posted: number;
  readonly reversed: number;
  /** Sources whose change waits in a held draft for a closed period to reopen. */
  readonly held: string[];
}

interface SourcePlan {
  draft: EntryDraft | null;
  toReverse: Entry[];
}

// A reversal is dated on the day of the entry it cancels, so the corrected books of that day (and
// its period) show the change and nothing moves between periods.
function blockedBy(plan: SourcePlan, periods: readonly Period[]): Check {
  for (const entry of plan.toReverse) {
    const check = canReverse(entry, entry.date, periods);
    if (!check.ok) return check;
  }
  return plan.draft ? canPost(plan.draft, periods) : { ok: true };
}

// A year's closing entry is dated on the year's last day, inside the year it closes: that one closed
// period does not hold it (every other closed period does, as for any kind).
function periodsFor(source: string, periods: readonly Period[]): readonly Period[] {
  return isClosingEntry({ source }) ? periods.filter((p) => closingSource(p) !== source) : periods;
}

function heldDraft(source: string, plan: SourcePlan, reason: string, now: string): JournalEntry {
  const reversed = plan.toReverse[0];
  const draft: EntryDraft = plan.draft ?? {
    date: reversed?.date ?? now.slice(0, 10),
    memo: `Reversal of ${reversed?.id ?? source}`,
    postings: reversed ? reversed.postings.map((p) => ({ ...p, amount: -p.amount })) : [],
    source,
  };
  const entry: Entry = {
    ...draft,
    id: heldEntryId(source),
    status: 'draft',
    postedBy: null,
    reversalOf: null,
    reversedBy: null,
  };
  return parseRecord('journalEntries', entryToRow(entry, now, reason));
}

function heldContent(row: JournalEntry): string {
  return JSON.stringify([row.date, row.memo, row.postings, row.heldReason]);
}

/** Whether a stored row is a held draft (not a manual one). */
export function isHeldDraft(row: JournalEntry): boolean {
  return row.status === 'draft' && row.id === heldEntryId(row.source);
}

/**
 * Writes a plan under the closed periods: each source's change whole, or held. `stored` are the
 * journal rows of the sources in scope (their held drafts are replaced or removed). Call inside a
 * rw transaction over journalEntries and periodEvents.
 */
export async function applyPlan(
  db: WorkspaceDb,
  plan: Reconciliation,
  stored: readonly JournalEntry[],
  options: ApplyOptions,
): Promise<ApplySummary> {
  const periods = closedPeriods(periodEventsFromRows(await db.periodEvents.toArray()));
  const bySource = new Map<string, SourcePlan>();
  const planOf = (source: string): SourcePlan => {
    const found = bySource.get(source);
    if (found) return found;
    const created: SourcePlan = { draft: null, toReverse: [] };
    bySource.set(source, created);
    return created;
  };
  for (const entry of plan.toReverse) planOf(entry.source).toReverse.push(entry);
  for (const draft of plan.toPost) planOf(draft.source).draft = draft;

  const by = options.by ?? null;
  const writes: JournalEntry[] = [];
  const held: string[] = [];
  let posted = 0;
  let reversed = 0;
  for (const [source, sourcePlan] of bySource) {
    const check = blockedBy(sourcePlan, periodsFor(source, periods));
    if (!check.ok) {
      const draft = heldDraft(source, sourcePlan, check.message, options.now);
      // Each run proposes the held change again: rewrite the draft only when it says something new.
      const before = stored.find((row) => row.id === draft.id);
      if (!before || heldContent(before) !== heldContent(draft)) writes.push(draft);
      held.push(source);
      continue;
    }
    for (const entry of sourcePlan.toReverse) {
      const { original, reversal } = reverse(entry, entry.date, options.newId(source), by);
      const recordedAt = stored.find((r) => r.id === entry.id)?.recordedAt ?? options.now;
      writes.push(parseRecord('journalEntries', entryToRow(original, recordedAt)));
      writes.push(parseRecord('journalEntries', entryToRow(reversal, options.now)));
      reversed += 1;
    }
    if (sourcePlan.draft) {
      const entry = postDraft(sourcePlan.draft, options.newId(source), by);
      writes.push(parseRecord('journalEntries', entryToRow(entry, options.now)));
      posted += 1;
    }
  }
  // A held draft whose source now needs nothing (or was just posted) has done its job.
  const heldNow = new Set(held.map(heldEntryId));
  const stale = stored.filter((row) => isHeldDraft(row) && !heldNow.has(row.id)).map((row) => row.id);
  // Put in batches Dexie names by key: the journal's live table reads back these entries, not the journal.
  if (writes.length > 0) await bulkPutNamed(db.journalEntries, writes);
  if (stale.length > 0) await db.journalEntries.bulkDelete(stale);
  return { posted, reversed, held };
}
