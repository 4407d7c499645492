// How good the suggestions are on the user's own categorised rows, measured honestly: trained on
// one part, tested on rows it never saw. Two splits: time-ordered (the oldest 80% train, the newest
// 20% test) and by counterparty (a fifth of the counterparties, whole, kept out of training, so
// the counterparty's usual category cannot help). Beside two baselines: always the most frequent
// category, and the counterparty's most frequent category (abstaining for an unseen one).
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import { accuracy, coverage, macroF1, type LabelledAnswer } from '@/lib/stats/metrics';
import {
  CONFIDENCE_THRESHOLD,
  isLabelled,
  suggestCategory,
  trainCategoriser,
  withoutRows,
  type Categoriser,
} from './categoriser';
import { rowFeatures } from './features';

/** Fewer categorised rows than this and no evaluation is shown. */
export const MIN_EVALUATION_ROWS = 20;
export const CURVE_THRESHOLDS = [0, 0.5, 0.6, 0.7, 0.8, 0.9] as const;

export interface Score {
  readonly name: string;
  readonly accuracy: number;
  readonly macroF1: number;
  readonly coverage: number;
}

export interface SplitEvaluation {
  readonly split: 'time' | 'counterparty';
  readonly train: number;
  readonly test: number;
  readonly scores: Score[];
  /** Accuracy against coverage as the threshold moves. */
  readonly curve: { threshold: number; accuracy: number; coverage: number }[];
}

export type Evaluation =
  | { kind: 'not-enough'; labelled: number }
  | { kind: 'evaluated'; labelled: number; threshold: number; splits: SplitEvaluation[] };

function score(name: string, answers: readonly LabelledAnswer[]): Score {
  return { name, accuracy: accuracy(answers), macroF1: macroF1(answers), coverage: coverage(answers) };
}

/** FNV-1a of a string: a fixed, even spread of counterparties over folds. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

function mostFrequent(labels: Iterable<string>): string | null {
  const counts = new Map<string, number>();
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  return [...counts].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))[0]?.[0] ?? null;
}

/** Accuracy and coverage at a threshold, counted straight off the predictions (the figures `accuracy` and `coverage` give). */
function curvePoint(
  test: readonly { category: string }[],
  predictions: readonly ({ category: string; confidence: number } | null)[],
  cut: number,
): { threshold: number; accuracy: number; coverage: number } {
  let answered = 0;
  let correct = 0;
  test.forEach((row, index) => {
    const prediction = predictions[index];
    if (!prediction || prediction.confidence < cut) return;
    answered++;
    if (prediction.category === row.category) correct++;
  });
  return {
    threshold: cut,
    accuracy: answered === 0 ? NaN : correct / answered,
    coverage: test.length === 0 ? NaN : answered / test.length,
  };
}

function evaluateSplit(
  split: SplitEvaluation['split'],
  train: readonly (ChainTransaction & { category: string })[],
  test: readonly (ChainTransaction & { category: string })[],
  threshold: number,
  trainedOnAll: Categoriser | undefined,
): SplitEvaluation {
  // Train and test split the labelled rows: taking the test rows away from a categoriser trained on
  // all of them gives the same counts as training on the rest, and costs less when the test part is smaller.
  const features = test.map(rowFeatures);
  const categoriser =
    trainedOnAll && test.length < train.length
      ? withoutRows(trainedOnAll, test, (_, index) => features[index] ?? [])
      : trainCategoriser(train);
  const predictions = test.map((row, index) =>
    suggestCategory(categoriser, row, { threshold: 0, useRules: false, features: features[index] }),
  );
  const at = (cut: number): LabelledAnswer[] =>
    test.map((row, index) => {
      const prediction = predictions[index];
      return {
        actual: row.category,
        predicted: prediction && prediction.confidence >= cut ? prediction.category : null,
      };
    });
  const majority = mostFrequent(train.map((row) => row.category));
  const byCounterparty = new Map<string, string[]>();
  for (const row of train)
    if (row.counterparty) {
      const key = row.counterparty.toLowerCase();
      const labels = byCounterparty.get(key);
      if (labels) labels.push(row.category);
      else byCounterparty.set(key, [row.category]);
    }
  const usual = new Map([...byCounterparty].map(([key, labels]) => [key, mostFrequent(labels)]));
  const counterpartyAnswers = test.map((row) => ({
    actual: row.category,
    predicted: (row.counterparty ? usual.get(row.counterparty.toLowerCase()) : undefined) ?? null,
  }));
  return {
    split,
    train: train.length,
    test: test.length,
    scores: [
      score(`Suggestions (confidence ≥ ${threshold})`, at(threshold)),
      score('Suggestions (every row)', at(0)),
      score(
        'Most frequent category',
        test.map((row) => ({ actual: row.category, predicted: majority })),
      ),
      score("Counterparty's most frequent", counterpartyAnswers),
    ],
    curve: CURVE_THRESHOLDS.map((cut) => curvePoint(test, predictions, cut)),
  };
}

/**
 * Evaluates the categoriser on the categorised rows (oldest first by time, then id). `trainedOnAll`,
 * when given, is `trainCategoriser(rows, …)` of the same rows (its decisions and rules are not used):
 * the splits start from its counts instead of training again; the result is the same.
 */
export function evaluateCategoriser(
  rows: readonly ChainTransaction[],
  threshold = CONFIDENCE_THRESHOLD,
  trainedOnAll?: Categoriser,
): Evaluation {
  const labelled = rows
    .filter(isLabelled)
    .sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : a.id < b.id ? -1 : 1));
  if (labelled.length < MIN_EVALUATION_ROWS) return { kind: 'not-enough', labelled: labelled.length };
  const cut = Math.floor(labelled.length * 0.8);
  const splits = [evaluateSplit('time', labelled.slice(0, cut), labelled.slice(cut), threshold, trainedOnAll)];
  // Each row's group (its counterparty, or itself) read once; the groups in a fixed spread by hash.
  const groupOf = labelled.map((row) => row.counterparty?.toLowerCase() ?? `row:${row.id}`);
  const hashes = new Map([...new Set(groupOf)].map((group) => [group, fnv1a(group)] as const));
  const groups = [...hashes.keys()].sort((a, b) => (hashes.get(a) ?? 0) - (hashes.get(b) ?? 0) || (a < b ? -1 : 1));
  if (groups.length >= 2) {
    const held = new Set(groups.slice(0, Math.max(1, Math.round(groups.length / 5))));
    const train: (typeof labelled)[number][] = [];
    const test: (typeof labelled)[number][] = [];
    labelled.forEach((row, index) => (held.has(groupOf[index] ?? '') ? test : train).push(row));
    if (train.length > 0 && test.length > 0)
      splits.push(evaluateSplit('counterparty', train, test, threshold, trainedOnAll));
  }
  return { kind: 'evaluated', labelled: labelled.length, threshold, splits };
}
