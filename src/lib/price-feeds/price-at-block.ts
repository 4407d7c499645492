// A feed's price at a block: `latestRoundData` called at that block tag (the round the chain itself
// had then); where the node cannot answer for an old block (pruned state), or the round it gives is
// not of the block's time (dated after it, or older than the heartbeat), the last round updated by
// the block's time (round search). Either way the answer names the feed and round; no round is
// `missing`, never a price of 0.
import type { ChainReader } from '@/lib/chain/rpc-client';
import { RpcError } from '@/lib/chain/rpc-error';
import { call } from '@/lib/chain/rpc-methods';
import { toDecimalString } from '@/lib/money/decimal-string';
import type { PriceFeedInfo } from './feed-directory';
import { feedPriceAt } from './feed-prices';
import { AGGREGATOR_V3, feedDecimals } from './feed-reader';

/** A price read for a block, and how (`block`: at the block tag; `time`: by the block's time). */
export interface BlockPrice {
  readonly price: string;
  readonly feed: string;
  readonly round: bigint;
  /** The round's update time (ISO). */
  readonly updatedAt: string;
  readonly by: 'block' | 'time';
}

async function latestAtBlock(reader: ChainReader, feed: string, block: number) {
  try {
    const data = await call(reader, { to: feed, data: AGGREGATOR_V3.encodeFunctionData('latestRoundData') }, block);
    if (data === '0x') return null;
    const [roundId, answer, , updatedAt] = AGGREGATOR_V3.decodeFunctionResult('latestRoundData', data) as unknown as [
      bigint,
      bigint,
      bigint,
      bigint,
    ];
    return answer > 0n && updatedAt > 0n ? { roundId, answer, updatedAt: Number(updatedAt) } : null;
  } catch (error) {
    // A revert (no round yet) or a node without that block's state: fall back to the round search.
    if (error instanceof RpcError && error.kind === 'rpc') return null;
    throw error;
  }
}

/** The feed's price at `block` (mined at `blockTime`, Unix seconds), or `missing`. */
export async function feedPriceAtBlock(
  reader: ChainReader,
  feed: PriceFeedInfo,
  block: number,
  blockTime: number,
): Promise<BlockPrice | 'missing'> {
  const decimals = await feedDecimals(reader, feed.address);
  if (decimals === null) return 'missing';
  const found = await latestAtBlock(reader, feed.address, block);
  const atBlock = (round: NonNullable<typeof found>): BlockPrice => ({
    price: toDecimalString(round.answer, decimals),
    feed: feed.address,
    round: round.roundId,
    updatedAt: new Date(round.updatedAt * 1000).toISOString(),
    by: 'block',
  });
  // A round the block saw must be of its time: one dated after the block (a test chain whose clock
  // was moved back, its history written ahead) or older than the heartbeat (rounds written after
  // the block with earlier times) gives way to the round search by the block's time.
  const before = found && found.updatedAt <= blockTime ? found : null;
  if (before && blockTime - before.updatedAt <= feed.heartbeatSeconds) return atBlock(before);
  const byTime = await feedPriceAt(reader, feed, blockTime);
  if (byTime !== 'missing')
    return { price: byTime.price, feed: byTime.feed, round: byTime.round, updatedAt: byTime.updatedAt, by: 'time' };
  return before ? atBlock(before) : 'missing';
}
