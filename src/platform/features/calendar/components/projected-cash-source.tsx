import { useMemo, type ReactNode } from 'react';
import { MIN_HISTORY_WEEKS } from '@/lib/insights/cash-forecast';
import { runwayFigure } from '@/lib/insights/runway';
import { useInsights } from '@/lib/insights/use-insights';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { projectedCash, shortHistoryNote, type ProjectedCash } from '@/platform/features/calendar/model/projected-cash';

export interface ProjectedCashSourceProps {
  readonly db: WorkspaceDb;
  readonly range: { readonly from: string; readonly to: string };
  readonly children: (projected: ProjectedCash | null) => ReactNode;
}

/**
 * SBI's live cash forecast for the days in view (mounted only while the toggle is on, so the engine
 * only runs when asked), with a note while it is worked out or when an asset has too little history.
 */
export function ProjectedCashSource({ db, range, children }: ProjectedCashSourceProps) {
  const state = useInsights(db);
  const result = state.status === 'ready' ? state.result : null;
  const projected = useMemo(
    () => (result ? projectedCash(result.forecasts, range) : null),
    // The range is a pair of strings: its parts are the real dependencies.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [result, range.from, range.to],
  );
  const note =
    state.status === 'loading'
      ? 'Working out SBI’s cash forecast…'
      : state.status === 'error'
        ? `SBI’s cash forecast could not be worked out: ${state.error}`
        : projected
          ? shortHistoryNote(projected, MIN_HISTORY_WEEKS)
          : null;
  // The runway is SBI's one figure (lib/insights/runway.ts), as on the Dashboard and SBI's overview.
  const runway = result ? runwayFigure(result.forecasts) : null;
  return (
    <>
      <p className="mb-3 text-sm text-muted empty:hidden" role="status" data-testid="projected-cash-note">
        {note ?? ''}
      </p>
      {runway ? (
        <p className="mb-3 text-sm" data-testid="calendar-runway">
          Runway: <span data-testid="runway-value">{runway.text}</span>
        </p>
      ) : null}
      {children(projected)}
    </>
  );
}
