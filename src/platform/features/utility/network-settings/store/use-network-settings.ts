import { useLiveQuery, type LiveQueryState } from '@/lib/db/use-live-query';
import type { ReadResult } from '@/lib/db/records';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { readNetworkSettings } from './network-settings-store';

/** The stored network settings, live across tabs (the sync engine restarts on the same change). */
export function useNetworkSettings(db: WorkspaceDb): LiveQueryState<ReadResult<'networkSettings'>> {
  return useLiveQuery(() => readNetworkSettings(db), [db]);
}
