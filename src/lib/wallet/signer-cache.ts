// The signer of the wallet session's current (account, chain), created on first use and kept while
// they stay the same. A failed load is not cached: the next call tries again.
import type { Signer } from 'ethers';
import { loadSigner, type Session } from './wallet-session';

/** A signer getter for the session given on each call (null without one). */
export function signerCache(): (session: Session | null) => Promise<Signer | null> {
  let signer: { key: string; promise: Promise<Signer> } | null = null;
  return (session) => {
    if (!session) return Promise.resolve(null);
    const { wallet, chainId, account } = session;
    const key = `${account}:${chainId}`;
    if (signer?.key !== key) {
      const promise = loadSigner(wallet.provider, chainId, account);
      signer = { key, promise };
      promise.catch(() => {
        if (signer?.promise === promise) signer = null;
      });
    }
    return signer.promise;
  };
}
