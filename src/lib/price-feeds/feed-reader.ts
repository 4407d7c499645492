// Reads a price feed through Chainlink's public AggregatorV3Interface (any feed answering it: a
// Chainlink proxy, the local PriceFeed). A round that does not exist, or one with no positive answer
// or no time, reads as null, never as a price of 0; a failing endpoint still rejects.
import { Interface } from 'ethers';
import type { ChainReader } from '@/lib/chain/rpc-client';
import { RpcError } from '@/lib/chain/rpc-error';
import { call } from '@/lib/chain/rpc-methods';

/** Chainlink's AggregatorV3Interface, as its documentation publishes it. */
export const AGGREGATOR_V3 = new Interface([
  'function decimals() view returns (uint8)',
  'function description() view returns (string)',
  'function version() view returns (uint256)',
  'function getRoundData(uint80 _roundId) view returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)',
  'function latestRoundData() view returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)',
]);

/** One round of a feed: the answer in the feed's decimals, and when it was updated (Unix seconds). */
export interface FeedRound {
  readonly roundId: bigint;
  readonly answer: bigint;
  readonly updatedAt: number;
}

/** A proxy's round id: the phase in the bits above 64, the aggregator's round below. */
export const PHASE_OFFSET = 64n;
const AGGREGATOR_MASK = (1n << PHASE_OFFSET) - 1n;

/** Splits a proxy round id into phase and aggregator round. */
export function splitRoundId(roundId: bigint): { phase: bigint; aggregatorRound: bigint } {
  return { phase: roundId >> PHASE_OFFSET, aggregatorRound: roundId & AGGREGATOR_MASK };
}

/** Joins a phase and an aggregator round into a proxy round id. */
export function joinRoundId(phase: bigint, aggregatorRound: bigint): bigint {
  return (phase << PHASE_OFFSET) | aggregatorRound;
}

/** A revert (the node answered, the call failed) as opposed to an endpoint that did not answer. */
function isRevert(error: unknown): boolean {
  return error instanceof RpcError && error.kind === 'rpc';
}

async function read(reader: ChainReader, feed: string, name: string, args: unknown[] = []): Promise<string | null> {
  try {
    return await call(reader, { to: feed, data: AGGREGATOR_V3.encodeFunctionData(name, args) });
  } catch (error) {
    if (isRevert(error)) return null;
    throw error;
  }
}

function roundFrom(name: string, data: string | null): FeedRound | null {
  if (data === null || data === '0x') return null;
  const [roundId, answer, , updatedAt] = AGGREGATOR_V3.decodeFunctionResult(name, data) as unknown as [
    bigint,
    bigint,
    bigint,
    bigint,
  ];
  if (answer <= 0n || updatedAt === 0n) return null;
  return { roundId, answer, updatedAt: Number(updatedAt) };
}

/** The feed's latest round, or null when it has none. */
export async function latestRound(reader: ChainReader, feed: string): Promise<FeedRound | null> {
  return roundFrom('latestRoundData', await read(reader, feed, 'latestRoundData'));
}

/** One round by its proxy round id, or null when the feed has no such round. */
export async function roundById(reader: ChainReader, feed: string, roundId: bigint): Promise<FeedRound | null> {
  return roundFrom('getRoundData', await read(reader, feed, 'getRoundData', [roundId]));
}

/** The decimals of the feed's answers; null when nothing at the address answers as a feed (no code). */
export async function feedDecimals(reader: ChainReader, feed: string): Promise<number | null> {
  const data = await read(reader, feed, 'decimals');
  if (data === null || data === '0x') return null;
  return Number(AGGREGATOR_V3.decodeFunctionResult('decimals', data)[0]);
}
