// Closing and reopening periods: events appended in one transaction that numbers them, so the
// closed set derived from them is the same in every tab.
import { parseRecord } from '@/lib/db/records';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { closePeriod, reopenPeriod, type Period, type PeriodEvent } from '@/lib/ledger/period';
import type { StoreResult } from './chart-store';
import type { Actor } from './journal-store';
import { periodEventsFromRows } from './ledger-rows';

type Step = (
  events: readonly PeriodEvent[],
  period: Period,
  at: string,
  by: string,
) => { ok: true; events: PeriodEvent[] } | { ok: false; message: string };

async function record(db: WorkspaceDb, step: Step, period: Period, id: string, actor: Actor): Promise<StoreResult> {
  return db.transaction('rw', db.periodEvents, async () => {
    const rows = await db.periodEvents.toArray();
    const result = step(periodEventsFromRows(rows), period, actor.now, actor.by);
    if (!result.ok) return result;
    const event = result.events[result.events.length - 1];
    const sequence = rows.reduce((max, r) => Math.max(max, r.sequence), 0) + 1;
    await db.periodEvents.add(parseRecord('periodEvents', { ...event, id, sequence }));
    return { ok: true, value: undefined };
  });
}

/** Closes (locks) a period: no entry dated in it can be posted or reversed. */
export function closeLedgerPeriod(db: WorkspaceDb, period: Period, id: string, actor: Actor): Promise<StoreResult> {
  return record(db, closePeriod, period, id, actor);
}

/** Reopens a closed period; the close stays in the history. */
export function reopenLedgerPeriod(db: WorkspaceDb, period: Period, id: string, actor: Actor): Promise<StoreResult> {
  return record(db, reopenPeriod, period, id, actor);
}
