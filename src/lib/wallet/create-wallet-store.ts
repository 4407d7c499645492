// The wallet session as a small external store (plain TS, no React): discovery, connect, silent
// restore, the wallet's events and the balance refresh. React reads it through use-wallet.ts.
import { INITIAL_BALANCE_TEXT } from '@/config/product';
import { watchBlocks } from './block-watcher';
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
import { formatEthBalance } from '@/lib/money/format-balance';
import { keyedSubscription } from './subscription';
import { signerCache } from './signer-cache';
import { openSession, revokeAccess, type Session } from './wallet-session';
import { DISCONNECTED_KEY, REMEMBERED_WALLET_KEY } from './wallet-candidates';
import { walletDiscovery } from './wallet-discovery';
import type { Eip1193Provider, WalletCandidate, WalletEnvironment, WalletStore } from './wallet-types';
import { walletStateCell } from './wallet-state-cell';
import { reportDependencyAnswered, reportDependencyFailure } from '@/lib/offline/dependency-health';
import { forgetSession, heldSessionError, rememberSession, sessionHolder } from './held-session';

export type { WalletEnvironment, WalletStore };

/** Creates a wallet store; the app uses the singleton in wallet-store.ts, tests make their own. */
export function createWalletStore(env: WalletEnvironment): WalletStore {
  const cell = walletStateCell();
  const { listeners, set } = cell;
  const discovery = walletDiscovery(env, cell);
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
  // While the wallet's node does not answer, why the session is held (held-session.ts).
  let outage: string | null = null;

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

  /** Commits a session; `heldFor` names the node's failure when it is held (held-session.ts). */
  function commit(next: Session | null, heldFor: string | null = null): void {
    version += 1;
    session = next;
    outage = next ? heldFor : null;
    if (!outage) holder.stop();
    if (next && !heldFor) rememberSession(env.storage, next);
    if (outage) reportDependencyFailure('node', outage, holder.retryNow);
    else if (next) reportDependencyAnswered('node');
    if (next) {
      follow(next.wallet);
      set({
        status: 'connected',
        account: next.account,
        chainId: next.chainId,
        balanceText: next.balanceText,
        statusMessage: null,
        nodeOutage: outage,
      });
    } else {
      // No account, no network: the card shows neither after a disconnect or a locked wallet.
      set({
        status: 'disconnected',
        account: null,
        chainId: null,
        balanceText: INITIAL_BALANCE_TEXT,
        nodeOutage: null,
      });
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

  const holder = sessionHolder(env, {
    ticket: () => version,
    held: () => outage !== null,
    commit,
    reopen: (candidate, account) => openAndCommit(candidate, account, version, { balanceRequired: false }),
    stillDown(cause) {
      outage = cause;
      set({ nodeOutage: cause });
      reportDependencyFailure('node', cause, holder.retryNow);
    },
  });

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
  const getSigner = () => (outage ? Promise.reject(heldSessionError(outage)) : signerOf(session));

  async function refreshBalance(): Promise<void> {
    const current = session;
    if (!current) return;
    const ticket = version;
    const epoch = chainEpoch;
    try {
      const balanceText = formatEthBalance(await readBalance(current.wallet.provider, current.account));
      if (ticket !== version || epoch !== chainEpoch || session === null) return;
      if (!outage) reportDependencyAnswered('node');
      session = { ...session, balanceText };
      set({ balanceText });
    } catch (error) {
      // Keep the last known balance; the next block tries again. The banner names a node that stopped.
      const cause = unreachableCause(error);
      if (cause && !outage) reportDependencyFailure('node', unreachableMessage(cause), refreshBalance);
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
    const target = discovery.pick(walletId, session?.wallet.provider);
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
    for (const candidate of await discovery.forRestore()) {
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
        // The node did not answer: the session this browser had is held until it does; without one,
        // the login page the guard sends the user to says why.
        const cause = unreachableCause(error);
        if (cause && !session && (await holder.hold(candidate, unreachableMessage(cause), ticket))) return true;
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
    forgetSession(env.storage);
    commit(null);
    follow(null);
    set({ statusMessage: WALLET_MESSAGES.disconnected });
    await revokeAccess(provider);
  }

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
      discovery.stop();
      holder.stop();
      listeners.clear();
      follow(null);
    },
  };
}
