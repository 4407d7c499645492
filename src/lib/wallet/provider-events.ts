// Following a wallet's EIP-1193 session events, with payloads validated before use.
import { parseAccounts, parseChainId } from './rpc-read';
import type { Eip1193Listener, Eip1193Provider } from './wallet-types';

export interface ProviderEventHandlers {
  accountsChanged(accounts: string[]): void;
  chainChanged(chainId: number): void;
  disconnect(): void;
}

/** Subscribes to `accountsChanged`, `chainChanged` and `disconnect`; returns the unsubscribe function. */
export function followProvider(
  provider: Eip1193Provider,
  handlers: ProviderEventHandlers,
  log: Pick<Console, 'error'>,
): () => void {
  const guarded =
    (handle: (value: unknown) => void): Eip1193Listener =>
    (value) => {
      try {
        handle(value);
      } catch (error) {
        log.error(error);
      }
    };
  const listeners: [string, Eip1193Listener][] = [
    ['accountsChanged', guarded((value) => handlers.accountsChanged(parseAccounts(value)))],
    ['chainChanged', guarded((value) => handlers.chainChanged(parseChainId(value)))],
    ['disconnect', guarded(() => handlers.disconnect())],
  ];
  if (typeof provider.on !== 'function') return () => undefined;
  for (const [event, listener] of listeners) provider.on(event, listener);
  return () => {
    for (const [event, listener] of listeners) provider.removeListener?.(event, listener);
  };
}
