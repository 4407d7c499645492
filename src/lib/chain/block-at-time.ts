// The block a moment falls in: the last block whose timestamp is before it, found by a binary search
// over block headers (timestamps never go down along a chain), so a date ("the books start on
// 2026-01-01") becomes a block the chain can be asked about. About log2(head) + 1 header reads.
import type { ChainReader } from './rpc-client';
import { getBlock } from './rpc-methods';
import { RpcError } from './rpc-error';

/** A block found for a moment: its number, hash and time (Unix seconds). */
export interface BlockAtTime {
  readonly number: number;
  readonly hash: string;
  readonly timestamp: number;
}

async function header(reader: ChainReader, tag: number | 'latest'): Promise<BlockAtTime> {
  const block = await getBlock(reader, tag, false);
  if (!block) throw new RpcError('invalid-response', `The endpoint has no block ${String(tag)}`);
  return { number: block.number, hash: block.hash.toLowerCase(), timestamp: block.timestamp };
}

/**
 * The last block with a timestamp strictly before `seconds` (Unix), or null when even the genesis
 * block is not before it (nothing happened before that moment). A moment after the head gives the
 * head (the chain has not reached it yet).
 */
export async function lastBlockBefore(reader: ChainReader, seconds: number): Promise<BlockAtTime | null> {
  const head = await header(reader, 'latest');
  if (head.timestamp < seconds) return head;
  let found = await header(reader, 0);
  if (found.timestamp >= seconds) return null;
  // Invariant: block `low` is before the moment, block `high` is not.
  let low = 0;
  let high = head.number;
  while (high - low > 1) {
    const mid = low + Math.floor((high - low) / 2);
    const block = await header(reader, mid);
    if (block.timestamp < seconds) {
      low = mid;
      found = block;
    } else high = mid;
  }
  return found;
}

/** Unix seconds at the start (00:00 UTC) of a YYYY-MM-DD day. */
export function startOfDaySeconds(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`) / 1000;
}
