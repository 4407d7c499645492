// Test-only: an in-memory EIP-1193 wallet for the store's unit tests (the browser tests use a real
// anvil through tests/fixtures/test-wallet.ts instead).
import { LOCAL_CHAIN_ID } from '@/config/chain';
import type { Eip1193Listener, Eip1193Provider, Eip1193RequestArguments } from './wallet-types';
import type { WalletEnvironment } from './create-wallet-store';

export type FakeMode = 'approve' | 'reject' | 'pending' | 'fail' | 'hang';

export const ACCOUNT_0 = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
export const ACCOUNT_1 = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
export const ETH = 10n ** 18n;

/** A scripted wallet: approves, rejects (4001), reports a pending request (-32002), fails or hangs. */
export class FakeWallet implements Eip1193Provider {
  mode: FakeMode = 'approve';
  approved = false;
  accounts = [ACCOUNT_0];
  chainId = `0x${LOCAL_CHAIN_ID.toString(16)}`;
  block = 1n;
  failBalance = false;
  readonly balances = new Map<string, bigint>([
    [ACCOUNT_0, 10_000n * ETH],
    [ACCOUNT_1, 5n * ETH],
  ]);
  readonly calls: string[] = [];
  private readonly listeners = new Map<string, Set<Eip1193Listener>>();

  async request({ method, params }: Eip1193RequestArguments): Promise<unknown> {
    this.calls.push(method);
    switch (method) {
      case 'eth_requestAccounts':
        return this.requestAccounts();
      case 'eth_accounts':
        return this.approved ? this.accounts : [];
      case 'eth_chainId':
        return this.chainId;
      case 'eth_blockNumber':
        return `0x${this.block.toString(16)}`;
      case 'eth_getBalance': {
        if (this.failBalance) throw new Error('balance unavailable');
        const [account] = params as string[];
        return `0x${(this.balances.get(String(account).toLowerCase()) ?? 0n).toString(16)}`;
      }
      default:
        throw Object.assign(new Error(`Unsupported method ${method}`), { code: 4200 });
    }
  }

  private requestAccounts(): Promise<unknown> {
    switch (this.mode) {
      case 'approve':
        this.approved = true;
        return Promise.resolve(this.accounts);
      case 'reject':
        return Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }));
      case 'pending':
        return Promise.reject(Object.assign(new Error('Request already pending'), { code: -32002 }));
      case 'fail':
        return Promise.reject(new Error('Internal wallet error'));
      case 'hang':
        return new Promise(() => undefined);
    }
  }

  on(event: string, listener: Eip1193Listener): void {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
  }

  removeListener(event: string, listener: Eip1193Listener): void {
    this.listeners.get(event)?.delete(listener);
  }

  listenerCount(event: string): number {
    return this.listeners.get(event)?.size ?? 0;
  }

  emit(event: string, payload?: unknown): void {
    for (const listener of this.listeners.get(event) ?? []) listener(payload);
  }
}

/** Announces `provider` as an EIP-6963 wallet on `target`, now and on every request. */
export function announce(
  target: EventTarget,
  provider: Eip1193Provider,
  info: { uuid: string; name: string; rdns: string; icon?: string },
): void {
  const detail = Object.freeze({ info: { icon: 'data:image/svg+xml,<svg/>', ...info }, provider });
  target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  target.addEventListener('eip6963:requestProvider', () => {
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  });
}

/** A store environment around an optional injected wallet, with a recording console. */
export function fakeEnvironment(injected: Eip1193Provider | null, events: EventTarget | null = new EventTarget()) {
  const logged: unknown[] = [];
  const memory = new Map<string, string>();
  const env: WalletEnvironment = {
    events,
    injected: () => injected,
    storage: { getItem: (key) => memory.get(key) ?? null, setItem: (key, value) => void memory.set(key, value) },
    document: null,
    log: { error: (...args: unknown[]) => void logged.push(args.length === 1 ? args[0] : args) },
    pollIntervalMs: 4_000,
  };
  return { env, logged };
}
