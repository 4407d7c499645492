// The page's rows: the live table (every row, changed by the keys a commit names) and a window of
// the newest rows by the `time` index through Dexie's liveQuery (watchQuery), whose cached results follow a write
// as it is made, before its commit, so a new block's rows show without waiting for the commit and
// a read. Both feed one sorted list, each change applied as a change (model/tx-list).
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import type { LiveTable } from '@/lib/db/live-table';
import type { CorruptRecord } from '@/lib/db/records';
import { watchQuery } from '@/lib/db/watch-query';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { applyRows, buildList, type TxList, type TxListChange } from '@/platform/features/transactions/model/tx-list';
import { createTransactionChecker } from './transaction-rows';
import { openTransactionTable, readNewestTransactions, type ReadProgress } from './transactions-store';

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
      /** Every row is listed from the compact copy while the rows written since it are read. */
      readonly checking: boolean;
    };

export interface TxListStore {
  subscribe(listener: () => void): () => void;
  snapshot(): TransactionsState;
  close(): void;
}

const LOADING: TransactionsState = { status: 'loading' };

/** Opens the rows of a workspace for the page. */
export function openTxListStore(db: WorkspaceDb): TxListStore {
  const listeners = new Set<() => void>();
  let state: TransactionsState = LOADING;
  let list: TxList | null = null;
  let loaded = false;
  let progress: ReadProgress = { loaded: 0, total: 0 };
  let newest: readonly ChainTransaction[] = [];
  let newestCorrupt: readonly CorruptRecord[] = [];
  let tableCorrupt: readonly CorruptRecord[] = [];
  let checking = false;

  const set = (next: TransactionsState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const ready = (next: TxList, step: { from: TxList; change: TxListChange } | null) => {
    list = next;
    set({
      status: 'ready',
      list,
      step,
      corrupt: loaded ? tableCorrupt : newestCorrupt,
      loading: loaded ? null : progress,
      checking,
    });
  };
  /** Applies rows to the list; nothing happens when none of them is new or changed. */
  const apply = (rows: readonly ChainTransaction[], removed: readonly string[]) => {
    if (!list) return;
    const from = list;
    const next = applyRows(list, rows, removed);
    if (next.change.left.length || next.change.entered.length) ready(next.list, { from, change: next.change });
  };

  // The full read starts once the newest rows are in, so its first chunks do not delay them.
  let table: LiveTable<ChainTransaction> | null = null;
  let stopTable = () => undefined as unknown;
  const openTable = () => {
    if (table) return;
    table = openTransactionTable(db);
    stopTable = table.subscribe(
      (tableState) => {
        tableCorrupt = tableState.corrupt;
        if (tableState.loading) {
          progress = tableState.loading;
          // Until every row is in, the newest rows stand alone (an empty window waits for the table:
          // the newest rows may all be corrupt).
          if (newest.length > 0) ready(list ?? buildList(newest), null);
          return;
        }
        const wasChecking = checking;
        checking = tableState.checking === true;
        if (!loaded || !tableState.change || !list) {
          loaded = true;
          ready(buildList(tableState.records.values(), list ?? undefined), null);
        } else {
          const before = list;
          apply(tableState.change.upserted, tableState.change.removed);
          // The copy checked with nothing new since: the same list, no longer being checked.
          if (wasChecking && list === before && state.status === 'ready') ready(list, state.step);
        }
      },
      (error) => set({ status: 'error', error }),
    );
  };
  const newestWindow = watchQuery(() => readNewestTransactions(db, createTransactionChecker()), {
    next: (result) => {
      newest = result.records;
      newestCorrupt = result.corrupt;
      openTable();
      // Only what is newer than the list: the table's copy, read after the commit, is never older.
      if (loaded && list) {
        const held = list.byId;
        apply(
          result.records.filter((row) => {
            const known = held.get(row.id);
            return !known || row.updatedAt > known.row.updatedAt;
          }),
          [],
        );
      } else if (newest.length > 0) ready(buildList(newest, list ?? undefined), null);
    },
    error: (error: unknown) => set({ status: 'error', error }),
  });

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => state,
    close() {
      stopTable();
      table?.close();
      newestWindow.unsubscribe();
      listeners.clear();
    },
  };
}
