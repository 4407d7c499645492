// Classification metrics: accuracy, macro-averaged F1 (the unweighted mean of the per-class F1, so
// rare categories count as much as common ones), and coverage (the share of items given an answer,
// when a classifier may abstain below a confidence threshold).

export interface LabelledAnswer {
  readonly actual: string;
  /** null when the classifier abstained. */
  readonly predicted: string | null;
}

/** Share of answered items whose answer is right (NaN when none is answered). */
export function accuracy(answers: readonly LabelledAnswer[]): number {
  let answered = 0;
  let correct = 0;
  for (const answer of answers)
    if (answer.predicted !== null) {
      answered++;
      if (answer.predicted === answer.actual) correct++;
    }
  return answered === 0 ? NaN : correct / answered;
}

/** Share of items that got an answer (NaN for none). */
export function coverage(answers: readonly LabelledAnswer[]): number {
  if (answers.length === 0) return NaN;
  let answered = 0;
  for (const answer of answers) if (answer.predicted !== null) answered++;
  return answered / answers.length;
}

/**
 * Macro-F1 over the classes that occur as actual labels of the answered items or as answers
 * (NaN when nothing is answered). A class with no true positives scores 0.
 */
export function macroF1(answers: readonly LabelledAnswer[]): number {
  const answered = answers.filter(
    (answer): answer is { actual: string; predicted: string } => answer.predicted !== null,
  );
  if (answered.length === 0) return NaN;
  // One pass counts every class's true positives, false positives and false negatives; the sum runs
  // over the classes in the order they were first met (a fixed order, so a fixed rounding).
  const counts = new Map<string, { tp: number; fp: number; fn: number }>();
  const countOf = (label: string) => {
    let entry = counts.get(label);
    if (!entry) counts.set(label, (entry = { tp: 0, fp: 0, fn: 0 }));
    return entry;
  };
  for (const answer of answered) {
    const actual = countOf(answer.actual);
    const predicted = countOf(answer.predicted);
    if (answer.predicted === answer.actual) actual.tp++;
    else {
      predicted.fp++;
      actual.fn++;
    }
  }
  let sum = 0;
  for (const { tp, fp, fn } of counts.values()) sum += tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn);
  return sum / counts.size;
}
