import { describe, expect, it } from 'vitest';
import { daysAgo, inputs, row } from './rows.testing';
import { INSIGHT_STAGES, runInsights, runInsightsTimed } from './run-insights';

describe('runInsightsTimed', () => {
  const workspace = inputs({
    transactions: Array.from({ length: 40 }, (_, index) =>
      row({ time: daysAgo(index * 3), category: index % 4 === 0 ? null : 'Hosting', memo: `server ${index}` }),
    ),
  });

  it('gives the same result as runInsights, with a time for every stage when given a clock', () => {
    let tick = 0;
    const { result, stages } = runInsightsTimed(workspace, () => tick++);
    expect(result).toEqual(runInsights(workspace));
    expect([...stages.keys()]).toEqual([...INSIGHT_STAGES]);
    for (const ms of stages.values()) expect(ms).toBeGreaterThan(0);
  });

  it('records nothing without a clock', () => {
    expect(runInsightsTimed(workspace).stages.size).toBe(0);
  });
});
