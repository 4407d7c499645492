// The whole engine in one call: pure and deterministic (the same inputs, "now" included, give the
// same result), so it runs in a Web Worker and its result crosses postMessage as a structured clone.
import { findAnomalies, type Anomaly } from './anomalies';
import { walletOwners, sideName } from './anomalies/anomaly';
import { needsCategory, suggestCategory, trainCategoriser, type Suggestion } from './categorise/categoriser';
import { evaluateCategoriser, type Evaluation } from './categorise/evaluate';
import { forecastCash, type CashForecast } from './cash-forecast';
import { spendAndIncome, type SpendIncome } from './spend-income';
import type { AssetRef, InsightInputs } from './types';
import { assetRefOf } from './units';
import { weeklyFlows } from './weekly-flows';

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

/** Runs every part of the engine over the inputs. */
export function runInsights(inputs: InsightInputs): InsightsResult {
  const now = Date.parse(inputs.now);
  const forecasts = weeklyFlows(inputs.transactions, now).map((flows, index) =>
    forecastCash(flows, inputs.buffers.get(flows.asset.key) ?? 0n, index * 2 + 1),
  );
  const rowsById = new Map(inputs.transactions.map((row) => [row.id, row]));
  const categoriser = trainCategoriser(inputs.transactions, inputs.decisions, inputs.rules, rowsById);
  const owners = walletOwners(inputs.counterparties);
  const open = inputs.transactions
    .filter(needsCategory)
    .sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : a.id < b.id ? -1 : 1));
  const suggestions: SuggestedRow[] = [];
  for (const row of open) {
    if (suggestions.length >= MAX_SUGGESTIONS) break;
    const suggestion = suggestCategory(categoriser, row);
    if (!suggestion) continue;
    suggestions.push({
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
  return {
    now: inputs.now,
    rowCount: inputs.transactions.length,
    forecasts,
    anomalies: findAnomalies(inputs),
    spendIncome: spendAndIncome(inputs),
    suggestions,
    uncategorised: open.length,
    evaluation: evaluateCategoriser(inputs.transactions),
  };
}
