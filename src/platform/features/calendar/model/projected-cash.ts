// SBI's weekly cash forecast laid on the calendar's days: each day of a forecast week gets that
// week's projected balance and 80% range (the forecast is weekly, so the days of one week share it).
import type { CashForecast } from '@/lib/insights/cash-forecast';
import type { AssetRef } from '@/lib/insights/types';
import { addDays } from '@/lib/primitives/days';
import { displayQuantity } from '@/lib/money/format-quantity';

/** The query parameter of the projected-cash toggle (`cash=1`), beside `view` and `date`. */
export const CASH_PARAM = 'cash';
/** Decimals a projection shows: it is an estimate, more digits would only look precise (hover has them all). */
export const PROJECTION_DECIMALS = 2;

/** One asset's projected cash on one day. */
export interface DayProjection {
  readonly asset: AssetRef;
  /** Monday of the forecast week the day is in. */
  readonly week: string;
  readonly cash: bigint;
  readonly lower80: bigint;
  readonly upper80: bigint;
}

/** An asset SBI could not forecast yet, with the completed weeks it has. */
export interface ShortHistory {
  readonly asset: AssetRef;
  readonly weeks: number;
}

export interface ProjectedCash {
  /** Per day of the range (only days inside a forecast week), the assets in SBI's order. */
  readonly days: ReadonlyMap<string, readonly DayProjection[]>;
  readonly notEnoughHistory: readonly ShortHistory[];
  /** Whether any asset has a forecast (false for a workspace without enough history). */
  readonly anyForecast: boolean;
}

/** The projected cash of each day from `from` to `to` (inclusive, YYYY-MM-DD) out of SBI's forecasts. */
export function projectedCash(
  forecasts: readonly CashForecast[],
  range: { readonly from: string; readonly to: string },
): ProjectedCash {
  const days = new Map<string, DayProjection[]>();
  const notEnoughHistory: ShortHistory[] = [];
  let anyForecast = false;
  for (const forecast of forecasts) {
    if (forecast.kind === 'not-enough-history') {
      notEnoughHistory.push({ asset: forecast.asset, weeks: forecast.weeks });
      continue;
    }
    anyForecast = true;
    for (const week of forecast.weeks) {
      const last = addDays(week.week, 6);
      if (last < range.from || week.week > range.to) continue;
      const projection = {
        asset: forecast.asset,
        week: week.week,
        cash: week.cash,
        lower80: week.lower80,
        upper80: week.upper80,
      };
      for (let day = week.week; day <= last; day = addDays(day, 1)) {
        if (day < range.from || day > range.to) continue;
        const list = days.get(day) ?? [];
        list.push(projection);
        days.set(day, list);
      }
    }
  }
  return { days, notEnoughHistory, anyForecast };
}

/** A projection's amount as the line shows it (no symbol, at most `PROJECTION_DECIMALS` decimals). */
export function projectionFigure(units: bigint, decimals: number, locale?: string): string {
  return displayQuantity(units, decimals, {
    symbol: '',
    maxDecimals: PROJECTION_DECIMALS,
    ...(locale !== undefined ? { locale } : {}),
  }).text;
}

/** What a screen reader hears: "Projected cash ETH 12.3, range 9.1 to 15.2". */
export function projectionWords(projection: DayProjection, locale?: string): string {
  const { decimals, symbol } = projection.asset;
  const figure = (units: bigint) => projectionFigure(units, decimals, locale);
  return `Projected cash ${symbol} ${figure(projection.cash)}, range ${figure(projection.lower80)} to ${figure(projection.upper80)}`;
}

/** The note shown instead of a line for assets without enough history (null when there is nothing to say). */
export function shortHistoryNote(projected: ProjectedCash, minWeeks: number): string | null {
  if (projected.notEnoughHistory.length === 0 && projected.anyForecast) return null;
  if (projected.notEnoughHistory.length === 0)
    return `Not enough history for a cash forecast: SBI needs ${minWeeks} completed weeks of confirmed movements.`;
  const list = projected.notEnoughHistory.map((s) => `${s.asset.symbol} (${s.weeks} of ${minWeeks} weeks)`).join(', ');
  return `Not enough history to project ${list}.`;
}

/** Whether the agenda lists a day for its projection alone: the first day it shows of each forecast week. */
export function opensProjectionWeek(day: string, list: readonly DayProjection[] | undefined, first: string): boolean {
  return !!list?.length && (day === first || list.some((p) => p.week === day));
}

/** The forecast weeks met in the range, in order, each with its projections (what the month view lists under its grid). */
export function projectionWeeks(projected: ProjectedCash): { week: string; list: readonly DayProjection[] }[] {
  const weeks = new Map<string, DayProjection[]>();
  for (const day of [...projected.days.keys()].sort())
    for (const projection of projected.days.get(day) ?? []) {
      const list = weeks.get(projection.week) ?? [];
      if (!list.some((p) => p.asset.key === projection.asset.key)) list.push(projection);
      weeks.set(projection.week, list);
    }
  return [...weeks].map(([week, list]) => ({ week, list }));
}
