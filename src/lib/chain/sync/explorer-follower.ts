// Follows one chain's watched wallets through an Etherscan-compatible explorer API: for each wallet,
// txlist, tokentx and txlistinternal page by page from a stored cursor per (wallet, source), and
// the network PaymentRouter's Payment logs naming the wallet as payee or payer (getLogs), each
// page's rows written with its cursor in one transaction, so a closed tab continues where it
// stopped and never writes a row twice. Then it polls every few block times (explorers index a
// little behind the chain) and pauses with the reason in words when the API fails.
import type { SyncCursor, SyncSource } from '@/lib/db/entities/sync-cursor';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { LOCAL_CHAIN_ID } from '@/config/chain';
import { fetchAccountHistory } from '@/lib/chain/explorer-client';
import type { ExplorerConfig } from '@/lib/chain/explorer-request';
import type { ExplorerAction } from '@/lib/chain/explorer-schemas';
import { fetchExplorerLogs } from '@/lib/chain/explorer-logs';
import { knownContractsOn } from '@/lib/contracts/deployments-store';
import { knownNetwork } from '@/lib/primitives/networks';
import type { ChainReader } from '@/lib/chain/rpc-client';
import { RpcError } from '@/lib/chain/rpc-error';
import { blockNumber, getReceipt } from '@/lib/chain/rpc-methods';
import type { TokenResolver } from './block-scan';
import { paymentsFromLogs } from './payment-scan';
import { pauseReason } from './chain-follower';
import { pause } from './poll-wait';
import { advance, changed, cursorsFor } from './cursors';
import { recordExplorerBalances } from './explorer-balances';
import { openBooksOn } from './books-start';
import { explorerPageRows } from './explorer-page-rows';
import { withPayment } from './internal-transfers';
import { saveCursors, writeSyncBatch } from './sync-store';
import type { RowContext } from './tx-rows';
import { PAYMENT_TOPIC, addressTopic } from '@/lib/primitives/contract-events';

/** The explorer source of each action's cursor, in the order a wallet is read. */
export const EXPLORER_SOURCES = [
  ['explorer-txlist', 'txlist'],
  ['explorer-tokentx', 'tokentx'],
  ['explorer-internal', 'txlistinternal'],
] as const satisfies readonly (readonly [SyncSource, ExplorerAction])[];

const ACTION_OF: ReadonlyMap<SyncSource, ExplorerAction> = new Map(EXPLORER_SOURCES);
const HISTORY: readonly SyncSource[] = EXPLORER_SOURCES.map(([source]) => source);

/** Router payments by the wallet's side: the Payment event's topic that holds it (payer 2, payee 3). */
export const PAYMENT_SOURCES = [
  ['explorer-payments-in', 3],
  ['explorer-payments-out', 2],
] as const satisfies readonly (readonly [SyncSource, 2 | 3])[];

const TOPIC_OF: ReadonlyMap<SyncSource, 2 | 3> = new Map(PAYMENT_SOURCES);

/** How often a live explorer sync asks again: three block times (explorers lag), 1 s locally. */
export function explorerPollMs(chainId: number): number {
  if (chainId === LOCAL_CHAIN_ID) return 1000;
  return Math.max(3000, 3 * (knownNetwork(chainId)?.blockTimeMs ?? 12_000));
}

export interface ExplorerFollowerOptions {
  readonly db: WorkspaceDb;
  readonly explorer: ExplorerConfig;
  /** The chain's RPC (head for progress, receipts for missing log indexes, token metadata); may be absent. */
  readonly reader: ChainReader | null;
  readonly chainId: number;
  readonly wallets: readonly string[];
  readonly nativeSymbol: string;
  readonly nativeDecimals: number;
  readonly pollMs: number;
  /** Symbol and decimals when the explorer's are unusable (the block scan's resolver); null: short address. */
  readonly tokens: TokenResolver | null;
  readonly now: () => Date;
  readonly signal: AbortSignal;
  /** The longest wait between retries while paused; default 15 s. */
  readonly maxBackoffMs?: number;
  /** The day the books start (books-start.ts): openings are proposed before it (needs the RPC). */
  readonly booksStartOn?: string | null;
}

/** A cursor after a page read up to `done`: live on the last page, catching up before it. */
function afterPage(cursor: SyncCursor, done: number, head: number | null, last: boolean, now: string): SyncCursor {
  const [next = cursor] = advance(
    [cursor],
    { block: done, head: Math.max(head ?? -1, cursor.head, done), state: last ? 'live' : 'catching-up', reason: null },
    now,
  );
  return next;
}

