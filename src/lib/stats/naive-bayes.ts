// Multinomial naive Bayes with Laplace (add-one) smoothing over discrete tokens (Manning, Raghavan &
// Schütze, "Introduction to Information Retrieval", §13.2): P(c | d) ∝ P(c) · Π P(t | c) with
// P(t | c) = (count(t, c) + 1) / (Σ count(·, c) + |V|). Counts only, so training is incremental and
// an example can be added or taken away (a user's decision trains it).

export interface NaiveBayes {
  readonly classes: Map<string, { docs: number; tokens: number; counts: Map<string, number> }>;
  readonly vocabulary: Map<string, number>;
  docs: number;
}

/** An empty model. */
export function createNaiveBayes(): NaiveBayes {
  return { classes: new Map(), vocabulary: new Map(), docs: 0 };
}

/** An independent copy of a model (training one does not change the other). */
export function cloneNaiveBayes(model: NaiveBayes): NaiveBayes {
  const classes = new Map(
    [...model.classes].map(([label, entry]) => [label, { ...entry, counts: new Map(entry.counts) }] as const),
  );
  return { classes, vocabulary: new Map(model.vocabulary), docs: model.docs };
}

// What predictions of an unchanged model share: its classes in label order with their log prior
// and denominator, and each token's log term per class once computed (the same expressions as
// computing them every time, so the same figures). Training a model drops its memo.
interface PredictionMemo {
  readonly labels: readonly string[];
  readonly priors: Float64Array;
  readonly entries: readonly { counts: Map<string, number> }[];
  readonly denominators: Float64Array;
  readonly terms: Map<string, Float64Array>;
}
const MEMOS = new WeakMap<NaiveBayes, PredictionMemo>();

function memoOf(model: NaiveBayes): PredictionMemo {
  const known = MEMOS.get(model);
  if (known) return known;
  const vocabularySize = Math.max(1, model.vocabulary.size);
  const sorted = [...model.classes].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const memo: PredictionMemo = {
    labels: sorted.map(([label]) => label),
    priors: Float64Array.from(sorted, ([, entry]) => Math.log(entry.docs / model.docs)),
    entries: sorted.map(([, entry]) => entry),
    denominators: Float64Array.from(sorted, ([, entry]) => entry.tokens + vocabularySize),
    terms: new Map(),
  };
  MEMOS.set(model, memo);
  return memo;
}

function termsOf(memo: PredictionMemo, token: string): Float64Array {
  let terms = memo.terms.get(token);
  if (!terms) {
    terms = new Float64Array(memo.labels.length);
    for (let i = 0; i < terms.length; i++)
      terms[i] = Math.log(((memo.entries[i]?.counts.get(token) ?? 0) + 1) / (memo.denominators[i] ?? 1));
    memo.terms.set(token, terms);
  }
  return terms;
}

/** Adds (weight 1) or removes (weight −1) one labelled example. */
export function trainNaiveBayes(model: NaiveBayes, tokens: readonly string[], label: string, weight = 1): void {
  MEMOS.delete(model);
  let entry = model.classes.get(label);
  if (!entry) {
    entry = { docs: 0, tokens: 0, counts: new Map() };
    model.classes.set(label, entry);
  }
  entry.docs += weight;
  model.docs += weight;
  for (const token of tokens) {
    entry.counts.set(token, (entry.counts.get(token) ?? 0) + weight);
    entry.tokens += weight;
    const seen = (model.vocabulary.get(token) ?? 0) + weight;
    if (seen <= 0) model.vocabulary.delete(token);
    else model.vocabulary.set(token, seen);
  }
  if (entry.docs <= 0) model.classes.delete(label);
}

export interface Prediction {
  readonly label: string;
  /** The posterior probability of the label (the classes' posteriors sum to 1). */
  readonly probability: number;
  readonly posterior: { label: string; probability: number }[];
}

/** The most probable class with its posterior, or null for a model without classes. Ties go to the label sorted first. */
export function predictNaiveBayes(model: NaiveBayes, tokens: readonly string[]): Prediction | null {
  if (model.classes.size === 0 || model.docs <= 0) return null;
  const memo = memoOf(model);
  // Tokens never seen in training carry no evidence for any class and are left out.
  const known = tokens.filter((token) => model.vocabulary.has(token)).map((token) => termsOf(memo, token));
  const scores: { label: string; log: number }[] = memo.labels.map((label, i) => {
    let log = memo.priors[i] ?? 0;
    for (const terms of known) log += terms[i] ?? 0;
    return { label, log };
  });
  const top = Math.max(...scores.map((score) => score.log));
  const total = scores.reduce((sum, score) => sum + Math.exp(score.log - top), 0);
  const posterior = scores.map((score) => ({ label: score.label, probability: Math.exp(score.log - top) / total }));
  let best = posterior[0];
  for (const entry of posterior) if (best && entry.probability > best.probability) best = entry;
  return best ? { label: best.label, probability: best.probability, posterior } : null;
}
