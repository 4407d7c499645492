// Following the database outside React, for the stores and engines that keep their own state (the
// journal's and the transaction list's windows, the sync engine's plans, the ledger poster): the
// only Dexie they need, kept here so Dexie stays in lib/db (the package-limits lint rule).
// React components use useLiveQuery (use-live-query.ts).
import { Dexie, liveQuery, type ObservabilitySet } from 'dexie';

/** A running watch; `unsubscribe` stops it. */
export interface QueryWatch {
  unsubscribe(): void;
}

/**
 * Runs `query` and again whenever the data it read changes, in this tab or another (Dexie's
 * liveQuery); `next` hears each result, `error` a failed run.
 */
export function watchQuery<T>(
  query: () => Promise<T>,
  observer: { readonly next: (value: T) => void; readonly error: (error: unknown) => void },
): QueryWatch {
  return liveQuery(query).subscribe(observer);
}

/** What a committed write touched, by database and table (read with changedKeys). */
export type ChangedParts = ObservabilitySet;

/** Calls `listener` after every committed write, in this tab or another; returns the stop. */
export function onStorageMutated(listener: (parts: ChangedParts) => void): () => void {
  Dexie.on('storagemutated', listener);
  return () => Dexie.on.storagemutated.unsubscribe(listener);
}
