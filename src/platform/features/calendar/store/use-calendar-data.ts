import { readCalendarData, type CalendarData } from '@/lib/calendar/calendar-read';
import { useLiveQuery, type LiveQueryState } from '@/lib/db/use-live-query';
import type { WorkspaceDb } from '@/lib/db/workspace-db';

/** The Calendar's data, live across tabs (derived events move as their records change). */
export function useCalendarData(db: WorkspaceDb, account: string): LiveQueryState<CalendarData> {
  return useLiveQuery(() => readCalendarData(db, account), [db, account]);
}
