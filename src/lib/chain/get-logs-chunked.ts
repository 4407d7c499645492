// eth_getLogs over a long block range. Nodes cap either the range or the result count, each in
// its own words (Infura: "query returned more than 10000 results" -32005; Alchemy: "Log response
// size exceeded" -32602; others "block range is too wide"), so the range is halved until accepted.
import type { ChainReader } from './rpc-client';
import { RpcError } from './rpc-error';
import { getLogs, type LogFilter } from './rpc-methods';
import type { Log } from './rpc-schemas';

/** Default blocks per request: under the caps of the common public nodes (2,000 to 10,000). */
export const DEFAULT_MAX_LOG_RANGE = 2000;

const RANGE_MESSAGE =
  /more than \d+ results|block range|range (is )?too (wide|large|big)|too many (results|logs|blocks)|response size|max(imum)? range/i;
// Infura's -32005 also means "rate limited"; halving then would only add requests.
const RATE_MESSAGE = /rate|per second|too many requests|capacity/i;

/** Whether a node refused eth_getLogs because the range or the result was too large. */
export function isRangeRefusal(error: unknown): boolean {
  if (!(error instanceof RpcError) || error.kind !== 'rpc') return false;
  if (RATE_MESSAGE.test(error.reason)) return false;
  return error.code === -32005 || error.code === -32602 || RANGE_MESSAGE.test(error.reason);
}

/** One accepted range and its logs. */
export interface LogChunk {
  readonly fromBlock: number;
  readonly toBlock: number;
  readonly logs: Log[];
}

/** Options of {@link getLogsChunks}. */
export interface ChunkOptions {
  readonly maxRange?: number;
}

/** The logs of [fromBlock, toBlock] in ascending chunks, so a caller can store a cursor after each. */
export async function* getLogsChunks(
  reader: ChainReader,
  filter: Omit<LogFilter, 'fromBlock' | 'toBlock' | 'blockHash'>,
  fromBlock: number,
  toBlock: number,
  { maxRange = DEFAULT_MAX_LOG_RANGE }: ChunkOptions = {},
): AsyncGenerator<LogChunk> {
  // The size that last worked is kept for the rest of the range: a node's cap does not change.
  let size = Math.max(1, Math.floor(maxRange));
  let start = fromBlock;
  while (start <= toBlock) {
    const end = Math.min(start + size - 1, toBlock);
    try {
      const logs = await getLogs(reader, { ...filter, fromBlock: start, toBlock: end });
      yield { fromBlock: start, toBlock: end, logs };
      start = end + 1;
    } catch (error) {
      const span = end - start + 1;
      if (span === 1 || !isRangeRefusal(error)) throw error;
      size = Math.ceil(span / 2);
    }
  }
}

/** All logs of [fromBlock, toBlock], halving the range whenever the node refuses it. */
export async function getLogsChunked(
  reader: ChainReader,
  filter: Omit<LogFilter, 'fromBlock' | 'toBlock' | 'blockHash'>,
  fromBlock: number,
  toBlock: number,
  options: ChunkOptions = {},
): Promise<Log[]> {
  const logs: Log[] = [];
  for await (const chunk of getLogsChunks(reader, filter, fromBlock, toBlock, options)) logs.push(...chunk.logs);
  return logs;
}
