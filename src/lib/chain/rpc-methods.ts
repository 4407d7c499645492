// Typed reads over a ChainReader. Every result is validated (zod at every boundary),
// so a misbehaving endpoint fails with a reason instead of writing junk into the ledger.
import type { z } from 'zod';
import type { ChainReader } from './rpc-client';
import { RpcError } from './rpc-error';
import {
  bigQuantity,
  blockWithHashesSchema,
  blockWithTxsSchema,
  hexData,
  logSchema,
  receiptSchema,
  smallQuantity,
  transactionSchema,
  type BlockWithHashes,
  type BlockWithTxs,
  type Log,
  type Receipt,
  type Transaction,
} from './rpc-schemas';

/** A block number or one of the node's named blocks. */
export type BlockTag = number | 'latest' | 'earliest' | 'pending' | 'safe' | 'finalized';

/** An eth_getLogs filter (block range given separately or as tags). */
export interface LogFilter {
  readonly address?: string | readonly string[];
  /** Per position: a topic, any of several, or null for any. */
  readonly topics?: ReadonlyArray<string | readonly string[] | null>;
  readonly fromBlock?: BlockTag;
  readonly toBlock?: BlockTag;
  readonly blockHash?: string;
}

/** A call's fields for eth_call. */
export interface CallRequest {
  readonly to: string;
  readonly data: string;
  readonly from?: string;
  readonly value?: bigint;
}

/** The JSON-RPC form of a block number or tag. */
export function blockParam(block: BlockTag): string {
  if (typeof block === 'string') return block;
  if (!Number.isSafeInteger(block) || block < 0) throw new RangeError(`Not a block number: ${block}`);
  return `0x${block.toString(16)}`;
}

function validated<S extends z.ZodType>(schema: S, value: unknown, method: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
  throw new RpcError(
    'invalid-response',
    `The endpoint answered ${method} with an unexpected value${where}: ${issue?.message ?? 'invalid'}`,
  );
}

/** The chain id the endpoint serves (eth_chainId). */
export async function chainIdOf(reader: ChainReader): Promise<number> {
  return validated(smallQuantity, await reader.request('eth_chainId'), 'eth_chainId');
}

/** The latest block number. */
export async function blockNumber(reader: ChainReader): Promise<number> {
  return validated(smallQuantity, await reader.request('eth_blockNumber'), 'eth_blockNumber');
}

/** A block with its transaction hashes or full transactions; null when the node does not have it. */
export async function getBlock(reader: ChainReader, block: BlockTag, withTxs: true): Promise<BlockWithTxs | null>;
export async function getBlock(reader: ChainReader, block: BlockTag, withTxs?: false): Promise<BlockWithHashes | null>;
export async function getBlock(
  reader: ChainReader,
  block: BlockTag,
  withTxs = false,
): Promise<BlockWithTxs | BlockWithHashes | null> {
  const raw = await reader.request('eth_getBlockByNumber', [blockParam(block), withTxs]);
  if (raw === null) return null;
  return withTxs
    ? validated(blockWithTxsSchema, raw, 'eth_getBlockByNumber')
    : validated(blockWithHashesSchema, raw, 'eth_getBlockByNumber');
}

/** The logs matching a filter (one request; see getLogsChunked for long ranges). */
export async function getLogs(reader: ChainReader, filter: LogFilter): Promise<Log[]> {
  const { fromBlock, toBlock, ...rest } = filter;
  const param = {
    ...rest,
    ...(fromBlock === undefined ? {} : { fromBlock: blockParam(fromBlock) }),
    ...(toBlock === undefined ? {} : { toBlock: blockParam(toBlock) }),
  };
  const raw = await reader.request('eth_getLogs', [param]);
  return validated(logSchema.array(), raw, 'eth_getLogs');
}

/** A transaction by hash; null when the node does not know it (never sent, dropped or not yet seen). */
export async function getTransaction(reader: ChainReader, hash: string): Promise<Transaction | null> {
  const raw = await reader.request('eth_getTransactionByHash', [hash]);
  return raw === null ? null : validated(transactionSchema, raw, 'eth_getTransactionByHash');
}

/** A transaction's receipt; null while it is pending or unknown. */
export async function getReceipt(reader: ChainReader, hash: string): Promise<Receipt | null> {
  const raw = await reader.request('eth_getTransactionReceipt', [hash]);
  return raw === null ? null : validated(receiptSchema, raw, 'eth_getTransactionReceipt');
}

/** An account's native balance in wei. */
export async function getBalance(reader: ChainReader, account: string, block: BlockTag = 'latest'): Promise<bigint> {
  return validated(bigQuantity, await reader.request('eth_getBalance', [account, blockParam(block)]), 'eth_getBalance');
}

/** The code at an address (`0x` for an externally owned account). */
export async function getCode(reader: ChainReader, account: string, block: BlockTag = 'latest'): Promise<string> {
  return validated(hexData, await reader.request('eth_getCode', [account, blockParam(block)]), 'eth_getCode');
}

/** The return data of a read-only call; a revert rejects with an RpcError whose `data` holds the revert data. */
export async function call(reader: ChainReader, request: CallRequest, block: BlockTag = 'latest'): Promise<string> {
  const { value, ...rest } = request;
  const param = value === undefined ? rest : { ...rest, value: `0x${value.toString(16)}` };
  return validated(hexData, await reader.request('eth_call', [param, blockParam(block)]), 'eth_call');
}
