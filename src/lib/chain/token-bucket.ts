// Request pacing for explorer APIs, which count requests per second per key or IP
// (Etherscan's free tier allows only a few calls a second; we send at most 3).

/** Time as the limiter sees it; tests pass a virtual clock so no test waits in real time. */
export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

/** The wall clock. */
export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** Hands out permission to send, in call order. */
export interface TokenBucket {
  take(): Promise<void>;
}

/**
 * A token bucket as a virtual schedule (GCRA): `capacity` requests may go at once, then one every
 * ceil(1000 / rate) ms. Capacity 1 keeps even spacing, so no 1 s window ever sees more than `rate`.
 */
export function createTokenBucket({
  ratePerSecond,
  capacity = 1,
  clock = systemClock,
}: {
  ratePerSecond: number;
  capacity?: number;
  clock?: Clock;
}): TokenBucket {
  const interval = Math.ceil(1000 / ratePerSecond);
  const burst = (Math.max(1, capacity) - 1) * interval;
  let theoretical = -Infinity;
  let tail: Promise<void> = Promise.resolve();
  return {
    take() {
      const turn = tail.then(async () => {
        const now = clock.now();
        theoretical = Math.max(theoretical, now);
        const wait = theoretical - burst - now;
        if (wait > 0) await clock.sleep(wait);
        theoretical += interval;
      });
      tail = turn;
      return turn;
    },
  };
}

const shared = new WeakMap<Clock, Map<string, TokenBucket>>();

/** The bucket shared by every caller of one endpoint (per clock), so parallel syncs stay under the limit together. */
export function sharedBucket(endpoint: string, ratePerSecond: number, clock: Clock = systemClock): TokenBucket {
  let buckets = shared.get(clock);
  if (!buckets) shared.set(clock, (buckets = new Map()));
  let bucket = buckets.get(endpoint);
  if (!bucket) buckets.set(endpoint, (bucket = createTokenBucket({ ratePerSecond, clock })));
  return bucket;
}
