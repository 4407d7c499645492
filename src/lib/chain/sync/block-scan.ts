// History and live blocks from a plain JSON-RPC node (the local chain, or any network without an
// explorer API): every block of the range with its transactions, the receipts of the watched
// wallets' transactions, and the ERC-20 Transfer logs that name a watched wallet as sender or
// receiver. Returns rows and the blocks read (for reorg detection); writes nothing.
import { getAddress } from 'ethers';
import type { ChainPayment } from '@/lib/db/entities/chain-payment';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import { getLogsChunked } from '@/lib/chain/get-logs-chunked';
import type { ChainReader } from '@/lib/chain/rpc-client';
import { RpcError } from '@/lib/chain/rpc-error';
import { call, getBlock, getReceipt } from '@/lib/chain/rpc-methods';
import type { BlockWithTxs, Log, Receipt, Transaction } from '@/lib/chain/rpc-schemas';
import { decodeRevert } from './decode-call';
import { scanInternal, type InternalScanOptions } from './internal-scan';
import { scanPayments } from './payment-scan';
import { nativeRow, tokenRow, type RowContext, type TokenInfo } from './tx-rows';
import { TRANSFER_TOPIC, addressTopic } from '@/lib/primitives/contract-events';

/** A block as kept for reorg detection. */
export interface ScannedBlock {
  readonly number: number;
  readonly hash: string;
  readonly parentHash: string;
}

export interface ScanResult {
  readonly rows: ChainTransaction[];
  readonly blocks: ScannedBlock[];
  /** PaymentRouter payments naming a watched wallet (none without a router on the network). */
  readonly payments: ChainPayment[];
}

/** Resolves a token's symbol and decimals (from the workspace, else from the chain). */
export type TokenResolver = (address: string) => Promise<TokenInfo>;

/** Why a mined transaction failed: the call replayed on the state before its block. */
export async function failureReasonOf(
  reader: ChainReader,
  tx: Transaction,
  blockNumber: number,
): Promise<string | null> {
  if (tx.to === null) return null;
  try {
    await call(reader, { from: tx.from, to: tx.to, data: tx.input, value: tx.value }, Math.max(0, blockNumber - 1));
    return null; // succeeds on the earlier state: it failed on gas or ordering, which we cannot tell
  } catch (error) {
    return error instanceof RpcError ? decodeRevert(error.data) : null;
  }
}

async function receiptsOf(reader: ChainReader, txs: readonly Transaction[]): Promise<Map<string, Receipt>> {
  const receipts = await Promise.all(txs.map((tx) => getReceipt(reader, tx.hash)));
  const byHash = new Map<string, Receipt>();
  receipts.forEach((receipt, index) => {
    const tx = txs[index];
    if (receipt && tx) byHash.set(tx.hash.toLowerCase(), receipt);
  });
  return byHash;
}

async function transferLogs(reader: ChainReader, watched: readonly string[], from: number, to: number): Promise<Log[]> {
  if (watched.length === 0) return [];
  const topics = watched.map(addressTopic);
  const [sent, received] = await Promise.all([
    getLogsChunked(reader, { topics: [TRANSFER_TOPIC, topics, null] }, from, to),
    getLogsChunked(reader, { topics: [TRANSFER_TOPIC, null, topics] }, from, to),
  ]);
  const unique = new Map<string, Log>();
  for (const log of [...sent, ...received]) if (!log.removed) unique.set(`${log.transactionHash}:${log.logIndex}`, log);
  return [...unique.values()];
}

/**
 * Scans blocks [from, to] for the watched wallets of `ctx`; blocks the node lacks end the range early.
 * With the network's PaymentRouter (`router`), its Payment events for the wallets are read too;
 * with `internal`, the value that reached or left a wallet inside another call (internal-scan.ts).
 */
export async function scanBlocks(
  reader: ChainReader,
  ctx: RowContext,
  from: number,
  to: number,
  tokens: TokenResolver,
  router: string | null = null,
  internal: InternalScanOptions | null = null,
): Promise<ScanResult> {
  const numbers = Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  const fetched = await Promise.all(numbers.map((n) => getBlock(reader, n, true)));
  const blocks: BlockWithTxs[] = [];
  for (const block of fetched) {
    if (!block) break; // the node is behind the head it reported: stop here, the cursor says so
    blocks.push(block);
  }
  const last = blocks.at(-1);
  if (!last) return { rows: [], blocks: [], payments: [] };
  const watchedList = [...ctx.watched];
  const relevant = blocks.flatMap((block) =>
    block.transactions.filter(
      (tx) => ctx.watched.has(getAddress(tx.from)) || (tx.to !== null && ctx.watched.has(getAddress(tx.to))),
    ),
  );
  const blockTime = new Map(blocks.map((block) => [block.number, block.timestamp]));
  const [receipts, logs, payments] = await Promise.all([
    receiptsOf(reader, relevant),
    transferLogs(reader, watchedList, from, last.number),
    router
      ? scanPayments(
          reader,
          { chainId: ctx.chainId, router, watched: ctx.watched, blockTime, now: ctx.now },
          from,
          last.number,
        )
      : [],
  ]);
  const txByHash = new Map(
    blocks.flatMap((block) => block.transactions.map((tx) => [tx.hash.toLowerCase(), tx] as const)),
  );

  const rows: ChainTransaction[] = [];
  for (const tx of relevant) {
    const receipt = receipts.get(tx.hash.toLowerCase());
    if (!receipt) continue;
    const failureReason = receipt.status === 0 ? await failureReasonOf(reader, tx, receipt.blockNumber) : null;
    const row = nativeRow(ctx, tx, { receipt, blockTime: blockTime.get(receipt.blockNumber) ?? 0, failureReason });
    if (row) rows.push(row);
  }
  for (const log of logs) {
    const token = await tokens(log.address);
    const row = tokenRow(
      ctx,
      log,
      token,
      blockTime.get(log.blockNumber) ?? 0,
      txByHash.get(log.transactionHash.toLowerCase()) ?? null,
    );
    if (row) rows.push(row);
  }
  if (internal) rows.push(...(await scanInternal(reader, ctx, blocks, payments, internal)));
  return {
    rows,
    payments,
    blocks: blocks.map(({ number, hash, parentHash }) => ({
      number,
      hash: hash.toLowerCase(),
      parentHash: parentHash.toLowerCase(),
    })),
  };
}
