// What this tab's coordinator is doing, for the Company page (a small external store).
import type { TeamEngine } from './load-team';
import type { TeamDevice } from './team-device';

/** The coordinator in this tab: none (single-browser), in another tab, starting, running, or failed to start. */
export type TeamStatus =
  | { readonly kind: 'off' }
  | { readonly kind: 'other-tab' }
  | { readonly kind: 'starting' }
  | {
      readonly kind: 'running';
      readonly device: TeamDevice;
      readonly engine: TeamEngine;
      readonly error: string | null;
    }
  | { readonly kind: 'failed'; readonly error: string };

let status: TeamStatus = { kind: 'off' };
const listeners = new Set<() => void>();

/** The current status (stable between changes, for useSyncExternalStore). */
export function getTeamStatus(): TeamStatus {
  return status;
}

/** Subscribes to status changes; returns the function that stops. */
export function subscribeTeamStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Replaces the status and tells the subscribers. */
export function setTeamStatus(next: TeamStatus): void {
  status = next;
  for (const listener of listeners) listener();
}
