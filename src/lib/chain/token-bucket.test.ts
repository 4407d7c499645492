import { describe, expect, it } from 'vitest';
import { createTokenBucket, sharedBucket, type Clock } from './token-bucket';

/** A clock whose sleep advances virtual time at once and records when each wait ended. */
function virtualClock(): Clock & { sleeps: number[] } {
  let time = 1_000_000;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => time,
    sleep: async (ms) => {
      sleeps.push(ms);
      time += ms;
    },
  };
}

async function sendTimes(take: () => Promise<void>, clock: Clock, count: number): Promise<number[]> {
  const times: number[] = [];
  await Promise.all(Array.from({ length: count }, () => take().then(() => times.push(clock.now()))));
  return times;
}

describe('createTokenBucket', () => {
  it('spaces requests so no second holds more than 3', async () => {
    const clock = virtualClock();
    const bucket = createTokenBucket({ ratePerSecond: 3, clock });
    const times = await sendTimes(() => bucket.take(), clock, 10);
    const start = times[0]!;
    expect(times.map((t) => t - start)).toEqual([0, 334, 668, 1002, 1336, 1670, 2004, 2338, 2672, 3006]);
    for (const t of times) expect(times.filter((u) => u >= t && u < t + 1000).length).toBeLessThanOrEqual(3);
  });

  it('allows a burst up to its capacity, then paces', async () => {
    const clock = virtualClock();
    const bucket = createTokenBucket({ ratePerSecond: 2, capacity: 3, clock });
    const times = await sendTimes(() => bucket.take(), clock, 5);
    expect(times.map((t) => t - times[0]!)).toEqual([0, 0, 0, 500, 1000]);
  });

  it('does not wait after a quiet period', async () => {
    const clock = virtualClock();
    const bucket = createTokenBucket({ ratePerSecond: 3, clock });
    await bucket.take();
    await clock.sleep(5000);
    clock.sleeps.length = 0;
    await bucket.take();
    expect(clock.sleeps).toEqual([]);
  });

  it('shares one bucket per endpoint and clock', () => {
    const clock = virtualClock();
    expect(sharedBucket('https://a/api', 3, clock)).toBe(sharedBucket('https://a/api', 3, clock));
    expect(sharedBucket('https://a/api', 3, clock)).not.toBe(sharedBucket('https://b/api', 3, clock));
  });
});
