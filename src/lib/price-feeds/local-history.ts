// The local chain's price history: one round a day for each local feed, the same answer for the
// same day on every machine (a function of the seed and the day, no walk state), so a chain started
// today and the sample company's year read the same prices. ETH/GBP and ETH/EUR are ETH/USD times
// a slowly moving FX rate of the same day, so the three agree with each other. Pure and free of
// imports: the deploy script (Node) writes these rounds; tests compare the feeds with them.

/** The seed of the local prices (the sample company's default seed). */
export const LOCAL_FEED_SEED = 2207;
/** How many days back a fresh local feed's history starts (the sample's year and a margin). */
export const FEED_HISTORY_DAYS = 400;
/** Each day's round is dated 00:05 UTC, so every moment of the day is within a day of it. */
export const ROUND_SECONDS_INTO_DAY = 300;
/** The answers' decimals (as Chainlink's fiat pairs). */
export const LOCAL_FEED_DECIMALS = 8;

const DAY_SECONDS = 86_400;

/** A number in [0, 1) from the seed and the day (a 32-bit integer hash: the same in every engine). */
function noise(seed: number, day: number, salt: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(day + salt * 7919, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return ((h ^ (h >>> 16)) >>> 0) / 2 ** 32;
}

/** USD cents per ETH on a UTC day (days since 1970-01-01): a yearly swing, a shorter cycle and daily noise. */
export function localEthUsdCents(day: number, seed = LOCAL_FEED_SEED): bigint {
  const year = Math.sin((2 * Math.PI * (day + seed)) / 365);
  const cycle = Math.sin((2 * Math.PI * day) / 53);
  const usd = 2_600 + 700 * year + 180 * cycle + 80 * (noise(seed, day, 1) - 0.5);
  return BigInt(Math.round(usd * 100));
}

/** The FX rate of a currency per US dollar on a day, in ten-thousandths (GBP about 0.79, EUR about 0.92). */
export function localFxPerUsd(quote: 'GBP' | 'EUR', day: number, seed = LOCAL_FEED_SEED): bigint {
  const [centre, swing, period, salt] = quote === 'GBP' ? [0.79, 0.015, 211, 2] : [0.92, 0.02, 173, 3];
  const rate = centre + swing * Math.sin((2 * Math.PI * day) / period) + 0.004 * (noise(seed, day, salt) - 0.5);
  return BigInt(Math.round(rate * 10_000));
}

/** The local feed's answer for `pair` on a day (8 decimals), or null for a pair it has no history of. */
export function localAnswer(pair: string, day: number, seed = LOCAL_FEED_SEED): bigint | null {
  const scale = 10n ** BigInt(LOCAL_FEED_DECIMALS - 2);
  const usdCents = localEthUsdCents(day, seed);
  if (pair === 'ETH/USD') return usdCents * scale;
  if (pair === 'ETH/GBP' || pair === 'ETH/EUR') {
    const fx = localFxPerUsd(pair === 'ETH/GBP' ? 'GBP' : 'EUR', day, seed);
    // Rounded to the cent, half up: the pair's price is the dollar price at that day's rate.
    return ((usdCents * fx + 5_000n) / 10_000n) * scale;
  }
  if (pair === 'TUSD/USD') return 10n ** BigInt(LOCAL_FEED_DECIMALS);
  return null;
}

/** The UTC day (days since 1970-01-01) of a Unix time. */
export function dayOfSeconds(seconds: number): number {
  return Math.floor(seconds / DAY_SECONDS);
}

/** The round time (Unix s) of a day. */
export function roundTime(day: number): number {
  return day * DAY_SECONDS + ROUND_SECONDS_INTO_DAY;
}

/**
 * The days whose rounds a feed still lacks at `nowSeconds`: from the day after its latest round
 * (or FEED_HISTORY_DAYS back for a feed without a history) to the last day whose round time has come.
 */
export function missingRoundDays(nowSeconds: number, latestRoundSeconds: number | null): number[] {
  const last = dayOfSeconds(nowSeconds - ROUND_SECONDS_INTO_DAY);
  const first = latestRoundSeconds === null ? last - FEED_HISTORY_DAYS : dayOfSeconds(latestRoundSeconds) + 1;
  const days: number[] = [];
  for (let day = first; day <= last; day += 1) days.push(day);
  return days;
}
