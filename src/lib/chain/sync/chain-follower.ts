// Follows one chain for its watched wallets from a JSON-RPC node: catches up from the stored
// cursors in batches, then reads each new block as it arrives (polling at a fraction of the block
// time), checks for reorgs, settles our pending transactions, and pauses with the reason in words
// when the endpoint fails, resuming from the cursor when it answers again.
import type { SyncCursor } from '@/lib/db/entities/sync-cursor';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { ChainReader } from '@/lib/chain/rpc-client';
import { RpcError } from '@/lib/chain/rpc-error';
import { getBlock, getTransaction } from '@/lib/chain/rpc-methods';
import { knownContractsOn } from '@/lib/contracts/deployments-store';
import { scanBlocks, type TokenResolver } from './block-scan';
import { recordChainBalances } from './chain-balances';
import { advance, changed, cursorsFor } from './cursors';
import { openBooksOn } from './books-start';
import { newWalletStarts, recordOpeningBalances } from './opening-balances';
import type { TraceSupport } from './internal-scan';
import { breaksChain, commonAncestor } from './reorg';
import {
  markDropped,
  pendingOnChain,
  setPendingNonce,
  recentHashes,
  rollBackAbove,
  saveCursors,
  writeSyncBatch,
} from './sync-store';
import type { RowContext } from './tx-rows';
import { pause, pollWait } from './poll-wait';

/** Blocks read per batch while catching up (one JSON-RPC batch of block reads). */
export const SCAN_BATCH_BLOCKS = 40;
/** A pending transaction the node has not known for this long, with its nonce unused, is dropped. */
export const DROP_AFTER_MS = 120_000;
/** The longest wait between two tries while the node does not answer (from 1 s, doubling). */
export const MAX_BACKOFF_MS = 15_000;

export interface ChainFollowerOptions {
  readonly db: WorkspaceDb;
  readonly reader: ChainReader;
  readonly chainId: number;
  readonly wallets: readonly string[];
  readonly nativeSymbol: string;
  readonly nativeDecimals: number;
  /** Where a newly watched wallet's history starts (-1: from genesis). */
  readonly startBlock: (head: number) => number;
  readonly pollMs: number;
  readonly tokens: TokenResolver;
  readonly now: () => Date;
  readonly signal: AbortSignal;
  /** Subscribes to new-block notifications (newHeads); each ends the wait for the next poll. */
  readonly wake?: (notify: () => void) => () => void;
  /** The day the books start (books-start.ts): the openings are read before it; null: where tracking started. */
  readonly booksStartOn?: string | null;
}

/** Why a sync paused, in words (the page shows it after "Paused, retrying:"). */
export function pauseReason(error: unknown): string {
  const detail = error instanceof RpcError ? error.reason : error instanceof Error ? error.message : String(error);
  return detail.slice(0, 500);
}