/** Runs until `signal` aborts. */
export async function followExplorer(options: ExplorerFollowerOptions): Promise<void> {
  const { db, chainId, signal } = options;
  const iso = () => options.now().toISOString();
  const maxBackoff = options.maxBackoffMs ?? 15_000;
  let cursors: SyncCursor[] = [];
  let failures = 0;
  let booksBlock: number | null = null;

  while (!signal.aborted) {
    try {
      // After a failure the stored cursors are the truth (another tab may have led meanwhile).
      if (!cursors.length || failures > 0) cursors = await loadCursors();
      const head = await readHead();
      for (let index = 0; index < cursors.length && !signal.aborted; index++) await follow(index, head);
      failures = 0;
      // What the wallets hold where their rows are complete (the books are compared with it).
      if (options.reader && !signal.aborted)
        await recordExplorerBalances(db, options.reader, options, { cursors, sources: HISTORY, head }, iso());
      // History from genesis needs no opening, unless the books start on a day.
      if (options.reader && options.booksStartOn && !signal.aborted)
        booksBlock = await openBooksOn(
          db,
          options.reader,
          { ...options, booksStartOn: options.booksStartOn },
          booksBlock,
          iso(),
        );
    } catch (error) {
      if (signal.aborted) return;
      failures += 1;
      if (cursors.length) {
        const next = advance(cursors, { state: 'paused', reason: pauseReason(error) }, iso());
        await saveCursors(db, changed(cursors, next)).catch(() => undefined);
        cursors = next;
      }
      await pause(Math.min(maxBackoff, 500 * 2 ** Math.min(failures, 5)), signal);
      continue;
    }
    await pause(options.pollMs, signal);
  }

  async function loadCursors(): Promise<SyncCursor[]> {
    // An explorer serves a wallet's whole history cheaply: new cursors start before genesis.
    const sources = [...EXPLORER_SOURCES.map(([source]) => source), ...PAYMENT_SOURCES.map(([source]) => source)];
    const bySource = await Promise.all(
      sources.map((source) => cursorsFor(db, chainId, options.wallets, source, -1, iso())),
    );
    return bySource.flat();
  }

  async function readHead(): Promise<number | null> {
    if (!options.reader) return null;
    try {
      return await blockNumber(options.reader);
    } catch {
      // The head only feeds the progress figure: an RPC outage must not stop the explorer source.
      return null;
    }
  }

  async function follow(index: number, head: number | null): Promise<void> {
    const start = cursors[index];
    const topic = start && TOPIC_OF.get(start.source);
    if (start && topic) return followPayments(index, topic, head);
    const action = start && ACTION_OF.get(start.source);
    if (!start || !action) return;
    for await (const page of fetchAccountHistory(options.explorer, start.wallet, action, start.block + 1)) {
      if (signal.aborted) return;
      const current = cursors[index] ?? start;
      const ctx: RowContext = {
        chainId,
        watched: new Set(options.wallets),
        nativeSymbol: options.nativeSymbol,
        nativeDecimals: options.nativeDecimals,
        source: 'explorer',
        now: iso(),
      };
      const rows = await explorerPageRows(options, ctx, action, page.rows);
      // Mid-history the page's last block may continue on the next page: it is not done yet.
      const done = page.nextFromBlock - 1;
      const next = afterPage(current, done, head, page.done, ctx.now);
      const dirty = next === current ? [] : [next];
      if (rows.length || dirty.length) await writeSyncBatch(db, { chainId, rows, blocks: [], cursors: dirty });
      cursors[index] = next;
    }
  }

  /**
   * The router's Payment logs with the wallet at `topic`, page by page. Without a router on the
   * network there is nothing to read: the cursor stays before genesis, so a router recorded later
   * is read from its first payment.
   */
  async function followPayments(index: number, topic: 2 | 3, head: number | null): Promise<void> {
    const start = cursors[index];
    if (!start) return;
    const router =
      knownContractsOn(chainId, await db.contractDeployments.where('chainId').equals(chainId).toArray()).PaymentRouter
        ?.address ?? null;
    if (!router) {
      const [next = start] = advance(
        [start],
        { head: Math.max(head ?? -1, start.head), state: 'live', reason: null },
        iso(),
      );
      if (next !== start) await saveCursors(db, [next]);
      cursors[index] = next;
      return;
    }
    const filter = { address: router, topics: { 0: PAYMENT_TOPIC, [topic]: addressTopic(start.wallet) } };
    for await (const page of fetchExplorerLogs(options.explorer, filter, start.block + 1)) {
      if (signal.aborted) return;
      const current = cursors[index] ?? start;
      const now = iso();
      const blockTime = new Map(page.logs.map((log) => [log.blockNumber, log.timeStamp]));
      const payments = await paymentsFromLogs(
        page.logs,
        { chainId, router, watched: new Set(options.wallets), blockTime, now },
        (hash) => receiptFor(hash),
      );
      const done = page.nextFromBlock - 1;
      const next = afterPage(current, done, head, page.done, now);
      const dirty = next === current ? [] : [next];
      // Internal rows read before their Payment are named by it now (the client, the reference).
      const keys = [...new Set(payments.map((p) => p.hash))].map((hash): [number, string] => [chainId, hash]);
      const earlier = keys.length ? await db.chainTransactions.where('[chainId+hash]').anyOf(keys).toArray() : [];
      const named = earlier.flatMap((row) => {
        const next = withPayment(row, payments);
        return next === row ? [] : [{ ...next, updatedAt: now }];
      });
      if (payments.length || dirty.length)
        await writeSyncBatch(db, { chainId, rows: named, blocks: [], cursors: dirty, payments });
      cursors[index] = next;
    }
  }

  /** A payment's receipt (the Transfer check of a token payment, or a block hash the explorer left out). */
  async function receiptFor(hash: string) {
    if (!options.reader)
      throw new RpcError(
        'invalid-response',
        'Checking a token payment needs its receipt: set an RPC URL for this network in Network settings',
      );
    return getReceipt(options.reader, hash);
  }
}
