// The year-end close (lib/ledger/year-close.ts decides the entry). Closing a period that is a whole
// fiscal year posts its closing entry, `close:<last day>`, in the same transaction as the close;
// reopening it reverses the entry. The ledger poster runs `yearClosePoster` with the other kinds, so
// a close or reopen made in another tab or on another device (period events are shared, generated
// entries are not) gets its entry here too; re-running writes nothing, as for every kind.
//
// Post once: a closed year with a live closing entry is left alone (nothing can be posted into a
// closed year, so the entry stays right while it is closed); a year without one gets it; a closing
// entry whose period is no longer closed is reversed. A year closed while the Company's fiscal-year
// start was another month keeps its entry until it is reopened.
import { COMPANY_PROFILE_ID } from '@/lib/db/entities/company-profile';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { ACCOUNT_IDS } from '@/lib/ledger/default-chart';
import type { EntryDraft } from '@/lib/ledger/entry';
import { closedPeriods, type Period } from '@/lib/ledger/period';
import type { StoreResult } from '@/lib/ledger/store/chart-store';
import type { Actor } from '@/lib/ledger/store/journal-store';
import { accountFromRow, entryFromRow, periodEventsFromRows } from '@/lib/ledger/store/ledger-rows';
import { closeLedgerPeriod, reopenLedgerPeriod } from '@/lib/ledger/store/period-store';
import { CLOSE_PREFIX, closingDraft, closingSource, isFiscalYear } from '@/lib/ledger/year-close';
import { postRecords, recordPostingTables, type RecordPoster } from './record-posting';

/** The closing entries the closed fiscal years want, and which closing sources the run answers for. */
export const yearClosePoster: RecordPoster = {
  prefix: CLOSE_PREFIX,
  tables: ['companyProfile'],
  async load(db) {
    const profile = await db.companyProfile.get(COMPANY_PROFILE_ID);
    const month = profile?.fiscalYearStartMonth ?? 1;
    const closed = closedPeriods(periodEventsFromRows(await db.periodEvents.toArray()));
    const closedSources = new Set(closed.map(closingSource));
    const live = new Set(
      (await db.journalEntries.where('source').startsWith(CLOSE_PREFIX).toArray())
        .filter((row) => row.status === 'posted' && row.reversedBy === null && row.reversalOf === null)
        .map((row) => row.source),
    );
    const retained = await db.ledgerAccounts.get(ACCOUNT_IDS.retainedEarnings);
    // Without 3200 Retained earnings (deleted while unused) nothing can be closed into it: no entry.
    const years = retained ? closed.filter((p) => isFiscalYear(p, month) && !live.has(closingSource(p))) : [];
    const accounts = years.length > 0 ? (await db.ledgerAccounts.toArray()).map(accountFromRow) : [];
    const drafts: EntryDraft[] = [];
    for (const year of years) {
      // Only the year's own entries are read (the date index), not the whole journal.
      const rows = await db.journalEntries.where('date').between(year.from, year.to, true, true).toArray();
      const draft = closingDraft(rows.map(entryFromRow), accounts, year);
      if (draft) drafts.push(draft);
    }
    const wanted = new Set(drafts.map((d) => d.source));
    return {
      drafts: () => drafts,
      claims: [],
      // A live entry of a year still closed is kept; one whose period was reopened is reversed.
      inScope: (source) => wanted.has(source) || !closedSources.has(source),
    };
  },
};

type Step = (db: WorkspaceDb, period: Period, id: string, actor: Actor) => Promise<StoreResult>;

/** Why a fiscal year cannot be closed into 3200 Retained earnings now, or null. */
async function retainedRefusal(db: WorkspaceDb, period: Period): Promise<string | null> {
  const profile = await db.companyProfile.get(COMPANY_PROFILE_ID);
  if (!isFiscalYear(period, profile?.fiscalYearStartMonth ?? 1)) return null;
  const retained = await db.ledgerAccounts.get(ACCOUNT_IDS.retainedEarnings);
  if (!retained) return 'The chart has no retained earnings account (3200) to close the year into; add it first';
  if (retained.archived) return `${retained.code} ${retained.name} is archived; restore it to close the year into it`;
  return null;
}

/** A period step (close or reopen) and the closing entries it changes, in one transaction. */
function withYearClose(step: Step, closing: boolean) {
  return (db: WorkspaceDb, period: Period, id: string, actor: Actor, newId: () => string): Promise<StoreResult> =>
    db.transaction('rw', recordPostingTables(db, [yearClosePoster]), async () => {
      const refusal = closing ? await retainedRefusal(db, period) : null;
      if (refusal) return { ok: false, message: refusal };
      const result = await step(db, period, id, actor);
      if (!result.ok) return result;
      await postRecords(db, [yearClosePoster], { now: actor.now, newId, by: actor.by });
      return result;
    });
}

/**
 * Closes a period (no entry can be posted or reversed in it); a whole fiscal year also gets its
 * closing entry, in the same transaction.
 */
export const closeBooksPeriod = withYearClose(closeLedgerPeriod, true);

/** Reopens a closed period; a fiscal year's closing entry is reversed in the same transaction. */
export const reopenBooksPeriod = withYearClose(reopenLedgerPeriod, false);
