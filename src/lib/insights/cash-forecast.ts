// The 13-week cash forecast of one asset. Weekly inflows and outflows are forecast apart (each by
// the method its rolling-origin backtest prefers: naive, mean, Croston–SBA or damped ETS), so an
// intermittent series of receipts gets Croston; the cash path is today's balance plus the
// cumulative forecast net flow plus the known flows to come (certain: they add no spread). Its spread treats the weekly errors as independent (variances add);
// the chance of ending a week under the buffer is the normal probability at that spread.
import { NORMAL_Z, normalCdf } from '@/lib/stats/summary';
import { forecastWithIntervals, type SeriesForecast } from '@/lib/stats/intervals';
import type { AssetRef, Why } from './types';
import { isoDay } from '@/lib/primitives/days';
import { DAY, numberToUnits, plainAmount, unitsToNumber } from './units';
import type { WeeklyFlows } from './weekly-flows';

export const FORECAST_WEEKS = 13;
/** Fewer completed weeks than this and the page says "not enough history" instead of drawing a line. */
export const MIN_HISTORY_WEEKS = 8;

export interface CashWeek {
  /** Monday of the week (YYYY-MM-DD). */
  readonly week: string;
  /** The forecast net flow of the week, known flows included. */
  readonly net: bigint;
  /** Of it, the known flows to come (invoices, bills, distributions, recurring items). */
  readonly known: bigint;
  readonly cash: bigint;
  readonly lower80: bigint;
  readonly upper80: bigint;
  readonly lower95: bigint;
  readonly upper95: bigint;
  /** Chance the cash ends the week under the buffer (0–1). */
  readonly belowBuffer: number;
}

export interface Runway {
  /** Weeks until the expected cash falls under zero, null beyond the horizon. */
  readonly expected: number | null;
  /** The earliest (80% lower bound under zero) and the latest (80% upper bound under zero), null beyond. */
  readonly earliest: number | null;
  readonly latest: number | null;
}

export type CashForecast =
  | { readonly kind: 'not-enough-history'; readonly asset: AssetRef; readonly weeks: number; readonly balance: bigint }
  | {
      readonly kind: 'forecast';
      readonly asset: AssetRef;
      readonly balance: bigint;
      readonly buffer: bigint;
      /** Where the forecast starts: the cash at the end of the last completed week (today's cash less this week's flows). */
      readonly start: bigint;
      readonly history: { week: string; inflow: bigint; outflow: bigint; cash: bigint }[];
      readonly weeks: CashWeek[];
      readonly runway: Runway;
      readonly inflowModel: ModelSummary;
      readonly outflowModel: ModelSummary;
      readonly why: Why;
    };

export interface ModelSummary {
  readonly method: string;
  readonly intervals: 'analytic' | 'bootstrap';
  readonly mase: number;
  readonly backtest: { method: string; mae: number; mase: number }[];
}

function summarise(forecast: SeriesForecast): ModelSummary {
  return {
    method: forecast.method,
    intervals: forecast.intervals,
    mase: forecast.backtest.best.mase,
    backtest: forecast.backtest.scores.map((score) => ({
      method: score.method,
      mae: score.maeAll,
      mase: score.mase,
    })),
  };
}

function firstWeek(values: readonly number[], test: (value: number) => boolean): number | null {
  const index = values.findIndex(test);
  return index < 0 ? null : index + 1;
}

