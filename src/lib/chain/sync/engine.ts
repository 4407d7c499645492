// The sync engine (docs/product.md#data-flow): one per account, started with the session. It follows every
// watched wallet (the connected account on the wallet's chain, every treasury wallet on its own
// network, unless that network is untracked in Network settings) and restarts a chain's follower
// whenever what it watches or reads through changes.
import { watchQuery } from '@/lib/db/watch-query';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';
import { LOCAL_CHAIN_ID } from '@/config/chain';
import { knownNetwork } from '@/lib/primitives/networks';
import { eip1193Reader, httpReader, type ChainReader } from '@/lib/chain/rpc-client';
import { watchNewHeads } from '@/lib/chain/watch-new-heads';
import { wsReader } from '@/lib/chain/ws-reader';
import { followChain } from './chain-follower';
import { explorerPollMs, followExplorer } from './explorer-follower';
import { planChains, type ChainPlan } from './sync-plan';
import { tokenResolver } from './token-resolver';

export interface SyncEngineOptions {
  readonly db: WorkspaceDb;
  /** The connected account (checksummed). */
  readonly account: string;
  /** The wallet's chain and provider: that chain is read through the wallet. */
  readonly wallet: { readonly chainId: number; readonly provider: Eip1193Provider } | null;
  readonly now?: () => Date;
  /** Polling interval per chain; default a quarter of the block time, 250 ms on the local chain. */
  readonly pollMs?: (chainId: number) => number;
  /** Reports a chain the engine cannot read (no endpoint): shown on its cursors by the page. */
  readonly onError?: (error: unknown) => void;
  /**
   * Starts what runs beside the followers in the leading tab (the ledger poster of lib/posting,
   * given by the session: posting sits above chain, so the engine cannot import it); returns its stop.
   */
  readonly startPoster?: (options: PosterStartOptions) => () => void;
  /**
   * Follows the chain's price feeds beside its rows, through the same reader, until the signal
   * aborts (lib/price-feeds, given by the session: it shares this folder's rank).
   */
  readonly followPrices?: (options: PricesStartOptions) => void;
}

/** What the engine hands the price follower of a chain. */
export interface PricesStartOptions {
  readonly db: WorkspaceDb;
  readonly reader: ChainReader;
  readonly chainId: number;
  readonly now: () => Date;
  readonly signal: AbortSignal;
}

/** What the engine hands the poster it starts. */
export interface PosterStartOptions {
  readonly db: WorkspaceDb;
  readonly now: () => Date;
  readonly onError?: (error: unknown) => void;
  /**
   * The reader the engine follows a chain through, while it does (null otherwise); answered once the
   * engine has planned its chains (the poster's first run may come before).
   */
  readonly readerOf: (chainId: number) => Promise<ChainReader | null>;
}

/** Default poll interval: a fraction of the block time, so a block shows soon after it is mined. */
export function defaultPollMs(chainId: number): number {
  if (chainId === LOCAL_CHAIN_ID) return 250;
  return Math.max(1000, Math.round((knownNetwork(chainId)?.blockTimeMs ?? 12_000) / 4));
}

interface Running {
  readonly key: string;
  readonly controller: AbortController;
  /** The chain's reader (null for an explorer without an endpoint). */
  readonly reader: ChainReader | null;
}

