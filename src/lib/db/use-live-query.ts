import { Dexie, liveQuery } from 'dexie';
import { startTransition, useEffect, useState, type DependencyList } from 'react';

/** The state of a live query: loading first, then the latest result or the latest error. */
export type LiveQueryState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'error'; readonly error: unknown };

const LOADING = { status: 'loading' } as const;

// Dexie's liveQuery silently never answers without IndexedDB (it assumes server rendering); a
// browser without it (storage disabled, some private modes) must hear about it instead.
const NO_INDEXED_DB = {
  status: 'error',
  error: new Dexie.MissingAPIError('IndexedDB is not available in this browser'),
} as const;

function sameDeps(a: DependencyList, b: DependencyList): boolean {
  return a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
}

/**
 * Runs a Dexie query and re-runs it whenever the data it read changes, in this tab or any other
 * (Dexie 4 broadcasts mutations over BroadcastChannel). Our own small dexie-react-hooks; a result
 * of earlier deps is never returned for new ones (loading instead).
 */
export function useLiveQuery<T>(querier: () => Promise<T>, deps: DependencyList): LiveQueryState<T> {
  const [result, setResult] = useState<{ deps: DependencyList; state: LiveQueryState<T> } | null>(null);
  const available = !!Dexie.dependencies.indexedDB;
  useEffect(() => {
    if (!available) return;
    // A result is rendered as a transition: React then renders it in slices of a few milliseconds
    // that yield to input, instead of one long task per result (a page over a large workspace
    // renders many rows and figures; on a slow phone that blocked the page for hundreds of ms).
    const subscription = liveQuery(querier).subscribe({
      next: (data) => startTransition(() => setResult({ deps, state: { status: 'ready', data } })),
      error: (error: unknown) => startTransition(() => setResult({ deps, state: { status: 'error', error } })),
    });
    return () => subscription.unsubscribe();
    // The caller's deps decide when the query changes, as in dexie-react-hooks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  if (!available) return NO_INDEXED_DB;
  return result && sameDeps(result.deps, deps) ? result.state : LOADING;
}
