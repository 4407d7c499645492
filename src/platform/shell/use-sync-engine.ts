import { useEffect } from 'react';
import { useWallet } from '@/lib/wallet/use-wallet';
import { getWalletProvider } from '@/lib/wallet/wallet-store';
import { afterFirstPage } from './page-rendered';
import { loadWithOneRetry } from './retry-loader';

/**
 * Starts the account's sync engine with the session, whatever page is open, and restarts it when
 * the account or the wallet's chain changes. Loaded lazily: the engine is not part of the shell,
 * and only once the first page has rendered and the main thread is idle (page-rendered.ts).
 */
export function useSyncEngine(): void {
  const { account, chainId } = useWallet();
  useEffect(() => {
    if (!account) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    const provider = getWalletProvider();
    const cancelWait = afterFirstPage(() => {
      loadWithOneRetry(() => import('./start-for-session'))
        .then(({ startSyncForSession }) => {
          if (!cancelled)
            stop = startSyncForSession(account, provider && chainId !== null ? { chainId, provider } : null);
        })
        .catch((error: unknown) => console.error('Sync engine failed to load:', error));
    });
    return () => {
      cancelled = true;
      cancelWait();
      stop?.();
    };
  }, [account, chainId]);
}
