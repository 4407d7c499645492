// SBI figures (scripts/bench-sbi.mjs bundles this for Node): the engine's time over generated
// workspaces, the categorisation accuracy and coverage against both baselines on a generated
// labelled set, and forecast MASE on generated series of known structure (13 weeks held out).
import { evaluateCategoriser, type Evaluation } from '@/lib/insights/categorise/evaluate';
import { INSIGHT_STAGES, runInsightsTimed, type InsightStage } from '@/lib/insights/run-insights';
import { naiveScale, pointForecast } from '@/lib/stats/backtest';
import { forecastWithIntervals } from '@/lib/stats/intervals';
import { mean } from '@/lib/stats/summary';
import { BENCH_NOW, SERIES_KINDS, generateRows, generateSeries, type SeriesKind } from './sbi-data';

export interface EngineFigure {
  readonly rows: number;
  /** Wall-clock milliseconds of each run, the first (cold, as a freshly started worker runs it) first. */
  readonly runs: number[];
  /** The median over the runs of each stage's milliseconds, in the engine's order. */
  readonly stages: { stage: InsightStage; ms: number }[];
  readonly anomalies: number;
  readonly suggestions: number;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Milliseconds of `runs` full engine runs over `count` generated rows, per stage too (and what it found). */
export function benchEngine(count: number, runs = 1): EngineFigure {
  const transactions = generateRows(count);
  const inputs = {
    now: BENCH_NOW,
    transactions,
    counterparties: [],
    invoices: [],
    payments: [],
    bills: [],
    billPayments: [],
    decisions: [],
    rules: [],
    recurring: [],
    knownFlows: [],
    buffers: new Map<string, bigint>(),
  };
  const times: number[] = [];
  const stageTimes = new Map<InsightStage, number[]>(INSIGHT_STAGES.map((stage) => [stage, []]));
  let found = { anomalies: 0, suggestions: 0 };
  for (let run = 0; run < runs; run++) {
    // A fresh copy of the rows each run, as the worker receives them (nothing kept from the run before).
    const fresh = { ...inputs, transactions: transactions.map((row) => ({ ...row })) };
    const started = performance.now();
    const { result, stages } = runInsightsTimed(fresh, () => performance.now());
    times.push(performance.now() - started);
    for (const [stage, ms] of stages) stageTimes.get(stage)?.push(ms);
    found = { anomalies: result.anomalies.length, suggestions: result.suggestions.length };
  }
  return {
    rows: count,
    runs: times,
    stages: INSIGHT_STAGES.map((stage) => ({ stage, ms: median(stageTimes.get(stage) ?? []) })),
    ...found,
  };
}

/** The categoriser's evaluation on `count` generated rows, all labelled. */
export function benchCategorisation(count: number): Evaluation {
  return evaluateCategoriser(generateRows(count, 1, 11));
}

export interface ForecastFigure {
  readonly kind: SeriesKind;
  readonly chosen: Record<string, number>;
  readonly mase: { chosen: number; naive: number; mean: number };
  readonly coverage80: number;
  readonly coverage95: number;
}

const HORIZON = 13;

/** Out-of-sample MASE (13 weeks held out of 104) and interval coverage over `count` series of each kind. */
export function benchForecast(count = 20): ForecastFigure[] {
  return SERIES_KINDS.map((kind, kindIndex) => {
    const chosen: Record<string, number> = {};
    const mases = { chosen: [] as number[], naive: [] as number[], mean: [] as number[] };
    let in80 = 0;
    let in95 = 0;
    let points = 0;
    for (let s = 0; s < count; s++) {
      const series = generateSeries(kind, 104, 1000 * kindIndex + s + 1);
      const train = series.slice(0, -HORIZON);
      const test = series.slice(-HORIZON);
      const scale = naiveScale(train);
      const forecast = forecastWithIntervals(train, { horizon: HORIZON, minTrain: 8, seed: s + 1 });
      chosen[forecast.method] = (chosen[forecast.method] ?? 0) + 1;
      const mase = (values: readonly number[]) =>
        mean(test.map((actual, h) => Math.abs(actual - (values[h] ?? 0)))) / scale;
      mases.chosen.push(mase(forecast.points.map((point) => point.mean)));
      mases.naive.push(mase(pointForecast('naive', train, HORIZON)));
      mases.mean.push(mase(pointForecast('mean', train, HORIZON)));
      test.forEach((actual, h) => {
        const point = forecast.points[h];
        if (!point) return;
        points += 1;
        if (actual >= point.lower80 && actual <= point.upper80) in80 += 1;
        if (actual >= point.lower95 && actual <= point.upper95) in95 += 1;
      });
    }
    return {
      kind,
      chosen,
      mase: { chosen: mean(mases.chosen), naive: mean(mases.naive), mean: mean(mases.mean) },
      coverage80: in80 / points,
      coverage95: in95 / points,
    };
  });
}
