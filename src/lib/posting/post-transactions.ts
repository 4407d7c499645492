// Runs the transaction posting rules for some chain rows and writes the result in one transaction:
// new entries, reversals of changed ones, and held drafts for what a closed period refuses.
//
// Held, not lost: when a source's change cannot be made (its entry or its reversal falls in a
// closed period) nothing of that source is written; instead a draft `held:<source>` (status
// draft, `heldReason` set) records what would have been posted. Drafts are not in the books or
// the exports, the Accounting page lists them, and the ledger poster runs the source again when
// periods change, so reopening the period posts it and removes the draft.
import { heldEntryId } from '@/lib/db/entities/journal-entry';
import { parseRecord } from '@/lib/db/records';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { postDraft, reverse, type Check, type Entry, type EntryDraft } from '@/lib/ledger/entry';
import { canPost, canReverse, closedPeriods, type Period } from '@/lib/ledger/period';
import { reconcile } from '@/lib/ledger/reconcile';
import { runRules } from '@/lib/ledger/run-rules';
import { TX_RULES, txFeeRule, txSources, txValueRule, type TxInput } from '@/lib/ledger/tx-rules';
import { ensureChart } from '@/lib/ledger/store/chart-store';
import { entryFromRow, entryToRow, periodEventsFromRows } from '@/lib/ledger/store/ledger-rows';

export interface PostOptions {
  /** ISO time of the write. */
  readonly now: string;
  readonly newId: () => string;
  /**
   * Rows whose value another rule posts (an invoice's or bill's payment posts the wallet leg): their
   * value entry is not made (and reversed if it was); their fee entry still is.
   */
  readonly claimed?: ReadonlySet<string>;
}

/** What one run did, per source: counts for tests and logs. */
export interface PostSummary {
  readonly posted: number;
  readonly reversed: number;
  readonly held: string[];
}

interface SourcePlan {
  draft: EntryDraft | null;
  toReverse: Entry[];
}

// A reversal is dated on the day of the entry it cancels, so the corrected books of that day (and
// its period) show the new classification and nothing moves between periods.
function blockedBy(plan: SourcePlan, periods: readonly Period[]): Check {
  for (const entry of plan.toReverse) {
    const check = canReverse(entry, entry.date, periods);
    if (!check.ok) return check;
  }
  return plan.draft ? canPost(plan.draft, periods) : { ok: true };
}

function heldDraft(source: string, plan: SourcePlan, reason: string, now: string) {
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

/** Posts (and re-posts) the entries of `rows`; running it again with the same rows writes nothing. */
export async function postTransactions(
  db: WorkspaceDb,
  rows: readonly TxInput[],
  options: PostOptions,
): Promise<PostSummary> {
  if (rows.length === 0) return { posted: 0, reversed: 0, held: [] };
  const sources = new Set(rows.flatMap(txSources));
  return db.transaction('rw', [db.journalEntries, db.ledgerAccounts, db.periodEvents, db.treasuryWallets], async () => {
    const before = await ensureChart(db);
    const wallets = (await db.treasuryWallets.toArray()).map((w) => ({
      chainId: w.chainId,
      address: w.address,
      label: w.label,
    }));
    const claimed = options.claimed;
    const rules = claimed?.size
      ? [
          (row: TxInput, context: Parameters<typeof txValueRule>[1]) =>
            claimed.has(row.id) ? [] : txValueRule(row, context),
          txFeeRule,
        ]
      : TX_RULES;
    const { drafts, accounts } = runRules(rows, rules, { accounts: before, wallets });
    const stored = await db.journalEntries
      .where('source')
      .anyOf([...sources])
      .toArray();
    const existing = stored.filter((row) => row.status === 'posted').map(entryFromRow);
    const heldIds = new Set(stored.filter((row) => row.status === 'draft').map((row) => row.id));
    const plan = reconcile(existing, drafts, (source) => sources.has(source));
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

    const writes = [];
    const held: string[] = [];
    let posted = 0;
    let reversed = 0;
    for (const [source, sourcePlan] of bySource) {
      const check = blockedBy(sourcePlan, periods);
      if (!check.ok) {
        writes.push(heldDraft(source, sourcePlan, check.message, options.now));
        heldIds.delete(heldEntryId(source));
        held.push(source);
        continue;
      }
      for (const entry of sourcePlan.toReverse) {
        const { original, reversal } = reverse(entry, entry.date, options.newId(), null);
        writes.push(
          parseRecord(
            'journalEntries',
            entryToRow(original, stored.find((r) => r.id === entry.id)?.recordedAt ?? options.now),
          ),
        );
        writes.push(parseRecord('journalEntries', entryToRow(reversal, options.now)));
        reversed += 1;
      }
      if (sourcePlan.draft) {
        writes.push(
          parseRecord('journalEntries', entryToRow(postDraft(sourcePlan.draft, options.newId(), null), options.now)),
        );
        posted += 1;
      }
    }
    // A held draft whose source now needs nothing (or was just posted) has done its job.
    const stale = [...heldIds].filter((id) => !held.some((source) => heldEntryId(source) === id));
    const known = new Set(before.map((a) => a.id));
    const created = accounts
      .filter((a) => !known.has(a.id))
      .map((a) => parseRecord('ledgerAccounts', { ...a, revision: 1 }));
    if (created.length > 0) await db.ledgerAccounts.bulkAdd(created);
    if (writes.length > 0) await db.journalEntries.bulkPut(writes);
    if (stale.length > 0) await db.journalEntries.bulkDelete(stale);
    return { posted, reversed, held };
  });
}
