import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { getWalletState, restoreWalletSession } from '@/lib/wallet/wallet-store';
import { FullScreenStatus } from './full-screen-status';
import { PageSkeleton } from './page-skeleton';
import { routeForPath } from './route-for-path';
import { loginPathFor } from './safe-next';

type Gate = 'checking' | 'open' | 'closed';

/**
 * The guard around /platform (docs/product.md#guard-rule): entry needs an account. Without one it asks
 * the wallet silently (eth_accounts); if the site is already authorised the session is restored,
 * otherwise it redirects to /login?next=<path>. Once open it stays open: an account that goes
 * away later leaves the user where they are (the wallet card shows Not connected).
 */
export function RequireAccount({ children }: { children: ReactNode }) {
  const [gate, setGate] = useState<Gate>(() => (getWalletState().account ? 'open' : 'checking'));
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (gate !== 'checking') return;
    let current = true;
    void restoreWalletSession().then((restored) => {
      if (current) setGate(restored ? 'open' : 'closed');
    });
    return () => {
      current = false;
    };
  }, [gate]);

  if (gate === 'open') return children;
  if (gate === 'closed') return <Navigate replace to={loginPathFor(`${pathname}${search}`)} />;
  // The page's pre-rendered frame stays in place (page-skeleton.tsx) rather than a blank spinner.
  const route = routeForPath(pathname);
  if (route) return <PageSkeleton title={route.name} summary={route.summary} status="Checking your wallet…" />;
  return <FullScreenStatus text="Checking your wallet…" />;
}
