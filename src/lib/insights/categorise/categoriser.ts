// Suggested categories for uncategorised rows, in order of trust: the user's rules, then the
// counterparty's usual category, then multinomial naive Bayes over the row's tokens. A suggestion
// below the confidence threshold is not shown. Accepted suggestions become the row's category (so
// they train every source); a rejected one is never suggested again for that row and counts
// against that category for the counterparty.
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import type { CategoryDecision, CategoryRule } from '@/lib/db/entities/insight-state';
import {
  cloneNaiveBayes,
  createNaiveBayes,
  predictNaiveBayes,
  trainNaiveBayes,
  type NaiveBayes,
} from '@/lib/stats/naive-bayes';
import { rowFeatures } from './features';

/** Suggestions under this confidence are kept back. */
export const CONFIDENCE_THRESHOLD = 0.6;
/** The counterparty's usual category needs this many categorised rows with it. */
export const MIN_COUNTERPARTY_ROWS = 2;

export type SuggestionSource = 'rule' | 'counterparty' | 'model';

export interface Suggestion {
  readonly transactionId: string;
  readonly category: string;
  readonly confidence: number;
  readonly source: SuggestionSource;
  /** Plain words: why this category. */
  readonly reason: string;
}

export interface Categoriser {
  readonly rules: readonly CategoryRule[];
  readonly usual: Map<string, Map<string, number>>;
  readonly rejectedByCounterparty: Map<string, Map<string, number>>;
  readonly rejectedByRow: Map<string, Set<string>>;
  readonly model: NaiveBayes;
  readonly trainedOn: number;
}

/** Rows the categoriser learns from: confirmed, with a category. */
export function isLabelled(row: ChainTransaction): row is ChainTransaction & { category: string } {
  return row.status === 'confirmed' && row.category !== null && row.category.trim() !== '';
}

function bump(map: Map<string, Map<string, number>>, key: string, label: string) {
  const inner = map.get(key) ?? new Map<string, number>();
  inner.set(label, (inner.get(label) ?? 0) + 1);
  map.set(key, inner);
}

/** Trains on labelled rows, with the user's rules and past decisions. */
export function trainCategoriser(
  labelled: readonly ChainTransaction[],
  decisions: readonly CategoryDecision[] = [],
  rules: readonly CategoryRule[] = [],
  rowsById?: ReadonlyMap<string, ChainTransaction>,
): Categoriser {
  const usual = new Map<string, Map<string, number>>();
  const model = createNaiveBayes();
  let trainedOn = 0;
  for (const row of labelled) {
    if (!isLabelled(row)) continue;
    trainedOn += 1;
    if (row.counterparty) bump(usual, row.counterparty.toLowerCase(), row.category);
    trainNaiveBayes(model, rowFeatures(row), row.category);
  }
  const rejectedByRow = new Map<string, Set<string>>();
  const rejectedByCounterparty = new Map<string, Map<string, number>>();
  for (const decision of decisions) {
    if (decision.decision !== 'rejected') continue;
    const set = rejectedByRow.get(decision.transactionId) ?? new Set<string>();
    set.add(decision.category);
    rejectedByRow.set(decision.transactionId, set);
    const counterparty = rowsById?.get(decision.transactionId)?.counterparty;
    if (counterparty) bump(rejectedByCounterparty, counterparty.toLowerCase(), decision.category);
  }
  const orderedRules = [...rules].sort((a, b) =>
    a.createdAt !== b.createdAt ? (a.createdAt < b.createdAt ? -1 : 1) : a.id < b.id ? -1 : 1,
  );
  return { rules: orderedRules, usual, rejectedByCounterparty, rejectedByRow, model, trainedOn };
}

function ruleMatches(rule: CategoryRule, row: ChainTransaction): boolean {
  if (rule.counterparty && row.counterparty?.toLowerCase() !== rule.counterparty.toLowerCase()) return false;
  if (rule.memoContains && !row.memo.toLowerCase().includes(rule.memoContains.toLowerCase())) return false;
  return true;
}

