import { useMemo } from 'react';
import { useLiveQuery, type LiveQueryState } from '@/lib/db/use-live-query';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { buildOverview, type Overview } from './overview-model';
import { readOverview, type OverviewRecords } from './read-overview';

/** The workspace's records for the overview, live across tabs (the engine's writes included). */
export function useOverviewRecords(db: WorkspaceDb, account: string, today: string): LiveQueryState<OverviewRecords> {
  return useLiveQuery(() => readOverview(db, account, today), [db, account, today]);
}

/** The overview's read models at `today`, recomputed whenever the records change. */
export function useOverview(
  db: WorkspaceDb,
  account: string,
  today: string,
): LiveQueryState<{ records: OverviewRecords; overview: Overview }> {
  const state = useOverviewRecords(db, account, today);
  return useMemo(
    () =>
      state.status === 'ready'
        ? { status: 'ready', data: { records: state.data, overview: buildOverview(state.data, today) } }
        : state,
    [state, today],
  );
}
