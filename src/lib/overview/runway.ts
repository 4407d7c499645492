// Net burn and runway (docs: the Dashboard README). Burn is what went out minus what came in over
// 30 days; runway is cash divided by the last 30 days' burn, in months of 30 days, with a range
// from the spread of the recent windows' burns: cash / the largest burn to cash / the smallest.
// Ratios of amounts are plain numbers (a runway is no amount of money).

export interface Runway {
  /** Months at the last 30 days' burn; null when nothing was burnt (cash grew or stayed). */
  readonly months: number | null;
  /** At the largest recent burn (null when no window burnt). */
  readonly low: number | null;
  /** At the smallest recent burn (null when some window did not burn: no end in sight then). */
  readonly high: number | null;
}

/** The runway of `cash` at the net burns of recent windows (burns[0] = the last 30 days). */
export function runway(cash: number, burns: readonly number[]): Runway {
  if (burns.length === 0) return { months: null, low: null, high: null };
  const last = burns[0] ?? 0;
  const max = Math.max(...burns);
  const min = Math.min(...burns);
  const months = (burn: number) => Math.round((cash / burn) * 10) / 10;
  return {
    months: last > 0 ? months(last) : null,
    low: max > 0 ? months(max) : null,
    high: min > 0 ? months(min) : null,
  };
}

/** A bigint amount as a plain number of whole units (for ratios only, never for showing money). */
export function ratioNumber(units: bigint, decimals: number): number {
  return Number(units) / 10 ** decimals;
}
