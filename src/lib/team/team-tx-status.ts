// The team workspace's recent transactions in this tab, for the Team workspace tab's progress (the
// kit's TxProgress, as every page that sends shows it): each line follows its send's steps from the
// check to mined or failed. A small external store, like team-status.ts.
import type { TeamTxProgress } from './team-send';

/** How many of the latest transactions the tab shows (a set-up sends five). */
export const TEAM_TX_SHOWN = 5;

let lines: readonly TeamTxProgress[] = [];
const listeners = new Set<() => void>();

/** The latest transactions, oldest first (stable between changes, for useSyncExternalStore). */
export function getTeamTxs(): readonly TeamTxProgress[] {
  return lines;
}

/** Subscribes to changes; returns the function that stops. */
export function subscribeTeamTxs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A send's new step: its line is replaced in place, or added (the oldest beyond the limit dropped). */
export function reportTeamTx(progress: TeamTxProgress): void {
  const at = lines.findIndex((line) => line.key === progress.key);
  lines =
    at >= 0 ? lines.map((line, index) => (index === at ? progress : line)) : [...lines, progress].slice(-TEAM_TX_SHOWN);
  for (const listener of listeners) listener();
}

/** Forgets the lines (the coordinator stopped, or another account's session began). */
export function clearTeamTxs(): void {
  if (lines.length === 0) return;
  lines = [];
  for (const listener of listeners) listener();
}