/** Runs until `signal` aborts. */
export async function followChain(options: ChainFollowerOptions): Promise<void> {
  const { db, reader, chainId, signal } = options;
  const iso = () => options.now().toISOString();
  let cursors: SyncCursor[] = [];
  let failures = 0;
  let lastHead: { number: number; hash: string } | null = null;
  // Whether the node traces calls: asked once, a refusal is kept for this follower's lifetime.
  const traces: TraceSupport = { refused: false };
  // Where each wallet's books open (opening-balances.ts); from genesis: block 0, the genesis allocation.
  const openedAt = new Map<string, number>();
  const fromGenesis = options.startBlock(Number.MAX_SAFE_INTEGER) < 0;
  const startOf = (wallet: string) => openedAt.get(wallet) ?? (fromGenesis ? 0 : null);
  // With a books start day, the block before it (found once per follower: a new day restarts it).
  let booksBlock: number | null = null;

  const save = async (next: SyncCursor[]) => {
    const dirty = changed(cursors, next);
    cursors = next;
    if (dirty.length) await saveCursors(db, dirty);
  };

  // A notification ends the current wait early (or the next, if it came during a read); the poll
  // timer stays as the fallback.
  const wait = pollWait(options.pollMs, signal);
  const stopWaking = options.wake?.(() => wait.wake());
  signal.addEventListener('abort', () => stopWaking?.());

  while (!signal.aborted) {
    try {
      const head = await getBlock(reader, 'latest', false);
      if (!head) throw new RpcError('invalid-response', 'The endpoint has no latest block');
      if (!cursors.length || failures > 0) {
        const start = options.startBlock(head.number);
        for (const [wallet, block] of await newWalletStarts(db, chainId, options.wallets, start))
          openedAt.set(wallet, block);
        cursors = await cursorsFor(db, chainId, options.wallets, 'scan', start, iso());
      }
      const sameHead = lastHead && lastHead.number === head.number && lastHead.hash === head.hash.toLowerCase();
      failures = 0;
      if (!sameHead) {
        // After a rewind, read again at once from the common ancestor.
        if ((await catchUp(head.number, head.hash.toLowerCase())) === 'rewound') continue;
        // What the wallets hold at the block the cursors reached (the books are compared with it).
        await recordChainBalances(db, reader, { ...options, block: head }, iso());
        // And what they held where their books open, for the tokens known now (proposed once each).
        if (options.booksStartOn)
          booksBlock = await openBooksOn(
            db,
            reader,
            { ...options, booksStartOn: options.booksStartOn },
            booksBlock,
            iso(),
          );
        else await recordOpeningBalances(db, reader, options, startOf, iso());
        await settlePending();
        lastHead = { number: head.number, hash: head.hash.toLowerCase() };
      }
    } catch (error) {
      if (signal.aborted) return;
      failures += 1;
      lastHead = null;
      if (cursors.length)
        await save(advance(cursors, { state: 'paused', reason: pauseReason(error) }, iso())).catch(() => undefined);
      await pause(Math.min(MAX_BACKOFF_MS, 500 * 2 ** Math.min(failures, 5)), signal);
      continue;
    }
    await wait.next();
  }

  async function catchUp(headNumber: number, headHash: string): Promise<'done' | 'rewound'> {
    const stored = await recentHashes(db, chainId);
    const top = Math.max(...cursors.map((c) => c.block));
    // The chain is shorter than what we read, or its block at our height changed: a reorg.
    const storedAtHead = stored.get(headNumber);
    if (headNumber < top || (storedAtHead !== undefined && storedAtHead !== headHash)) {
      await rewind(stored, Math.min(top, headNumber) + 1);
      return 'rewound';
    }
    let from = Math.min(...cursors.map((c) => c.block)) + 1;
    while (from <= headNumber && !signal.aborted) {
      const to = Math.min(headNumber, from + SCAN_BATCH_BLOCKS - 1);
      const ctx: RowContext = {
        chainId,
        watched: new Set(options.wallets),
        nativeSymbol: options.nativeSymbol,
        nativeDecimals: options.nativeDecimals,
        source: 'scan',
        now: iso(),
      };
      // The network's PaymentRouter as the workspace knows it now (deployed from Utility, or the file).
      const known = knownContractsOn(chainId, await db.contractDeployments.where('chainId').equals(chainId).toArray());
      const router = known.PaymentRouter?.address ?? null;
      const distributor = known.Distributor?.address ?? null;
      const result = await scanBlocks(reader, ctx, from, to, options.tokens, router, { traces, distributor });
      const first = result.blocks[0];
      if (first && (breaksChain(stored, first) || !continuous(result.blocks))) {
        await rewind(stored, first.number);
        return 'rewound';
      }
      const last = result.blocks.at(-1);
      if (!last) break;
      const next = advance(
        cursors,
        {
          block: last.number,
          head: headNumber,
          state: last.number < headNumber ? 'catching-up' : 'live',
          reason: null,
        },
        ctx.now,
      );
      await writeSyncBatch(db, {
        chainId,
        rows: result.rows,
        blocks: result.blocks,
        cursors: changed(cursors, next),
        payments: result.payments,
      });
      cursors = next;
      for (const block of result.blocks) stored.set(block.number, block.hash);
      from = last.number + 1;
    }
    await save(advance(cursors, { head: headNumber, state: 'live', reason: null }, iso()));
    return 'done';
  }

  async function rewind(stored: Map<number, string>, below: number): Promise<void> {
    const ancestor = await commonAncestor(stored, below, async (n) => (await getBlock(reader, n, false))?.hash ?? null);
    await rollBackAbove(db, chainId, ancestor, iso());
    cursors = await cursorsFor(db, chainId, options.wallets, 'scan', ancestor, iso());
  }

  async function settlePending(): Promise<void> {
    const pending = await pendingOnChain(db, chainId);
    for (const row of pending) {
      const old = options.now().getTime() - Date.parse(row.time) >= DROP_AFTER_MS;
      // A send recorded without its nonce gets it from the node, so a replacement is recognised.
      if (!old && row.nonce !== null) continue;
      const tx = await getTransaction(reader, row.hash);
      if (tx && row.nonce === null) await setPendingNonce(db, row.id, tx.nonce, iso());
      else if (!tx && old) await markDropped(db, row.id, iso());
    }
  }
}

function continuous(blocks: readonly { number: number; hash: string; parentHash: string }[]): boolean {
  return blocks.every((block, index) => index === 0 || block.parentHash === blocks[index - 1]?.hash);
}
