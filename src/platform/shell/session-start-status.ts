// Whether the session's background work (start-for-session.ts: the chain sync, the ledger poster,
// the team workspace, pins) failed to load, for the line above every page (a small external store).

/** Why the last try failed and when the next comes; null once loaded (or before any failure). */
export type SessionStartProblem = { readonly error: string; readonly retryInMs: number } | null;

let problem: SessionStartProblem = null;
const listeners = new Set<() => void>();

/** Dispatches `retry` when the user asks to try again now (use-sync-engine.ts waits on it). */
export const sessionStartWake = new EventTarget();

/** The current problem (stable between changes, for useSyncExternalStore). */
export function getSessionStartProblem(): SessionStartProblem {
  return problem;
}

/** Subscribes to changes; returns the function that stops. */
export function subscribeSessionStart(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Replaces the problem and tells the subscribers. */
export function setSessionStartProblem(next: SessionStartProblem): void {
  problem = next;
  for (const listener of listeners) listener();
}

/** Cuts the wait before the next try short. */
export function retrySessionStartNow(): void {
  sessionStartWake.dispatchEvent(new Event('retry'));
}
