import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useWallet } from '@/lib/wallet/use-wallet';
import { requestPersistenceOnce } from './storage-usage';
import type { WorkspaceDb } from './workspace-db';
import { closeWorkspace, getWorkspaceProblem, subscribeWorkspaceProblem, workspaceFor } from './workspace-session';

/** The connected account's workspace, or db null when no account is connected. */
export interface WorkspaceHandle {
  readonly account: string | null;
  readonly db: WorkspaceDb | null;
  /** A problem that needs the user (blocked upgrade, changed in another tab); null normally. */
  readonly problem: Error | null;
}

/** The workspace of the connected account; switches when the wallet switches account. */
export function useWorkspace(): WorkspaceHandle {
  const { account } = useWallet();
  const db = useMemo(() => (account ? workspaceFor(account) : null), [account]);
  const problem = useSyncExternalStore(subscribeWorkspaceProblem, getWorkspaceProblem, getWorkspaceProblem);
  useEffect(() => {
    if (!account) closeWorkspace();
    else void requestPersistenceOnce().catch(() => null);
  }, [account]);
  return { account, db, problem };
}
