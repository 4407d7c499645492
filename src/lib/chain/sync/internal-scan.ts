// Finds the internal transfers of a scanned range for the watched wallets. With a node that traces
// (`debug_traceTransaction`, callTracer; anvil, most self-hosted nodes) every contract call of the
// range is traced; a node that refuses the method is remembered for the follower's lifetime and
// the platform contracts' events stand in: a PaymentRouter ETH `Payment` (the router forwards the
// ETH to the payee) and a Distributor ETH `Distributed` (recipients from the calldata).
import { getAddress } from 'ethers';
import type { ChainPayment } from '@/lib/db/entities/chain-payment';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import { getLogsChunked } from '@/lib/chain/get-logs-chunked';
import type { ChainReader } from '@/lib/chain/rpc-client';
import { RpcError } from '@/lib/chain/rpc-error';
import type { BlockWithTxs, Transaction } from '@/lib/chain/rpc-schemas';
import { DISTRIBUTED_TOPIC, decodeDistributedLog } from '@/lib/primitives/contract-events';
import { decodeCall } from './decode-call';
import {
  callTraceSchema,
  internalRow,
  internalTransfers,
  type InternalTransfer,
  type OuterTransaction,
} from './internal-transfers';
import type { RowContext } from './tx-rows';

/** Whether the node traces; owned by one follower, so a refusal is asked once. */
export interface TraceSupport {
  refused: boolean;
}

/** The network's platform contracts and the follower's trace state. */
export interface InternalScanOptions {
  readonly traces: TraceSupport;
  readonly distributor: string | null;
}

/** A refusal of the method itself (not found, not allowed, not enabled), as opposed to an outage. */
export function isTraceRefusal(error: unknown): boolean {
  if (!(error instanceof RpcError)) return false;
  if (error.kind === 'rpc') return true;
  return error.kind === 'http' && error.status !== undefined && error.status < 500 && error.status !== 429;
}

const isCall = (tx: Transaction) => tx.to !== null && tx.input.length > 2;

async function traced(reader: ChainReader, calls: readonly Transaction[]): Promise<Map<string, InternalTransfer[]>> {
  const traces = await Promise.all(
    calls.map((tx) => reader.request('debug_traceTransaction', [tx.hash, { tracer: 'callTracer' }])),
  );
  const byHash = new Map<string, InternalTransfer[]>();
  traces.forEach((raw, index) => {
    const tx = calls[index];
    const trace = callTraceSchema.safeParse(raw);
    if (tx && trace.success) byHash.set(tx.hash.toLowerCase(), internalTransfers(trace.data));
  });
  return byHash;
}

/** Internal transfers told by the platform contracts' events (keys `e<logIndex>…`, never a trace path). */
async function fromEvents(
  reader: ChainReader,
  ctx: RowContext,
  options: InternalScanOptions,
  txs: ReadonlyMap<string, Transaction>,
  payments: readonly ChainPayment[],
  range: readonly [number, number],
): Promise<Map<string, InternalTransfer[]>> {
  const byHash = new Map<string, InternalTransfer[]>();
  const add = (hash: string, transfer: InternalTransfer) => byHash.set(hash, [...(byHash.get(hash) ?? []), transfer]);
  const sentBy = (hash: string) => txs.get(hash)?.from;
  for (const p of payments) {
    if (p.token !== null) continue;
    const value = BigInt(p.units);
    if (ctx.watched.has(p.payee)) add(p.hash, { key: `e${p.logIndex}`, from: p.router, to: p.payee, value });
    // Paid by a watched contract wallet inside someone else's transaction: its own row is not there.
    if (ctx.watched.has(p.payer) && sentBy(p.hash) && getAddress(sentBy(p.hash) ?? '') !== p.payer)
      add(p.hash, { key: `e${p.logIndex}s`, from: p.payer, to: p.router, value });
  }
  if (!options.distributor) return byHash;
  const distributor = getAddress(options.distributor);
  const logs = await getLogsChunked(reader, { address: distributor, topics: [DISTRIBUTED_TOPIC] }, ...range);
  for (const log of logs) {
    const event = log.removed ? null : decodeDistributedLog(log);
    const hash = log.transactionHash.toLowerCase();
    const tx = txs.get(hash);
    if (!event || event.token !== null || !tx) continue;
    const call = decodeCall(tx.to, tx.input).decoded;
    if (call?.method === 'distributeEth' && tx.to && getAddress(tx.to) === distributor)
      call.recipients?.forEach((r, i) => {
        if (ctx.watched.has(r.address))
          add(hash, { key: `e${log.logIndex}_${i}`, from: distributor, to: r.address, value: BigInt(r.units) });
      });
    if (ctx.watched.has(event.sender) && getAddress(tx.from) !== event.sender)
      add(hash, { key: `e${log.logIndex}s`, from: event.sender, to: distributor, value: event.total });
  }
  return byHash;
}

/** The internal-transfer rows of the blocks read, for the watched wallets. */
export async function scanInternal(
  reader: ChainReader,
  ctx: RowContext,
  blocks: readonly BlockWithTxs[],
  payments: readonly ChainPayment[],
  options: InternalScanOptions,
): Promise<ChainTransaction[]> {
  const first = blocks[0];
  const last = blocks.at(-1);
  if (!first || !last || ctx.watched.size === 0) return [];
  const txs = new Map(blocks.flatMap((b) => b.transactions.map((tx) => [tx.hash.toLowerCase(), tx] as const)));
  let transfers: Map<string, InternalTransfer[]> | null = null;
  if (!options.traces.refused) {
    try {
      transfers = await traced(reader, [...txs.values()].filter(isCall));
    } catch (error) {
      if (!isTraceRefusal(error)) throw error;
      options.traces.refused = true;
    }
  }
  transfers ??= await fromEvents(reader, ctx, options, txs, payments, [first.number, last.number]);
  const block = new Map(blocks.map((b) => [b.number, b]));
  const rows: ChainTransaction[] = [];
  for (const [hash, list] of transfers) {
    const tx = txs.get(hash);
    const mined = tx?.blockNumber === null || tx?.blockNumber === undefined ? undefined : block.get(tx.blockNumber);
    if (!tx || !mined) continue;
    const outer: OuterTransaction = {
      hash,
      from: getAddress(tx.from),
      blockNumber: mined.number,
      blockHash: mined.hash,
      time: mined.timestamp,
      summary: decodeCall(tx.to, tx.input),
    };
    for (const transfer of list) {
      const row = internalRow(ctx, outer, transfer);
      if (row) rows.push(row);
    }
  }
  return rows;
}
