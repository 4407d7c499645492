// Types shared by the wallet session: the EIP-1193 provider surface we use, discovered wallets
// (EIP-6963) and the public state other features read through useWallet()/getWalletState().
import type { Contract, Signer } from 'ethers';

/** A request to an EIP-1193 provider. */
export interface Eip1193RequestArguments {
  readonly method: string;
  readonly params?: readonly unknown[] | Record<string, unknown>;
}

/** Listener signature of EIP-1193 events; payloads are validated by the store, hence `unknown`. */
export type Eip1193Listener = (...args: unknown[]) => void;

/** The part of an EIP-1193 provider the session uses. */
export interface Eip1193Provider {
  request(args: Eip1193RequestArguments): Promise<unknown>;
  on?(event: string, listener: Eip1193Listener): unknown;
  removeListener?(event: string, listener: Eip1193Listener): unknown;
}

/** A wallet the page can connect to: announced through EIP-6963, or `window.ethereum`. */
export interface DiscoveredWallet {
  /** EIP-6963 uuid (unique per page load) or `injected` for the `window.ethereum` fallback. */
  readonly id: string;
  readonly name: string;
  /** A `data:` image URI, or null when the wallet gave none we accept. */
  readonly icon: string | null;
  /** Reverse-DNS id (EIP-6963), stable across page loads; null for the fallback. */
  readonly rdns: string | null;
}

/** A discovered wallet together with its provider. */
export interface WalletCandidate {
  readonly info: DiscoveredWallet;
  readonly provider: Eip1193Provider;
}

export type WalletStatus = 'disconnected' | 'connecting' | 'connected';

/** The wallet session as the UI sees it. Replaced (never mutated) on every change. */
export interface WalletState {
  readonly status: WalletStatus;
  /** EIP-55 checksummed account, or null when no account is connected. */
  readonly account: string | null;
  readonly chainId: number | null;
  /** `$0` until connected, then e.g. `10000.0000 ETH`. */
  readonly balanceText: string;
  /** The polite status line after a failed connect (null when there is nothing to say). */
  readonly statusMessage: string | null;
  /**
   * Why the session is held (held-session.ts): the wallet's node does not answer, so the account is
   * the one this browser remembered and nothing can be signed or sent until it answers. Else null.
   */
  readonly nodeOutage: string | null;
  readonly wallets: DiscoveredWallet[];
}

/** What the store needs from its surroundings (the browser, or fakes in tests). */
export interface WalletEnvironment {
  /** Where EIP-6963 events are dispatched (the window); null: no discovery. */
  readonly events: EventTarget | null;
  /** `window.ethereum`, read at call time because some wallets inject late. */
  readonly injected: () => Eip1193Provider | null;
  readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  readonly document: Document | null;
  readonly log: Pick<Console, 'error'>;
  readonly pollIntervalMs?: number;
  /** How often a held session asks the wallet again (held-session.ts); default 5 s. */
  readonly retryIntervalMs?: number;
}

/** The store's interface (see create-wallet-store.ts; the app's singleton is in wallet-store.ts). */
export interface WalletStore {
  getState(): WalletState;
  subscribe(listener: () => void): () => void;
  connect(walletId?: string): Promise<void>;
  restore(): Promise<boolean>;
  /**
   * Ends the session in this app: the wallet is asked to forget the permission where it can
   * (wallet_revokePermissions), and the silent restore stays off until the next Connect.
   */
  disconnect(): Promise<void>;
  refreshBalance(): Promise<void>;
  getSigner(): Promise<Signer | null>;
  getContract(): Promise<Contract | null>;
  /** The connected wallet's EIP-1193 provider (reads on the wallet's chain), or null. */
  getProvider(): Eip1193Provider | null;
  destroy(): void;
}
