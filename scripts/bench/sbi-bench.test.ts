import { describe, expect, it } from 'vitest';
import { INSIGHT_STAGES } from '@/lib/insights/run-insights';
import { benchCategorisation, benchEngine, benchForecast } from './sbi-bench';

describe('SBI figures', () => {
  it('runs the engine and reports what it found (figures only; times are never asserted)', () => {
    const figures = benchEngine(500, 2);
    expect(figures.rows).toBe(500);
    expect(figures.runs).toHaveLength(2);
    expect(figures.stages.map((entry) => entry.stage)).toEqual([...INSIGHT_STAGES]);
    expect(figures.suggestions).toBeGreaterThan(0);
  });

  it('evaluates the categoriser on both splits beside the baselines', () => {
    const result = benchCategorisation(400);
    expect(result.kind).toBe('evaluated');
    if (result.kind === 'evaluated') expect(result.splits.map((split) => split.scores.length)).toEqual([4, 4]);
  });

  it('forecasts every kind of series, with sane coverage', () => {
    const figures = benchForecast(2);
    expect(figures.map((figure) => figure.kind)).toEqual([
      'level + noise',
      'random walk',
      'damped trend',
      'intermittent',
    ]);
    for (const figure of figures) expect(figure.coverage95).toBeGreaterThanOrEqual(figure.coverage80);
  });
});
