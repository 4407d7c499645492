import { useLiveQuery, type LiveQueryState } from '@/lib/db/use-live-query';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { readMembers, readProfile, readWallets } from './company-store';

/** The stored profile, live across tabs. */
export function useProfile(db: WorkspaceDb): LiveQueryState<Awaited<ReturnType<typeof readProfile>>> {
  return useLiveQuery(() => readProfile(db), [db]);
}

/** The team members in the order they were added, live across tabs. */
export function useMembers(db: WorkspaceDb): LiveQueryState<Awaited<ReturnType<typeof readMembers>>> {
  return useLiveQuery(() => readMembers(db), [db]);
}

/** The treasury wallets in the order they were added, live across tabs. */
export function useWallets(db: WorkspaceDb): LiveQueryState<Awaited<ReturnType<typeof readWallets>>> {
  return useLiveQuery(() => readWallets(db), [db]);
}
