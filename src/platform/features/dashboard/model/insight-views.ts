// What the Dashboard shows of SBI's answer: its top three insights, and the cash forecast's 80%
// band for the asset the chart draws first (SBI's Forecast tab has every asset and the 95% band).
import type { BalanceHistory } from '@/lib/overview/balance-history';
import type { InsightsResult } from '@/lib/insights/run-insights';
import { topInsights } from '@/lib/insights/top-insights';
import { unitsToNumber } from '@/lib/insights/units';
import { commodityId } from '@/lib/ledger/commodity';
import type { InsightSummary } from '@/lib/insights/types';

/** A forecast band drawn after today: low and high per day, in whole units of one asset. */
export interface ForecastBand {
  /** The commodity id of the asset forecast. */
  readonly asset: string;
  readonly label: string;
  readonly days: readonly string[];
  readonly low: readonly number[];
  readonly high: readonly number[];
}

/** The top three insights not dismissed. */
export function dashboardInsights(result: InsightsResult, dismissed: ReadonlySet<string>): InsightSummary[] {
  return topInsights(result, dismissed);
}

/** The 80% forecast band of the chart's first asset, or undefined where SBI has no forecast for it. */
export function forecastBand(result: InsightsResult, history: BalanceHistory): ForecastBand | undefined {
  const first = history.series[0];
  if (!first) return undefined;
  const match = result.forecasts.find(
    (f) => f.kind === 'forecast' && commodityId(f.asset.chainId, f.asset.asset) === first.commodity,
  );
  if (!match || match.kind !== 'forecast') return undefined;
  const { decimals, symbol } = match.asset;
  return {
    asset: first.commodity,
    label: `${symbol} forecast (80%)`,
    days: match.weeks.map((w) => w.week),
    low: match.weeks.map((w) => unitsToNumber(w.lower80, decimals)),
    high: match.weeks.map((w) => unitsToNumber(w.upper80, decimals)),
  };
}
