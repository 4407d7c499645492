import { useMemo, useSyncExternalStore } from 'react';
import type { Signer } from 'ethers';
import { connectWallet, getWalletSigner, getWalletState, subscribeWallet } from './wallet-store';
import type { WalletState } from './wallet-types';

/** The wallet session for components: the state plus the two actions they need. */
export interface UseWalletResult extends WalletState {
  connect(walletId?: string): Promise<void>;
  getSigner(): Promise<Signer | null>;
}

/** Subscribes the component to the wallet session (one store, `useSyncExternalStore`). */
export function useWallet(): UseWalletResult {
  const state = useSyncExternalStore(subscribeWallet, getWalletState);
  return useMemo(() => ({ ...state, connect: connectWallet, getSigner: getWalletSigner }), [state]);
}
