// The wallet session as a small external store (plain TS, no React): discovery, connect, silent
// restore, the wallet's events and the balance refresh. React reads it through use-wallet.ts.
import { INITIAL_BALANCE_TEXT } from '@/config/product';
import { watchBlocks } from './block-watcher';
import { requestAnnouncements, waitForWallet, watchAnnouncedWallets } from './eip6963';
import { followProvider, type ProviderEventHandlers } from './provider-events';
import { readAccounts, readBalance } from './rpc-read';
import {
  NO_PROVIDER_LOG,
  REQUEST_PENDING_CODE,
  WALLET_MESSAGES,
  reconnectedMessage,
  reportConnectFailure,
  unreachableCause,
  unreachableMessage,
  walletErrorCode,
} from './wallet-errors';
import { formatEthBalance } from './format-balance';
import { keyedSubscription } from './subscription';
import { signerCache } from './signer-cache';
import { openSession, revokeAccess, type Session } from './wallet-session';
import {
  DISCONNECTED_KEY,
  LATE_WALLET_GRACE_MS,
  REMEMBERED_WALLET_GRACE_MS,
  REMEMBERED_WALLET_KEY,
  listCandidates,
  rememberedFirst,
} from './wallet-candidates';
import type { Eip1193Provider, WalletCandidate, WalletEnvironment, WalletStore } from './wallet-types';
import { walletStateCell } from './wallet-state-cell';

export type { WalletEnvironment, WalletStore };

