import { useEffect, useMemo, useState } from 'react';
import type { CorruptRecord } from '@/lib/db/records';
import { useLiveQuery, type LiveQueryState } from '@/lib/db/use-live-query';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import {
  applyRows,
  buildList,
  EMPTY_LIST,
  type TxList,
  type TxListChange,
} from '@/platform/features/transactions/model/tx-list';
import { createTransactionChecker } from './transaction-rows';
import {
  openTransactionTable,
  readNewestTransactions,
  readWatchContext,
  type ReadProgress,
  type WatchContext,
} from './transactions-store';

export type TransactionsState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: unknown }
  | {
      readonly status: 'ready';
      readonly list: TxList;
      /** How `list` differs from the previous one; null when it was built from every row. */
      readonly step: { readonly from: TxList; readonly change: TxListChange } | null;
      readonly corrupt: readonly CorruptRecord[];
      /** Null once every row has been read; how far the first full read is until then. */
      readonly loading: ReadProgress | null;
    };

type TableState =
  | { readonly status: 'loading'; readonly progress: ReadProgress | null }
  | { readonly status: 'error'; readonly error: unknown }
  | Extract<TransactionsState, { status: 'ready' }>;

const LOADING: TableState = { status: 'loading', progress: null };

/**
 * The chain rows, live: every row held in memory (store/transactions-store's live table), a change
 * applied as a change (its rows re-read, re-checked and re-placed, nothing else). Until the first
 * full read is done, the newest rows by the time index are shown (and kept live) on their own.
 */
export function useTransactions(db: WorkspaceDb): TransactionsState {
  const [table, setTable] = useState<{ db: WorkspaceDb; state: TableState } | null>(null);
  const current = table && table.db === db ? table.state : LOADING;
  useEffect(() => {
    const live = openTransactionTable(db);
    let list = EMPTY_LIST;
    const unsubscribe = live.subscribe(
      (state) => {
        if (state.loading) {
          setTable({ db, state: { status: 'loading', progress: state.loading } });
          return;
        }
        let step: { from: TxList; change: TxListChange } | null = null;
        if (state.change && list !== EMPTY_LIST) {
          const from = list;
          const next = applyRows(list, state.change.upserted, state.change.removed);
          list = next.list;
          step = { from, change: next.change };
        } else list = buildList(state.records.values(), list);
        setTable({ db, state: { status: 'ready', list, step, corrupt: state.corrupt, loading: null } });
      },
      (error) => setTable({ db, state: { status: 'error', error } }),
    );
    return () => {
      unsubscribe();
      live.close();
    };
  }, [db]);

  const loaded = current.status !== 'loading';
  const newest = useLiveQuery(
    async () => (loaded ? null : readNewestTransactions(db, createTransactionChecker())),
    [db, loaded],
  );
  const newestList = newest.status === 'ready' && newest.data ? newest.data : null;
  const early = useMemo(() => (newestList ? buildList(newestList.records) : null), [newestList]);

  if (current.status !== 'loading') return current;
  if (newest.status === 'error') return { status: 'error', error: newest.error };
  // Until the full read is done the newest rows stand alone; an empty newest read means an empty
  // table only once the full read agrees (the newest rows may all be corrupt).
  if (newestList && early && newestList.records.length > 0)
    return {
      status: 'ready',
      list: early,
      step: null,
      corrupt: newestList.corrupt,
      loading: current.progress ?? { loaded: 0, total: 0 },
    };
  return { status: 'loading' };
}

/** Cursors and the address book, live (a new block moves the cursors, not the rows). */
export function useWatchContext(db: WorkspaceDb): LiveQueryState<WatchContext> {
  return useLiveQuery(() => readWatchContext(db), [db]);
}
