// The whole engine in one call: pure and deterministic (the same inputs, "now" included, give the
// same result), so it runs in a Web Worker and its result crosses postMessage as a structured clone.
import { findAnomalies, type Anomaly } from './anomalies';
import { walletOwners, sideName } from './anomalies/anomaly';
import {
  isLabelled,
  needsCategory,
  suggestCategory,
  trainCategoriser,
  type Suggestion,
} from './categorise/categoriser';
import { proposableCategories } from './categorise/proposable';
import { evaluateCategoriser, type Evaluation } from './categorise/evaluate';
import { FORECAST_WEEKS, forecastCash, type CashForecast } from './cash-forecast';
import { knownByWeek, knownRowTest } from './known-flows';
import { spendAndIncome, type SpendIncome } from './spend-income';
import type { AssetRef, InsightInputs } from './types';
import { assetRefOf } from './units';
import { anchorFlows, weeklyFlows } from './weekly-flows';

/** At most this many suggestions are listed (the newest rows first). */
export const MAX_SUGGESTIONS = 200;

export interface SuggestedRow extends Suggestion {
  readonly hash: string;
  readonly time: string;
  readonly direction: 'in' | 'out' | 'own';
  readonly counterparty: string | null;
  readonly counterpartyName: string;
  readonly units: bigint;
  readonly asset: AssetRef;
  /** The row's revision the suggestion was made on: Accept saves against it. */
  readonly revision: number;
}

export interface InsightsResult {
  readonly now: string;
  readonly rowCount: number;
  readonly forecasts: CashForecast[];
  readonly anomalies: Anomaly[];
  readonly spendIncome: SpendIncome[];
  readonly suggestions: SuggestedRow[];
  readonly uncategorised: number;
  readonly evaluation: Evaluation;
}

/** The engine's stages, in the order they run (the bench prints the time of each). */
export const INSIGHT_STAGES = [
  'weekly flows',
  'forecast',
  'categoriser training',
  'suggestions',
  'anomalies',
  'spend and income',
  'evaluation',
] as const;
export type InsightStage = (typeof INSIGHT_STAGES)[number];

/** Runs every part of the engine over the inputs. */
export function runInsights(inputs: InsightInputs): InsightsResult {
  return runInsightsTimed(inputs).result;
}

/** The same run, with the milliseconds each stage took by `clock` (no clock: no timings, the same result). */
export function runInsightsTimed(
  inputs: InsightInputs,
  clock?: () => number,
): { result: InsightsResult; stages: Map<InsightStage, number> } {
  const stages = new Map<InsightStage, number>();
  const stage = <T>(name: InsightStage, run: () => T): T => {
    if (!clock) return run();
    const started = clock();
    const value = run();
    stages.set(name, clock() - started);
    return value;
  };
  const now = Date.parse(inputs.now);
  const flows = stage('weekly flows', () =>
    weeklyFlows(inputs.cashRows ?? inputs.transactions, now, knownRowTest(inputs)).map((series) => {
      const cash = inputs.cash?.get(series.asset.key);
      return cash === undefined ? series : anchorFlows(series, cash);
    }),
  );
  const forecasts = stage('forecast', () =>
    flows.map((series, index) => {
      const lastWeek = series.weeks[series.weeks.length - 1] ?? 0;
      const known = knownByWeek(inputs.knownFlows, series.asset.key, lastWeek, FORECAST_WEEKS);
      return forecastCash(series, inputs.buffers.get(series.asset.key) ?? 0n, index * 2 + 1, known);
    }),
  );
  // Only categories that post to income or expense (or a mapped account) are learned, measured and
  // proposed: a row labelled with a control account (a bill payment's "Accounts payable") teaches nothing.
  const proposable = inputs.chart ? proposableCategories(inputs.chart) : () => true;
  const learnable = inputs.transactions.filter((row) => isLabelled(row) && proposable(row.category));
  const categoriser = stage('categoriser training', () => {
    const rowsById = new Map(inputs.transactions.map((row) => [row.id, row]));
    const rules = inputs.rules.filter((rule) => proposable(rule.category));
    return trainCategoriser(learnable, inputs.decisions, rules, rowsById);
  });
  // A row whose value a document posts (an invoice's or a bill's router payment) needs no category.
  const references = new Set([...inputs.invoices, ...inputs.bills].map((d) => d.reference.toLowerCase()));
  const documentPaid = new Set(
    inputs.payments
      .filter((p) => references.has(p.reference.toLowerCase()))
      .map((p) => `${p.chainId}:${p.hash.toLowerCase()}`),
  );
  const { suggestions, uncategorised } = stage('suggestions', () => {
    const owners = walletOwners(inputs.counterparties);
    const open = inputs.transactions
      .filter((row) => needsCategory(row) && !documentPaid.has(`${row.chainId}:${row.hash.toLowerCase()}`))
      .sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : a.id < b.id ? -1 : 1));
    const listed: SuggestedRow[] = [];
    for (const row of open) {
      if (listed.length >= MAX_SUGGESTIONS) break;
      const suggestion = suggestCategory(categoriser, row);
      if (!suggestion) continue;
      listed.push({
        ...suggestion,
        hash: row.hash,
        time: row.time,
        direction: row.direction,
        counterparty: row.counterparty,
        counterpartyName: sideName(row.counterparty, owners),
        units: BigInt(row.units),
        asset: assetRefOf(row),
        revision: row.revision,
      });
    }
    return { suggestions: listed, uncategorised: open.length };
  });
  const anomalies = stage('anomalies', () => findAnomalies(inputs));
  const spendIncome = stage('spend and income', () => spendAndIncome(inputs));
  const evaluation = stage('evaluation', () => evaluateCategoriser(learnable, undefined, categoriser));
  return {
    result: {
      now: inputs.now,
      rowCount: inputs.transactions.length,
      forecasts,
      anomalies,
      spendIncome,
      suggestions,
      uncategorised,
      evaluation,
    },
    stages,
  };
}