/** Creates a wallet store; the app uses the singleton in wallet-store.ts, tests make their own. */
export function createWalletStore(env: WalletEnvironment): WalletStore {
  const cell = walletStateCell();
  const { listeners, set } = cell;
  let announced: WalletCandidate[] = [];
  let session: Session | null = null;
  let followed: WalletCandidate | null = null;
  let connecting: Promise<void> | null = null;
  let restoring: Promise<boolean> | null = null;
  // Bumped on every account/session change: a session opened before it does not overwrite it.
  let version = 0;
  // Bumped on every chain change. A chain change does not cancel an account switch or a restore
  // in flight (the wallet has moved to the new account either way); the session they open is
  // moved onto the latest chain instead. Balance reads started before either change are dropped.
  let chainEpoch = 0;
  let latestChainId: number | null = null;

  function refreshWallets(): WalletCandidate[] {
    const list = listCandidates(announced, env.injected());
    const { wallets } = cell.get();
    const same = list.length === wallets.length && list.every((c, i) => c.info === wallets[i]);
    if (!same) set({ wallets: list.map((c) => c.info) });
    return list;
  }

  function ordered(list: WalletCandidate[]): WalletCandidate[] {
    return rememberedFirst(list, env.storage?.getItem(REMEMBERED_WALLET_KEY));
  }

  function pick(walletId?: string): WalletCandidate | null {
    if (env.events) requestAnnouncements(env.events);
    const list = refreshWallets();
    if (walletId !== undefined) return list.find((c) => c.info.id === walletId) ?? null;
    return list.find((c) => c.provider === session?.wallet.provider) ?? ordered(list)[0] ?? null;
  }

  // The wallet's events are followed, and blocks watched, only while someone subscribes.
  const providerEvents = keyedSubscription<Eip1193Provider>((provider) => followProvider(provider, handlers, env.log));
  const newBlocks = keyedSubscription<Eip1193Provider>((provider) =>
    watchBlocks(provider, () => void refreshBalance(), { intervalMs: env.pollIntervalMs, document: env.document }),
  );

  function sync(): void {
    const wanted = listeners.size > 0;
    providerEvents.update(wanted && followed ? followed.provider : null);
    newBlocks.update(wanted && session ? session.wallet.provider : null);
  }

  function follow(candidate: WalletCandidate | null): void {
    followed = candidate;
    sync();
  }

  function commit(next: Session | null): void {
    version += 1;
    session = next;
    if (next) {
      follow(next.wallet);
      set({
        status: 'connected',
        account: next.account,
        chainId: next.chainId,
        balanceText: next.balanceText,
        statusMessage: null,
      });
    } else {
      // No account, no network: the card shows neither after a disconnect or a locked wallet.
      set({ status: 'disconnected', account: null, chainId: null, balanceText: INITIAL_BALANCE_TEXT });
    }
    sync();
  }

  /**
   * Opens a session for `account` and commits it unless another account change came first. A
   * chain change meanwhile moves the session onto the chain the wallet reported last, and its
   * balance (read on the old chain) is read again.
   */
  async function openAndCommit(
    candidate: WalletCandidate,
    account: string,
    ticket: number,
    options?: { balanceRequired?: boolean },
  ): Promise<boolean> {
    const epoch = chainEpoch;
    let next = await openSession(candidate, account, options);
    if (ticket !== version) return false;
    const movedChain = epoch !== chainEpoch && latestChainId !== null && latestChainId !== next.chainId;
    if (movedChain && latestChainId !== null) next = { ...next, chainId: latestChainId };
    commit(next);
    if (movedChain) void refreshBalance();
    return true;
  }

  // The latest account switch in flight (a restore that it overtook waits for it).
  let adopting: Promise<void> | null = null;

  function adopt(candidate: WalletCandidate, account: string): Promise<void> {
    const run = openAndCommit(candidate, account, ++version).then(
      () => undefined,
      (error: unknown) => env.log.error(error),
    );
    adopting = run;
    void run.finally(() => {
      if (adopting === run) adopting = null;
    });
    return run;
  }

  const handlers: ProviderEventHandlers = {
    accountsChanged(accounts) {
      const [account] = accounts;
      if (!account) commit(null);
      else if (followed && account !== session?.account) void adopt(followed, account);
    },
    chainChanged(chainId) {
      chainEpoch += 1;
      latestChainId = chainId;
      if (!session) return;
      set({ chainId });
      session = { ...session, chainId };
      void refreshBalance();
    },
    disconnect() {
      follow(null);
      commit(null);
    },
  };

  const signerOf = signerCache();
  const getSigner = () => signerOf(session);

  async function refreshBalance(): Promise<void> {
    const current = session;
    if (!current) return;
    const ticket = version;
    const epoch = chainEpoch;
    try {
      const balanceText = formatEthBalance(await readBalance(current.wallet.provider, current.account));
      if (ticket !== version || epoch !== chainEpoch || session === null) return;
      session = { ...session, balanceText };
      set({ balanceText });
    } catch {
      // Keep the last known balance; the next block tries again.
    }
  }

  async function attemptConnect(target: WalletCandidate): Promise<void> {
    try {
      const wasConnected = session !== null;
      const [account] = await readAccounts(target.provider, 'eth_requestAccounts');
      if (!account) throw new Error('The wallet returned no account');
      const committed = await openAndCommit(target, account, ++version);
      if (target.info.rdns) env.storage?.setItem(REMEMBERED_WALLET_KEY, target.info.rdns);
      env.storage?.setItem(DISCONNECTED_KEY, '');
      // Reconnect would otherwise look like nothing happened: say which account answered.
      if (committed && wasConnected && session) set({ statusMessage: reconnectedMessage(session.account) });
    } catch (error) {
      // The spec: on failure the state stays as it was; only the status line says what happened.
      set({ status: session ? 'connected' : 'disconnected', statusMessage: reportConnectFailure(error, env.log) });
      // The wallet already shows a request: follow it, so approving that one connects us.
      if (walletErrorCode(error) === REQUEST_PENDING_CODE && !session) {
        follow(target);
      }
    }
  }

  function connect(walletId?: string): Promise<void> {
    if (connecting) {
      set({ statusMessage: WALLET_MESSAGES.pending });
      return connecting;
    }
    const target = pick(walletId);
    if (!target) {
      env.log.error(NO_PROVIDER_LOG);
      set({ statusMessage: WALLET_MESSAGES.noWallet });
      return Promise.resolve();
    }
    set({ status: 'connecting', statusMessage: null });
    connecting = attemptConnect(target).finally(() => {
      connecting = null;
    });
    return connecting;
  }

  async function attemptRestore(): Promise<boolean> {
    const ticket = ++version;
    if (env.events) requestAnnouncements(env.events);
    if (env.events && refreshWallets().length === 0) {
      const remembered = Boolean(env.storage?.getItem(REMEMBERED_WALLET_KEY));
      await waitForWallet(env.events, remembered ? REMEMBERED_WALLET_GRACE_MS : LATE_WALLET_GRACE_MS);
    }
    for (const candidate of ordered(refreshWallets())) {
      try {
        const [account] = await readAccounts(candidate.provider, 'eth_accounts');
        if (!account) continue;
        // Hear the wallet's events while the session opens: an account or chain change meanwhile
        // must win, not be lost (nor cancel the restore).
        follow(candidate);
        // Offline, the wallet still names the account: the app opens, the balance comes later.
        const committed = await openAndCommit(candidate, account, ticket, { balanceRequired: false });
        if (!committed && adopting) await adopting;
        return session !== null;
      } catch (error) {
        if (!session) follow(null);
        env.log.error(error);
        // The login page the guard sends the user to says why, when the wallet's node did not answer.
        const cause = unreachableCause(error);
        if (cause && !session) set({ statusMessage: unreachableMessage(cause) });
      }
    }
    return session !== null;
  }

  function restore(): Promise<boolean> {
    if (session) return Promise.resolve(true);
    if (env.storage?.getItem(DISCONNECTED_KEY)) return Promise.resolve(false);
    restoring ??= attemptRestore().finally(() => {
      restoring = null;
    });
    return restoring;
  }

  async function disconnect(): Promise<void> {
    const provider = session?.wallet.provider;
    env.storage?.setItem(DISCONNECTED_KEY, '1');
    commit(null);
    follow(null);
    set({ statusMessage: WALLET_MESSAGES.disconnected });
    await revokeAccess(provider);
  }

  const stopDiscovery = env.events
    ? watchAnnouncedWallets(env.events, (list) => {
        announced = list;
        refreshWallets();
      })
    : null;
  refreshWallets();

  return {
    getState: cell.get,
    subscribe(listener) {
      listeners.add(listener);
      sync();
      return () => {
        listeners.delete(listener);
        sync();
      };
    },
    connect,
    restore,
    disconnect,
    refreshBalance,
    getSigner,
    getContract: async () => session?.contract ?? null,
    getProvider: () => session?.wallet.provider ?? null,
    destroy() {
      stopDiscovery?.();
      listeners.clear();
      follow(null);
    },
  };
}
