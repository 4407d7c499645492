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
  const answered = answers.filter((answer) => answer.predicted !== null);
  if (answered.length === 0) return NaN;
  return answered.filter((answer) => answer.predicted === answer.actual).length / answered.length;
}

/** Share of items that got an answer (NaN for none). */
export function coverage(answers: readonly LabelledAnswer[]): number {
  if (answers.length === 0) return NaN;
  return answers.filter((answer) => answer.predicted !== null).length / answers.length;
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
  const classes = new Set<string>();
  for (const answer of answered) classes.add(answer.actual).add(answer.predicted);
  let sum = 0;
  for (const label of classes) {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    for (const answer of answered) {
      if (answer.predicted === label && answer.actual === label) tp++;
      else if (answer.predicted === label) fp++;
      else if (answer.actual === label) fn++;
    }
    sum += tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn);
  }
  return sum / classes.size;
}
