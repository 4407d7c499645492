import { describe, expect, it } from 'vitest';
import { createNaiveBayes, predictNaiveBayes, trainNaiveBayes } from './naive-bayes';

describe('multinomial naive Bayes', () => {
  it('reproduces the worked example of Manning et al., Introduction to Information Retrieval, Example 13.1', () => {
    const model = createNaiveBayes();
    trainNaiveBayes(model, ['Chinese', 'Beijing', 'Chinese'], 'china');
    trainNaiveBayes(model, ['Chinese', 'Chinese', 'Shanghai'], 'china');
    trainNaiveBayes(model, ['Chinese', 'Macao'], 'china');
    trainNaiveBayes(model, ['Tokyo', 'Japan', 'Chinese'], 'japan');
    const result = predictNaiveBayes(model, ['Chinese', 'Chinese', 'Chinese', 'Tokyo', 'Japan']);
    // The book: P(c|d) ∝ 3/4 · (3/7)³ · (1/14)² ≈ 0.0003, P(c̄|d) ∝ 1/4 · (2/9)³ · (2/9)² ≈ 0.0001.
    const china = 0.75 * (3 / 7) ** 3 * (1 / 14) ** 2;
    const japan = 0.25 * (2 / 9) ** 3 * (2 / 9) ** 2;
    expect(result?.label).toBe('china');
    expect(result?.probability).toBeCloseTo(china / (china + japan), 12);
  });

  it('forgets an example taken away, and has nothing to say untrained', () => {
    const model = createNaiveBayes();
    expect(predictNaiveBayes(model, ['a'])).toBeNull();
    trainNaiveBayes(model, ['a'], 'x');
    trainNaiveBayes(model, ['b'], 'y');
    trainNaiveBayes(model, ['b'], 'y', -1);
    expect(model.classes.has('y')).toBe(false);
    expect(predictNaiveBayes(model, ['b'])?.label).toBe('x');
  });
});