/** Starts the engine; returns a function that stops every follower. */
export function startSyncEngine(options: SyncEngineOptions): () => void {
  const now = options.now ?? (() => new Date());
  const running = new Map<number, Running>();

  function readerFor(plan: ChainPlan): ChainReader {
    if (plan.endpoint.kind === 'wallet' && options.wallet) return eip1193Reader(options.wallet.provider, plan.chainId);
    if (plan.endpoint.kind === 'http') return httpReader(plan.endpoint.url, plan.chainId);
    if (plan.endpoint.kind === 'ws') return wsReader(plan.endpoint.url, plan.chainId);
    throw new Error('no endpoint');
  }

  function start(plan: ChainPlan): Running {
    const controller = new AbortController();
    // With an explorer API, history comes from it (the local chain has none unless settings give one).
    if (plan.explorer) {
      const reader = plan.endpoint.kind === 'none' ? null : readerFor(plan);
      if (reader)
        options.followPrices?.({ db: options.db, reader, chainId: plan.chainId, now, signal: controller.signal });
      void followExplorer({
        db: options.db,
        explorer: { ...plan.explorer, chainId: plan.chainId },
        reader,
        chainId: plan.chainId,
        wallets: plan.wallets,
        nativeSymbol: plan.nativeSymbol,
        nativeDecimals: plan.nativeDecimals,
        pollMs: explorerPollMs(plan.chainId),
        tokens: reader ? tokenResolver(options.db, reader, now) : null,
        now,
        booksStartOn: plan.booksStartOn,
        signal: controller.signal,
      }).catch(options.onError ?? (() => undefined));
      return { key: plan.key, controller, reader };
    }
    const reader = readerFor(plan);
    options.followPrices?.({ db: options.db, reader, chainId: plan.chainId, now, signal: controller.signal });
    void followChain({
      db: options.db,
      reader,
      chainId: plan.chainId,
      wallets: plan.wallets,
      nativeSymbol: plan.nativeSymbol,
      nativeDecimals: plan.nativeDecimals,
      // The local chain is short: read it from genesis. Elsewhere a node holds too much history to
      // scan; without an explorer API a wallet is followed from the block where tracking started.
      startBlock: (head) => (plan.chainId === LOCAL_CHAIN_ID ? -1 : head),
      pollMs: (options.pollMs ?? defaultPollMs)(plan.chainId),
      tokens: tokenResolver(options.db, reader, now),
      now,
      booksStartOn: plan.booksStartOn,
      signal: controller.signal,
      // A WebSocket endpoint pushes each new block (newHeads): read it at once, polling stays as
      // the fallback while the subscription is down. Each (re)subscription reads once too: a block
      // mined before the subscription was active is never announced.
      wake:
        plan.endpoint.kind === 'ws'
          ? (notify) => watchNewHeads((plan.endpoint as { url: string }).url, notify, { onSubscribed: notify })
          : undefined,
    }).catch(options.onError ?? (() => undefined));
    return { key: plan.key, controller, reader };
  }

  function reconcile(plans: readonly ChainPlan[]): void {
    const wanted = new Map(plans.map((plan) => [plan.chainId, plan]));
    for (const [chainId, run] of running) {
      if (wanted.get(chainId)?.key !== run.key) {
        run.controller.abort();
        running.delete(chainId);
      }
    }
    for (const plan of plans) {
      if (!running.has(plan.chainId) && (plan.endpoint.kind !== 'none' || plan.explorer))
        running.set(plan.chainId, start(plan));
    }
  }

  // Settled once the chains are first planned (or could not be, or the engine stopped): readerOf waits for it.
  let markPlanned: () => void = () => undefined;
  const planned = new Promise<void>((resolve) => (markPlanned = resolve));
  const subscription = watchQuery(
    async () => {
      const [treasury, settings] = await Promise.all([
        options.db.treasuryWallets.toArray(),
        options.db.networkSettings.toArray(),
      ]);
      return planChains({
        account: options.account,
        walletChainId: options.wallet?.chainId ?? null,
        treasury,
        settings,
      });
    },
    {
      next: (plans) => {
        reconcile(plans);
        markPlanned();
      },
      error: (error) => {
        markPlanned();
        (options.onError ?? (() => undefined))(error);
      },
    },
  );

  const readerOf = async (chainId: number) => {
    await planned;
    return running.get(chainId)?.reader ?? null;
  };
  const stopPoster =
    options.startPoster?.({ db: options.db, now, onError: options.onError, readerOf }) ?? (() => undefined);
  return () => {
    markPlanned();
    stopPoster();
    subscription.unsubscribe();
    for (const run of running.values()) run.controller.abort();
    running.clear();
  };
}