/** Forecasts one asset's cash 13 weeks ahead (or says there is not enough history). */
export function forecastCash(
  flows: WeeklyFlows,
  buffer: bigint,
  seed = 1,
  known: {
    readonly inflow: readonly bigint[];
    readonly outflow: readonly bigint[];
    readonly count: number;
  } | null = null,
): CashForecast {
  const { asset, balance } = flows;
  if (flows.weeks.length < MIN_HISTORY_WEEKS)
    return { kind: 'not-enough-history', asset, weeks: flows.weeks.length, balance };
  const toNumbers = (values: readonly bigint[]) => values.map((value) => unitsToNumber(value, asset.decimals));
  const options = { horizon: FORECAST_WEEKS, minTrain: Math.min(MIN_HISTORY_WEEKS, flows.weeks.length - 2), seed };
  const inflow = forecastWithIntervals(toNumbers(flows.inflow), options);
  const outflow = forecastWithIntervals(toNumbers(flows.outflow), { ...options, seed: seed + 1 });
  const start = unitsToNumber(flows.closingBalance, asset.decimals);
  const bufferValue = unitsToNumber(buffer, asset.decimals);
  const lastWeek = flows.weeks[flows.weeks.length - 1] ?? 0;
  let cash = start;
  let variance = 0;
  const means: number[] = [];
  const lows: number[] = [];
  const highs: number[] = [];
  const weeks: CashWeek[] = [];
  for (let h = 0; h < FORECAST_WEEKS; h++) {
    const inPoint = inflow.points[h];
    const outPoint = outflow.points[h];
    const knownNet = (known?.inflow[h] ?? 0n) - (known?.outflow[h] ?? 0n);
    const net =
      Math.max(0, inPoint?.mean ?? 0) - Math.max(0, outPoint?.mean ?? 0) + unitsToNumber(knownNet, asset.decimals);
    cash += net;
    variance += (inPoint?.sd ?? 0) ** 2 + (outPoint?.sd ?? 0) ** 2;
    const sd = Math.sqrt(variance);
    const units = (value: number) => numberToUnits(value, asset.decimals);
    means.push(cash);
    lows.push(cash - NORMAL_Z[80] * sd);
    highs.push(cash + NORMAL_Z[80] * sd);
    weeks.push({
      week: isoDay(lastWeek + (h + 1) * 7 * DAY),
      net: units(net),
      known: knownNet,
      cash: units(cash),
      lower80: units(cash - NORMAL_Z[80] * sd),
      upper80: units(cash + NORMAL_Z[80] * sd),
      lower95: units(cash - NORMAL_Z[95] * sd),
      upper95: units(cash + NORMAL_Z[95] * sd),
      belowBuffer: sd > 0 ? normalCdf((bufferValue - cash) / sd) : cash < bufferValue ? 1 : 0,
    });
  }
  const runway: Runway = {
    expected: firstWeek(means, (value) => value < 0),
    earliest: firstWeek(lows, (value) => value < 0),
    latest: firstWeek(highs, (value) => value < 0),
  };
  const inflowModel = summarise(inflow);
  const outflowModel = summarise(outflow);
  return {
    kind: 'forecast',
    asset,
    balance,
    buffer,
    start: flows.closingBalance,
    history: flows.weeks.map((week, index) => ({
      week: isoDay(week),
      inflow: flows.inflow[index] ?? 0n,
      outflow: flows.outflow[index] ?? 0n,
      cash: flows.weekEndBalance[index] ?? 0n,
    })),
    weeks,
    runway,
    inflowModel,
    outflowModel,
    why: {
      inputs: `${flows.rowCount} confirmed ${asset.symbol} movements (fees included) on chain ${asset.chainId}, ${flows.knownCount} of them left to known flows; ${known?.count ?? 0} flows to come`,
      period: `${isoDay(flows.weeks[0] ?? 0)} to ${isoDay(lastWeek + 6 * DAY)}, ${flows.weeks.length} completed weeks`,
      method:
        'Known flows to come (open invoices at the client’s usual delay, approved bills, scheduled distributions, recurring items) are added as certain; the rest, inflows and outflows forecast apart from the history without the rows known flows stand for, each by the method with the smallest error in a rolling-origin backtest (naive, mean, Croston–SBA, damped-trend exponential smoothing); cash = balance + cumulative net; 80%/95% bands with weekly errors treated as independent.',
      numbers: [
        { label: 'Cash now (the company’s wallets)', value: plainAmount(balance, asset) },
        { label: 'Start (end of last full week)', value: plainAmount(flows.closingBalance, asset) },
        { label: 'Inflow model', value: `${inflowModel.method} (MASE ${formatRatio(inflowModel.mase)})` },
        { label: 'Outflow model', value: `${outflowModel.method} (MASE ${formatRatio(outflowModel.mase)})` },
        { label: 'Known flows to come (13 weeks)', value: String(known?.count ?? 0) },
        { label: 'Past rows left to known flows', value: String(flows.knownCount) },
        { label: 'Buffer', value: plainAmount(buffer, asset) },
      ],
      rowIds: [],
    },
  };
}

/** A ratio with two decimals, "n/a" when undefined. */
export function formatRatio(value: number): string {
  return Number.isFinite(value) ? value.toFixed(2) : 'n/a';
}
