import { useLiveQuery, type LiveQueryState } from '@/lib/db/use-live-query';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { buildOverview, type Overview } from './overview-model';
import { readOverview, type OverviewRecords } from './read-overview';

/** The workspace's records for the overview, live across tabs (the engine's writes included). */
export function useOverviewRecords(db: WorkspaceDb, account: string, today: string): LiveQueryState<OverviewRecords> {
  return useLiveQuery(() => readOverview(db, account, today), [db, account, today]);
}

/** A macrotask boundary: the work after it is a task of its own (short tasks keep the page responsive). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The overview's read models at `today`, recomputed whenever the records change. Computed in the
 * query, in its own task after the reads (not while React renders), so neither is one long task.
 */
export function useOverview(
  db: WorkspaceDb,
  account: string,
  today: string,
): LiveQueryState<{ records: OverviewRecords; overview: Overview }> {
  return useLiveQuery(async () => {
    const records = await readOverview(db, account, today);
    // Every read of the query is done: leaving Dexie's zone here loses no change tracking.
    await nextTask();
    return { records, overview: buildOverview(records, today, new Date().toISOString()) };
  }, [db, account, today]);
}
