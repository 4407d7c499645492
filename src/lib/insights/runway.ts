// The runway, one figure for every page (SBI's overview, the Dashboard, the Calendar; Top insights
// says the same weeks): the weeks until SBI's expected cash falls under zero, the shortest over the
// assets it forecasts, from the 13-week forecast that starts at the company's cash (cash-forecast.ts).
import { FORECAST_WEEKS, type CashForecast } from './cash-forecast';
import type { AssetRef } from './types';

export interface RunwayFigure {
  /** Weeks until the expected cash of `asset` falls under zero; null when none does within the horizon. */
  readonly weeks: number | null;
  /** The asset that runs out first (null when none does). */
  readonly asset: AssetRef | null;
  /** The assets forecast, and all the assets with movements. */
  readonly forecast: number;
  readonly assets: number;
  /** The figure in words: "6 weeks (ETH)", "Over 13 weeks", "Not enough history", "No cash movements yet". */
  readonly text: string;
}

/** The company's runway from SBI's forecasts. */
export function runwayFigure(forecasts: readonly CashForecast[]): RunwayFigure {
  let weeks: number | null = null;
  let asset: AssetRef | null = null;
  let forecast = 0;
  for (const f of forecasts) {
    if (f.kind !== 'forecast') continue;
    forecast += 1;
    const expected = f.runway.expected;
    if (expected !== null && (weeks === null || expected < weeks)) {
      weeks = expected;
      asset = f.asset;
    }
  }
  const text =
    forecasts.length === 0
      ? 'No cash movements yet'
      : forecast === 0
        ? 'Not enough history'
        : weeks === null || asset === null
          ? `Over ${FORECAST_WEEKS} weeks`
          : `${weeks} week${weeks === 1 ? '' : 's'} (${asset.symbol})`;
  return { weeks, asset, forecast, assets: forecasts.length, text };
}
