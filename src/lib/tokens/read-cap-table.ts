// Reads a token's Transfer logs from a node and builds its cap table at a block.
import { getAddress } from 'ethers';
import { getLogsChunked, type ChunkOptions } from '@/lib/chain/get-logs-chunked';
import type { ChainReader } from '@/lib/chain/rpc-client';
import { blockNumber } from '@/lib/chain/rpc-methods';
import type { Log } from '@/lib/chain/rpc-schemas';
import { TRANSFER_TOPIC } from '@/lib/primitives/contract-events';
import { buildCapTable, type CapTable, type TransferEvent } from './cap-table';

/** Options of {@link readCapTable}. */
export interface ReadCapTableOptions extends ChunkOptions {
  /** First block to scan: the token's deployment block (nothing can happen before it). Default 0. */
  readonly fromBlock?: number;
  /** The block of the cap table; default the latest block. */
  readonly atBlock?: number;
}

/**
 * The ERC-20 Transfer events in `logs` (removed logs, other events and ERC-721 transfers, which have
 * four topics, skipped). Addresses EIP-55; a cap table meets the same holders again and again, so
 * each topic is checksummed once per call (a keccak per address would dominate 10,000 logs).
 */
export function transferEventsOf(logs: readonly Log[]): TransferEvent[] {
  const addresses = new Map<string, string>();
  const addressOf = (topic: string) => {
    let address = addresses.get(topic);
    if (address === undefined) {
      address = getAddress(`0x${topic.slice(26)}`);
      addresses.set(topic, address);
    }
    return address;
  };
  const events: TransferEvent[] = [];
  for (const log of logs) {
    const [topic, from, to] = log.topics;
    if (
      log.removed ||
      log.topics.length !== 3 ||
      topic?.toLowerCase() !== TRANSFER_TOPIC ||
      !from ||
      !to ||
      log.data.length !== 66
    )
      continue;
    events.push({
      blockNumber: log.blockNumber,
      logIndex: log.logIndex,
      transactionHash: log.transactionHash.toLowerCase(),
      from: addressOf(from.toLowerCase()),
      to: addressOf(to.toLowerCase()),
      value: BigInt(log.data),
    });
  }
  return events;
}

/** The Transfer events of `token` in [fromBlock, toBlock], read in ranges the node accepts. */
export async function readTransferEvents(
  reader: ChainReader,
  token: string,
  fromBlock: number,
  toBlock: number,
  options: ChunkOptions = {},
): Promise<TransferEvent[]> {
  if (toBlock < fromBlock) return [];
  const logs = await getLogsChunked(
    reader,
    { address: getAddress(token), topics: [TRANSFER_TOPIC] },
    fromBlock,
    toBlock,
    options,
  );
  return transferEventsOf(logs);
}

/** The cap table of `token` at a block (latest by default), from its Transfer logs; a block not mined yet is refused in words. */
export async function readCapTable(
  reader: ChainReader,
  token: string,
  options: ReadCapTableOptions = {},
): Promise<CapTable> {
  const head = await blockNumber(reader);
  if (options.atBlock !== undefined && options.atBlock > head)
    throw new RangeError(`Block ${options.atBlock} is not mined yet: the latest block is ${head}`);
  const at = options.atBlock ?? head;
  const events = await readTransferEvents(reader, token, options.fromBlock ?? 0, at, options);
  return buildCapTable(events, at);
}
