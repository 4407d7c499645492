// The one door to the team documents: Automerge's JavaScript and its WASM load only when a team
// workspace is used, in their own chunk and asset; the single-browser app never fetches them.
import type * as Engine from './team-doc-engine';

export type TeamDocEngine = typeof Engine;

let loading: Promise<TeamDocEngine> | undefined;

/** Loads the engine chunk and starts Automerge's WASM (once; a failed load can be retried). */
export function loadTeamDocEngine(): Promise<TeamDocEngine> {
  loading ??= Promise.all([import('./team-doc-engine'), import('@automerge/automerge/automerge.wasm?url')]).then(
    async ([engine, wasm]) => {
      await engine.startAutomerge(wasm.default);
      return engine;
    },
  );
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
