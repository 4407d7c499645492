// The wallet store's state and its listeners: a patch that changes no field notifies nobody, so
// React re-renders only on a real change.
import { INITIAL_BALANCE_TEXT } from '@/config/product';
import type { WalletState } from './wallet-types';

/** The state before any wallet is seen. */
export const INITIAL_WALLET_STATE: WalletState = {
  status: 'disconnected',
  account: null,
  chainId: null,
  balanceText: INITIAL_BALANCE_TEXT,
  statusMessage: null,
  nodeOutage: null,
  wallets: [],
};

/** A state cell: `get`, `set(patch)` (notifies when a field changed) and its `listeners`. */
export function walletStateCell(initial: WalletState = INITIAL_WALLET_STATE) {
  const listeners = new Set<() => void>();
  let state = initial;
  return {
    listeners,
    get: (): WalletState => state,
    set(patch: Partial<WalletState>): void {
      const next = { ...state, ...patch };
      if ((Object.keys(next) as (keyof WalletState)[]).every((key) => next[key] === state[key])) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
  };
}

/** The cell walletStateCell makes. */
export type WalletStateCell = ReturnType<typeof walletStateCell>;
