// A stand-in for `useWallet` in component tests that switch the account: the session reduced to what
// pages read (status, account, chain), connected as anvil's first account until a test calls
// `setTestAccount`. A test file mocks the hook with this module and resets it after each test:
//   vi.mock('@/lib/wallet/use-wallet', () => import('@/lib/wallet/use-wallet.testing'));
//   afterEach(() => act(() => setTestAccount(TEST_ACCOUNT)));
import { useSyncExternalStore } from 'react';
import type { WalletStatus } from './wallet-types';

/** Anvil's first account, the one the stand-in starts connected on. */
export const TEST_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

interface TestSession {
  readonly status: WalletStatus;
  readonly account: string | null;
  readonly chainId: number;
}

const listeners = new Set<() => void>();
let session: TestSession = { status: 'connected', account: TEST_ACCOUNT, chainId: 31337 };

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const current = () => session;

/** The hook the mock puts in place of the real one. */
export function useWallet(): TestSession {
  return useSyncExternalStore(subscribe, current);
}

/** Connects `account` (null: disconnected) and tells every component that reads the session. */
export function setTestAccount(account: string | null): void {
  session = { ...session, account, status: account ? 'connected' : 'disconnected' };
  listeners.forEach((listener) => listener());
}
