// The cash chart's series and its text summary, from a forecast (pure, so both are testable).
import type { CashForecast } from '@/lib/insights/cash-forecast';
import { unitsToNumber, plainAmount } from '@/lib/insights/units';

type Forecasted = Extract<CashForecast, { kind: 'forecast' }>;

/** Aligned series for uPlot: x (seconds), history, forecast, 95% low/high, 80% low/high (null where absent). */
export function cashChartData(forecast: Forecasted): (number | null)[][] {
  const value = (units: bigint) => unitsToNumber(units, forecast.asset.decimals);
  const seconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;
  // The last 26 weeks of history: enough to see the trend, few enough to read on a phone.
  const history = forecast.history.slice(-26);
  const x: number[] = [];
  const past: (number | null)[] = [];
  const mean: (number | null)[] = [];
  const bands: (number | null)[][] = [[], [], [], []];
  history.forEach((week, index) => {
    x.push(seconds(week.week) + 7 * 86_400);
    past.push(value(week.cash));
    const last = index === history.length - 1;
    // The forecast line and bands start at the last known point, so the two lines join.
    mean.push(last ? value(week.cash) : null);
    for (const band of bands) band.push(last ? value(week.cash) : null);
  });
  for (const week of forecast.weeks) {
    x.push(seconds(week.week) + 7 * 86_400);
    past.push(null);
    mean.push(value(week.cash));
    bands[0]?.push(value(week.lower95));
    bands[1]?.push(value(week.upper95));
    bands[2]?.push(value(week.lower80));
    bands[3]?.push(value(week.upper80));
  }
  return [x, past, mean, ...bands];
}

/** One or two sentences saying what the chart shows. */
export function cashChartSummary(forecast: Forecasted): string {
  const last = forecast.weeks.at(-1);
  if (!last) return '';
  const symbol = forecast.asset;
  const runway =
    forecast.runway.expected === null
      ? 'Expected cash stays above zero for the 13 weeks.'
      : `Expected cash falls under zero in week ${forecast.runway.expected} (80% range: week ${forecast.runway.earliest ?? '13+'} to ${forecast.runway.latest ?? 'beyond 13'}).`;
  return `Cash starts at ${plainAmount(forecast.start, symbol)} and is expected at ${plainAmount(last.cash, symbol)} in 13 weeks (80%: ${plainAmount(last.lower80, symbol)} to ${plainAmount(last.upper80, symbol)}). ${runway}`;
}
