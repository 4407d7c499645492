// The set-up the wallet store's tests share: stores over a fake wallet, each destroyed after its test
// (`afterEach(destroyStores)`), and the session part of a state.
import { vi } from 'vitest';
import { createWalletStore } from './create-wallet-store';
import { FakeWallet, fakeEnvironment } from './fake-eip1193.testing';
import type { WalletEnvironment, WalletState, WalletStore } from './wallet-types';

const stores: WalletStore[] = [];

/** A store over `env`, destroyed by `destroyStores`. */
export function trackedStore(env: WalletEnvironment): WalletStore {
  const store = createWalletStore(env);
  stores.push(store);
  return store;
}

/** A store over a fake wallet (none: no wallet in the browser), with what it logged. */
export function setup<W extends FakeWallet>(wallet: W | null = new FakeWallet() as W) {
  const { env, logged } = fakeEnvironment(wallet);
  return { store: trackedStore(env), logged, wallet: wallet as W };
}

/** Destroys the stores the test made and puts real timers back. */
export function destroyStores(): void {
  for (const store of stores.splice(0)) store.destroy();
  vi.useRealTimers();
}

/** The session part of the state: everything except the status line. */
export function session(state: WalletState) {
  const { statusMessage: _ignored, ...rest } = state;
  return rest;
}
