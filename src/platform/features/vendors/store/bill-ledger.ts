// Keeps a bill's journal entry equal to what its rule wants (lib/ledger reconcile, source
// `bill:<id>`): approving posts expense/payable; a change, rejection or void reverses it. Runs
// inside the caller's transaction so the bill and its entry are written together or not at all.
import type { Bill } from '@/lib/db/entities/bill';
import { parseRecord } from '@/lib/db/records';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { postDraft, reverse, type Check } from '@/lib/ledger/entry';
import { canPost, canReverse, closedPeriods } from '@/lib/ledger/period';
import { reconcile } from '@/lib/ledger/reconcile';
import { ensureChart } from '@/lib/ledger/store/chart-store';
import { entryFromRow, entryToRow, periodEventsFromRows } from '@/lib/ledger/store/ledger-rows';
import { billRule, billSource } from '@/platform/features/vendors/model/bill-rules';

/** The tables a bill write touches besides `bills`. */
export const LEDGER_TABLES = (db: WorkspaceDb) => [db.journalEntries, db.ledgerAccounts, db.periodEvents];

/** Posts or reverses the bill's entry; refused (nothing written) when a closed period is in the way. Call inside a transaction. */
export async function reconcileBillEntry(
  db: WorkspaceDb,
  bill: Bill,
  options: { now: string; newId: () => string; by: string | null },
): Promise<Check> {
  const accounts = await ensureChart(db);
  const source = billSource(bill.id);
  const drafts = billRule(bill, { accounts, categoryAccounts: new Map(), walletAccount: () => '' });
  const draft = drafts[0];
  if (draft && !accounts.some((a) => a.id === draft.postings[0]?.accountId && !a.archived)) {
    return {
      ok: false,
      message: 'The expense account of this bill no longer exists or is archived: choose another one.',
    };
  }
  const stored = await db.journalEntries.where('source').equals(source).toArray();
  const existing = stored.filter((row) => row.status === 'posted').map(entryFromRow);
  const plan = reconcile(existing, drafts, (s) => s === source);
  const periods = closedPeriods(periodEventsFromRows(await db.periodEvents.toArray()));
  for (const entry of plan.toReverse) {
    const check = canReverse(entry, entry.date, periods);
    if (!check.ok) return check;
  }
  for (const next of plan.toPost) {
    const check = canPost(next, periods);
    if (!check.ok) return check;
  }
  const writes = [];
  for (const entry of plan.toReverse) {
    const { original, reversal } = reverse(entry, entry.date, options.newId(), options.by);
    writes.push(
      parseRecord(
        'journalEntries',
        entryToRow(original, stored.find((r) => r.id === entry.id)?.recordedAt ?? options.now),
      ),
    );
    writes.push(parseRecord('journalEntries', entryToRow(reversal, options.now)));
  }
  for (const next of plan.toPost)
    writes.push(parseRecord('journalEntries', entryToRow(postDraft(next, options.newId(), options.by), options.now)));
  if (writes.length > 0) await db.journalEntries.bulkPut(writes);
  return { ok: true };
}
