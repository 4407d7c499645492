import { useEffect, useState } from 'react';
import { useLiveQuery, type LiveQueryState } from '@/lib/db/use-live-query';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { readWatchContext, type WatchContext } from './transactions-store';
import { openTxListStore, type TransactionsState } from './tx-list-store';

export type { TransactionsState } from './tx-list-store';

const LOADING: TransactionsState = { status: 'loading' };

/**
 * The chain rows, live: every row held in memory, a change applied as a change (its rows re-read,
 * re-checked and re-placed, nothing else); see store/tx-list-store.
 */
export function useTransactions(db: WorkspaceDb): TransactionsState {
  const [current, setCurrent] = useState<{ db: WorkspaceDb; state: TransactionsState } | null>(null);
  useEffect(() => {
    const store = openTxListStore(db);
    const unsubscribe = store.subscribe(() => setCurrent({ db, state: store.snapshot() }));
    return () => {
      unsubscribe();
      store.close();
    };
  }, [db]);
  return current && current.db === db ? current.state : LOADING;
}

/** Cursors and the address book, live (a new block moves the cursors, not the rows). */
export function useWatchContext(db: WorkspaceDb): LiveQueryState<WatchContext> {
  return useLiveQuery(() => readWatchContext(db), [db]);
}
