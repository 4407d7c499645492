// The one door to the coordinator for the UI: it loads (and starts) Automerge through team/doc's
// door first, then the coordinator's chunk, so a single-browser workspace fetches none of it.
import { loadTeamDocEngine } from './doc/load-team-docs';
import type * as Engine from './team-engine';

export type TeamEngine = typeof Engine;

/** Loads the team documents' engine and the coordinator (once each; a failed load can be retried). */
export async function loadTeamEngine(): Promise<TeamEngine> {
  await loadTeamDocEngine();
  return import('./team-engine');
}
