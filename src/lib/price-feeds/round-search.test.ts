import { describe, expect, it } from 'vitest';
import { joinRoundId, type FeedRound } from './feed-reader';
import { roundAt, type RoundSource } from './round-search';

const PHASE = 3n;

/** A feed whose rounds are `times` (Unix seconds) at aggregator rounds 1…n; `gaps` have no data. */
function feed(times: number[], gaps: number[] = []): RoundSource & { reads: number } {
  const rounds = new Map<bigint, FeedRound>();
  times.forEach((updatedAt, i) => {
    const roundId = joinRoundId(PHASE, BigInt(i + 1));
    if (!gaps.includes(i + 1)) rounds.set(roundId, { roundId, answer: BigInt(1000 + i), updatedAt });
  });
  const source = {
    reads: 0,
    latest: async () => rounds.get(joinRoundId(PHASE, BigInt(times.length))) ?? null,
    round: async (id: bigint) => {
      source.reads += 1;
      return rounds.get(id) ?? null;
    },
  };
  return source;
}

const answerAt = async (source: RoundSource, at: number) => {
  const found = await roundAt(source, at);
  return found.kind === 'found' ? found.round.answer : found.kind;
};

describe('roundAt', () => {
  const times = Array.from({ length: 100 }, (_, i) => 1_000 + i * 60);

  it('takes the last round updated at or before the moment, the latest when the moment is after it', async () => {
    const source = feed(times);
    expect(await answerAt(source, 1_000)).toBe(1000n);
    expect(await answerAt(source, 1_059)).toBe(1000n);
    expect(await answerAt(source, 1_060)).toBe(1001n);
    expect(await answerAt(source, 1_000 + 50 * 60 + 30)).toBe(1050n);
    expect(await answerAt(source, 1_000_000)).toBe(1099n);
  });

  it('has no price before the first round of the phase, and none for a feed without rounds', async () => {
    expect(await answerAt(feed(times), 999)).toBe('before-first');
    expect(await answerAt(feed([]), 5_000)).toBe('no-data');
  });

  it('steps over round ids without data', async () => {
    const source = feed(times, [2, 3, 50, 51, 52, 99]);
    expect(await answerAt(source, 1_000 + 2 * 60 + 10)).toBe(1000n);
    expect(await answerAt(source, 1_000 + 3 * 60)).toBe(1003n);
    expect(await answerAt(source, 1_000 + 51 * 60)).toBe(1048n);
    expect(await answerAt(source, 1_000 + 98 * 60 + 59)).toBe(1097n);
    expect(await answerAt(feed(times, [1]), 1_030)).toBe('before-first');
  });

  it('reads about log2(rounds) rounds, not every one', async () => {
    const many = Array.from({ length: 100_000 }, (_, i) => i * 10);
    const source = feed(many);
    expect(await answerAt(source, 12_345 * 10 + 5)).toBe(BigInt(1000 + 12_345));
    expect(source.reads).toBeLessThanOrEqual(20);
  });
});
