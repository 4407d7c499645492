import { describe, expect, it } from 'vitest';
import { accuracySentence } from './accuracy';

describe('the accuracy sentence', () => {
  it('reads the time split at the shown threshold', () => {
    const score = (name: string, accuracy: number, coverage: number) => ({ name, accuracy, macroF1: 0, coverage });
    expect(
      accuracySentence({
        kind: 'evaluated',
        labelled: 50,
        threshold: 0.6,
        splits: [
          { split: 'time', train: 40, test: 10, scores: [score('≥ 0.6', 0.875, 0.8)], curve: [] },
          { split: 'counterparty', train: 45, test: 5, scores: [score('≥ 0.6', 0.2, 0.2)], curve: [] },
        ],
      }),
    ).toBe(
      'Measured on your data: 88% of suggestions right on the newest 10 of 50 categorised transactions (trained on the 40 before them), answering 80% of them.',
    );
  });

  it('says why there is no measure yet', () => {
    expect(accuracySentence({ kind: 'not-enough', labelled: 12 })).toBe(
      'Accuracy not measured yet: 12 transactions carry an income or expense category, and a measure needs 20.',
    );
  });
});
