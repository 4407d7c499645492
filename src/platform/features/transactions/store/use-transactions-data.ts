import { useMemo, useRef, useState } from 'react';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import type { CorruptRecord } from '@/lib/db/records';
import { useLiveQuery, type LiveQueryState } from '@/lib/db/use-live-query';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { mergeRows } from '@/platform/features/transactions/model/merge-rows';
import { createChunkedChecker, createTransactionChecker } from './transaction-rows';
import {
  readAllTransactions,
  readNewestTransactions,
  readTransactionsById,
  readWatchContext,
  type ReadProgress,
  type WatchContext,
} from './transactions-store';

export type TransactionsState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: unknown }
  | {
      readonly status: 'ready';
      readonly rows: readonly ChainTransaction[];
      readonly corrupt: readonly CorruptRecord[];
      /** Null once every row has been read; how far the first full read is until then. */
      readonly loading: ReadProgress | null;
    };

const NO_ROWS: readonly ChainTransaction[] = [];
const NO_IDS: readonly string[] = [];

/**
 * The chain rows, live, in three reads: the newest rows (shown at once, re-read on every change),
 * every row (read in chunks; re-read on every change with unchanged rows not re-checked), and the
 * rows in `watched` (the open detail panel), so an edit of an old row shows without waiting for
 * the full read. Where they overlap, the copy with the newer updatedAt wins.
 */
export function useTransactions(db: WorkspaceDb, watched: readonly string[] = NO_IDS): TransactionsState {
  const checkers = useMemo(
    () => ({ newest: createTransactionChecker(), watched: createTransactionChecker(), full: createChunkedChecker() }),
    [],
  );
  const [progress, setProgress] = useState<ReadProgress>({ loaded: 0, total: 0 });
  const fullDone = useRef(false);
  const newest = useLiveQuery(() => readNewestTransactions(db, checkers.newest), [db, checkers]);
  // The full read starts once the newest rows are in, so its first chunks do not delay them.
  const newestIn = newest.status !== 'loading';
  const full = useLiveQuery(async () => {
    if (!newestIn) return null;
    const result = await readAllTransactions(db, checkers.full, (next) => {
      // Progress is only shown for the first read; later re-reads stay silent (no re-render per chunk).
      if (!fullDone.current) setProgress(next);
    });
    fullDone.current = true;
    return result;
  }, [db, checkers, newestIn]);
  const watchedKey = watched.join('\n');
  const open = useLiveQuery(
    () => readTransactionsById(db, watchedKey ? watchedKey.split('\n') : [], checkers.watched),
    [db, checkers, watchedKey],
  );

  const fullRows = full.status === 'ready' && full.data ? full.data.records : null;
  const newestRows = newest.status === 'ready' ? newest.data.records : NO_ROWS;
  const openRows = open.status === 'ready' ? open.data.records : NO_ROWS;
  const rows = useMemo(() => mergeRows(fullRows, newestRows, openRows), [fullRows, newestRows, openRows]);

  const failed = [newest, full, open].find(
    (state): state is Extract<LiveQueryState<unknown>, { status: 'error' }> => state.status === 'error',
  );
  if (failed) return { status: 'error', error: failed.error };
  if (full.status === 'ready' && full.data) return { status: 'ready', rows, corrupt: full.data.corrupt, loading: null };
  // Until the full read is done the newest rows stand alone; an empty newest read means an empty
  // table only once the full read agrees (the newest rows may all be corrupt).
  if (newest.status === 'ready' && newest.data.records.length > 0)
    return { status: 'ready', rows, corrupt: newest.data.corrupt, loading: progress };
  return { status: 'loading' };
}

/** Cursors and the address book, live (a new block moves the cursors, not the rows). */
export function useWatchContext(db: WorkspaceDb): LiveQueryState<WatchContext> {
  return useLiveQuery(() => readWatchContext(db), [db]);
}