/** The counterparty's most frequent category (ties: the label sorted first), its count and the total. */
function usualOf(counts: ReadonlyMap<string, number>): { top: string; topCount: number; total: number } {
  let top = '';
  let topCount = 0;
  let total = 0;
  let first = true;
  for (const [label, count] of counts) {
    total += count;
    if (first || count > topCount || (count === topCount && label < top)) {
      top = label;
      topCount = count;
      first = false;
    }
  }
  return { top, topCount, total };
}

/** The best suggestion for a row at or above the threshold, or null. */
export function suggestCategory(
  categoriser: Categoriser,
  row: ChainTransaction,
  options: { threshold?: number; useRules?: boolean; features?: readonly string[] } = {},
): Suggestion | null {
  const threshold = options.threshold ?? CONFIDENCE_THRESHOLD;
  const rejected = categoriser.rejectedByRow.get(row.id);
  if (options.useRules !== false)
    for (const rule of categoriser.rules)
      if (ruleMatches(rule, row) && !rejected?.has(rule.category))
        return { transactionId: row.id, category: rule.category, confidence: 1, source: 'rule', reason: 'Your rule' };
  const counterparty = row.counterparty?.toLowerCase();
  const counts = counterparty ? categoriser.usual.get(counterparty) : undefined;
  if (counterparty && counts) {
    const { top, topCount, total } = usualOf(counts);
    const against = categoriser.rejectedByCounterparty.get(counterparty)?.get(top) ?? 0;
    // Laplace's rule of succession: (k + 1) / (n + 2), rejections counting as rows against.
    const confidence = (topCount + 1) / (total + against + 2);
    if (topCount >= MIN_COUNTERPARTY_ROWS && !rejected?.has(top) && confidence >= threshold)
      return {
        transactionId: row.id,
        category: top,
        confidence,
        source: 'counterparty',
        reason: `${topCount} of ${total} categorised rows with this counterparty are “${top}”`,
      };
  }
  const prediction = predictNaiveBayes(categoriser.model, options.features ?? rowFeatures(row));
  // The most probable label not rejected (ties: the label sorted first).
  let best: { label: string; probability: number } | undefined;
  for (const entry of prediction?.posterior ?? [])
    if (
      !rejected?.has(entry.label) &&
      (!best ||
        entry.probability > best.probability ||
        (entry.probability === best.probability && entry.label < best.label))
    )
      best = entry;
  if (!best || best.probability < threshold) return null;
  return {
    transactionId: row.id,
    category: best.label,
    confidence: best.probability,
    source: 'model',
    reason: `Learned from ${categoriser.trainedOn} categorised rows (counterparty, call, token, amount, memo words)`,
  };
}

/**
 * The categoriser `trainCategoriser(rest)` would give, where `full` was trained (without decisions
 * or rules) on `rest` plus `removed`: a copy of the counts with the removed rows taken away. Counts
 * are whole numbers, so this is exact and costs the removed rows only (the evaluation's test rows).
 */
export function withoutRows(
  full: Categoriser,
  removed: readonly ChainTransaction[],
  featuresOf: (row: ChainTransaction, index: number) => readonly string[] = rowFeatures,
): Categoriser {
  const usual = new Map([...full.usual].map(([key, counts]) => [key, new Map(counts)]));
  const model = cloneNaiveBayes(full.model);
  let trainedOn = full.trainedOn;
  for (const [index, row] of removed.entries()) {
    if (!isLabelled(row)) continue;
    trainedOn -= 1;
    const key = row.counterparty?.toLowerCase();
    const counts = key ? usual.get(key) : undefined;
    if (key && counts) {
      const left = (counts.get(row.category) ?? 0) - 1;
      if (left > 0) counts.set(row.category, left);
      else counts.delete(row.category);
      if (counts.size === 0) usual.delete(key);
    }
    trainNaiveBayes(model, featuresOf(row, index), row.category, -1);
  }
  return { rules: [], usual, rejectedByCounterparty: new Map(), rejectedByRow: new Map(), model, trainedOn };
}

/** Rows the categoriser makes suggestions for: confirmed, not between own wallets, without a category. */
export function needsCategory(row: ChainTransaction): boolean {
  return row.status === 'confirmed' && row.direction !== 'own' && (row.category === null || row.category === '');
}
