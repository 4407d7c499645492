import { useMemo } from 'react';
import { useLiveQuery, type LiveQueryState } from '../../../../lib/db/use-live-query';
import type { WorkspaceDb } from '../../../../lib/db/workspace-db';
import type { ReadResult } from '../../../../lib/db/records';
import { createTransactionChecker } from './transaction-rows';
import { readTransactions, readWatchContext, type WatchContext } from './transactions-store';

/** Every chain row, live: re-read when any row changes (in this tab or another), unchanged rows not re-checked. */
export function useTransactions(db: WorkspaceDb): LiveQueryState<ReadResult<'chainTransactions'>> {
  const check = useMemo(() => createTransactionChecker(), []);
  return useLiveQuery(() => readTransactions(db, check), [db, check]);
}

/** Cursors and the address book, live (a new block moves the cursors, not the rows). */
export function useWatchContext(db: WorkspaceDb): LiveQueryState<WatchContext> {
  return useLiveQuery(() => readWatchContext(db), [db]);
}
