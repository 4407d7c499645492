// The round in effect at a moment: the last round updated at or before it, found by binary search
// over the aggregator round ids of the feed's current phase (a proxy's round id carries the phase in
// its top bits; earlier phases live in other aggregators and are not searched). A round id with no
// data (a gap) is stepped over downwards. Before the phase's first round there is no price.
import { joinRoundId, splitRoundId, type FeedRound } from './feed-reader';

/** Where the search reads rounds from (a feed on a chain, or a list in a test). */
export interface RoundSource {
  latest(): Promise<FeedRound | null>;
  round(roundId: bigint): Promise<FeedRound | null>;
}

export type RoundAt =
  | { readonly kind: 'found'; readonly round: FeedRound }
  /** The moment is before the first round of the feed's current phase. */
  | { readonly kind: 'before-first' }
  /** The feed has no round at all. */
  | { readonly kind: 'no-data' };

/** The first existing round at or below `from`, not below `floor`, with its aggregator round id. */
async function existingAtOrBelow(
  source: RoundSource,
  phase: bigint,
  from: bigint,
  floor: bigint,
): Promise<{ id: bigint; round: FeedRound } | null> {
  for (let id = from; id >= floor; id -= 1n) {
    const round = await source.round(joinRoundId(phase, id));
    if (round) return { id, round };
  }
  return null;
}

/** The round in effect at `timestamp` (Unix seconds). */
export async function roundAt(source: RoundSource, timestamp: number): Promise<RoundAt> {
  const latest = await source.latest();
  if (!latest) return { kind: 'no-data' };
  if (latest.updatedAt <= timestamp) return { kind: 'found', round: latest };
  const { phase, aggregatorRound } = splitRoundId(latest.roundId);
  let low = 1n;
  let high = aggregatorRound - 1n;
  let best: FeedRound | null = null;
  while (low <= high) {
    const mid = (low + high) / 2n;
    const probe = await existingAtOrBelow(source, phase, mid, low);
    if (!probe) {
      low = mid + 1n;
      continue;
    }
    if (probe.round.updatedAt <= timestamp) {
      best = probe.round;
      low = mid + 1n;
    } else high = probe.id - 1n;
  }
  return best ? { kind: 'found', round: best } : { kind: 'before-first' };
}
