// The app's one wallet store (created on first use, in the browser only) and the functions
// non-React code calls. React components use useWallet() from use-wallet.ts.
import type { Contract, Signer } from 'ethers';
import { createWalletStore, type WalletEnvironment, type WalletStore } from './create-wallet-store';
import type { Eip1193Provider, WalletState } from './wallet-types';
import { profileFlags } from '@/lib/primitives/profile-flags';

let store: WalletStore | null = null;

function browserEnvironment(): WalletEnvironment {
  return {
    events: window,
    injected: () => {
      const candidate = (window as { ethereum?: Partial<Eip1193Provider> }).ethereum;
      return candidate && typeof candidate.request === 'function' ? (candidate as Eip1193Provider) : null;
    },
    storage: profileFlags(), // null when storage is disabled: nothing is remembered
    document,
    log: console,
  };
}

function walletStore(): WalletStore {
  store ??= createWalletStore(browserEnvironment());
  return store;
}

/** The current wallet session state (a new object after every change). */
export function getWalletState(): WalletState {
  return walletStore().getState();
}

/** Calls `listener` after every change of the wallet state; returns the unsubscribe function. */
export function subscribeWallet(listener: () => void): () => void {
  return walletStore().subscribe(listener);
}

/** Asks the wallet (`walletId`, or the remembered/only one) for accounts and opens the session. */
export function connectWallet(walletId?: string): Promise<void> {
  return walletStore().connect(walletId);
}

/** Restores a session the wallet already authorised (`eth_accounts`, no prompt); true if connected. */
export function restoreWalletSession(): Promise<boolean> {
  return walletStore().restore();
}

/** Ends the session in this app (and asks the wallet to forget the site where it can). */
export function disconnectWallet(): Promise<void> {
  return walletStore().disconnect();
}

/** Re-reads the balance now (e.g. after one of our own transactions was mined). */
export function refreshWalletBalance(): Promise<void> {
  return walletStore().refreshBalance();
}

/** The connected account's signer, or null when no account is connected. */
export function getWalletSigner(): Promise<Signer | null> {
  return walletStore().getSigner();
}

/** The session's contract handle (fixed local address, empty interface), or null. */
export function getWalletContract(): Promise<Contract | null> {
  return walletStore().getContract();
}

/** The connected wallet's EIP-1193 provider, or null (the sync engine reads the wallet's chain with it). */
export function getWalletProvider(): Eip1193Provider | null {
  return walletStore().getProvider();
}
