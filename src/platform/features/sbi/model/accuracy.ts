// The categoriser's measured accuracy in one sentence, shown beside its suggestions: the time split
// (trained on the oldest 80% of the categorised rows, tested on the newest 20%) at the threshold
// suggestions are shown at.
import type { Evaluation } from '@/lib/insights/categorise/evaluate';
import { MIN_EVALUATION_ROWS } from '@/lib/insights/categorise/evaluate';

const percent = (value: number) => (Number.isFinite(value) ? `${Math.round(value * 100)}%` : 'n/a');

/** "Measured on your data: 92% right …", or why it is not measured yet. */
export function accuracySentence(evaluation: Evaluation): string {
  if (evaluation.kind === 'not-enough')
    return `Accuracy not measured yet: ${evaluation.labelled} transactions carry an income or expense category, and a measure needs ${MIN_EVALUATION_ROWS}.`;
  const time = evaluation.splits.find((split) => split.split === 'time');
  const shown = time?.scores[0];
  if (!time || !shown) return 'Accuracy not measured yet.';
  return `Measured on your data: ${percent(shown.accuracy)} of suggestions right on the newest ${time.test} of ${evaluation.labelled} categorised transactions (trained on the ${time.train} before them), answering ${percent(shown.coverage)} of them.`;
}
