// Tests' handle on a running ledger poster: start it and wait for a run that meets a condition
// (never a sleep). Never imported by app code.
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { startLedgerPoster } from './ledger-poster';
import type { PostSummary } from './post-transactions';

/** Starts the poster on `db`; `next(until)` resolves at the first later run whose summary meets `until`. */
export function watchPoster(db: WorkspaceDb, now: string) {
  const runs: PostSummary[] = [];
  const waiters: { until: (s: PostSummary) => boolean; resolve: () => void }[] = [];
  const stop = startLedgerPoster({
    db,
    now: () => new Date(now),
    onRun: (summary) => {
      runs.push(summary);
      for (const w of waiters.splice(0)) (w.until(summary) ? w.resolve : () => waiters.push(w))();
    },
  });
  const next = (until: (s: PostSummary) => boolean) => new Promise<void>((resolve) => waiters.push({ until, resolve }));
  return { runs, next, stop };
}
