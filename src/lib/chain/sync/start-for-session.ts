// The entry point the shell loads lazily once a session is open (keeps Dexie, zod and the decoders
// out of the shell's first load): this tab leads the account's sync or waits its turn.
import { workspaceFor } from '@/lib/db/workspace-session';
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';
import { startSyncEngine } from './engine';
import { runWhileLeader, syncLockName } from './leader';

/** Starts (or queues) the sync of `account`; returns the stop function. */
export function startSyncForSession(
  account: string,
  wallet: { chainId: number; provider: Eip1193Provider } | null,
): () => void {
  return runWhileLeader(syncLockName(account), () =>
    startSyncEngine({
      db: workspaceFor(account),
      account,
      wallet,
      onError: (error) => console.error('Sync engine:', error),
    }),
  );
}
