import { useEffect } from 'react';
import { useWallet } from '@/lib/wallet/use-wallet';
import { getWalletProvider } from '@/lib/wallet/wallet-store';
import { afterFirstPage } from './page-rendered';
import { loadUntilLoaded } from './retry-loader';
import { sessionStartWake, setSessionStartProblem } from './session-start-status';

/**
 * Starts the account's sync engine with the session, whatever page is open, and restarts it when
 * the account or the wallet's chain changes. Loaded lazily: the engine is not part of the shell,
 * and only once the first page has rendered and the main thread is idle (page-rendered.ts). A load
 * that fails (offline as the page opened) is said above the page and tried again until it loads.
 */
export function useSyncEngine(): void {
  const { account, chainId } = useWallet();
  useEffect(() => {
    if (!account) return;
    let stop: (() => void) | null = null;
    const controller = new AbortController();
    const provider = getWalletProvider();
    const cancelWait = afterFirstPage(() => {
      loadUntilLoaded(() => import('./start-for-session'), {
        signal: controller.signal,
        retryNow: sessionStartWake,
        onFailure: (error, retryInMs) => {
          console.error('Sync engine failed to load:', error);
          setSessionStartProblem({ error: error instanceof Error ? error.message : String(error), retryInMs });
        },
      })
        .then(({ startSyncForSession }) => {
          setSessionStartProblem(null);
          if (!controller.signal.aborted)
            stop = startSyncForSession(account, provider && chainId !== null ? { chainId, provider } : null);
        })
        .catch(() => undefined);
    });
    return () => {
      controller.abort();
      setSessionStartProblem(null);
      cancelWait();
      stop?.();
    };
  }, [account, chainId]);
}
