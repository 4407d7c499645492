// The three insights most worth a look, for the Dashboard: serious anomalies first, then cash
// running short, then the other anomalies, then categories waiting for an answer.
import type { InsightsResult } from './run-insights';
import type { InsightSummary } from './types';

const BASE = '/platform/sbi';

/** The top three insights not dismissed, each with a link into SBI. */
export function topInsights(result: InsightsResult, dismissed: ReadonlySet<string> = new Set()): InsightSummary[] {
  const out: InsightSummary[] = [];
  const anomalies = result.anomalies.filter((anomaly) => !dismissed.has(anomaly.id));
  const anomaly = (tone: 'danger' | 'warning') =>
    anomalies
      .filter((item) => item.tone === tone)
      .map((item) => ({ id: item.id, title: item.title, summary: item.reason, href: `${BASE}?tab=anomalies` }));
  out.push(...anomaly('danger'));
  for (const forecast of result.forecasts) {
    if (forecast.kind !== 'forecast') continue;
    const id = `cash-short:${forecast.asset.key}`;
    if (dismissed.has(id)) continue;
    const risky = forecast.weeks.findIndex((week) => week.belowBuffer >= 0.5);
    if (forecast.runway.expected === null && risky < 0) continue;
    const weeks = forecast.runway.expected ?? risky + 1;
    out.push({
      id,
      title: `${forecast.asset.symbol} cash may run short`,
      summary:
        forecast.runway.expected !== null
          ? `At the current pace, ${forecast.asset.symbol} runs out in about ${weeks} weeks.`
          : `${forecast.asset.symbol} is more likely than not under your buffer in ${weeks} weeks.`,
      href: `${BASE}?tab=forecast`,
    });
  }
  out.push(...anomaly('warning'));
  if (result.suggestions.length > 0 && !dismissed.has('categories-waiting'))
    out.push({
      id: 'categories-waiting',
      title: `${result.suggestions.length} suggested categories`,
      summary: `${result.uncategorised} transactions have no category; ${result.suggestions.length} have a suggestion to accept or reject.`,
      href: `${BASE}?tab=categorisation`,
    });
  return out.slice(0, 3);
}
