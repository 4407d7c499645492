import { describe, expect, it } from 'vitest';
import { daysAgo, ETHER, inputs, row } from './rows.testing';
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

describe('the forecast starts from the company’s cash', () => {
  // Twelve completed weeks with 1 ETH out each: the rows add up to −12 ETH, but the wallet held
  // 32 ETH before its first row (a genesis allocation or an opening balance), so it holds 20 now.
  const transactions = Array.from({ length: 12 }, (_, k) => row({ time: daysAgo(7 * k + 2) }));

  it('starts at the treasury wallets’ balance, not at the sum of the rows', () => {
    const result = runInsights(inputs({ transactions, cash: new Map([['31337:native', 20n * ETHER]]) }));
    const [forecast] = result.forecasts;
    if (forecast?.kind !== 'forecast') throw new Error('expected a forecast');
    expect(forecast.balance).toBe(20n * ETHER);
    expect(forecast.start).toBe(20n * ETHER); // nothing moved in the current week
    expect(forecast.history.at(-1)?.cash).toBe(20n * ETHER);
    expect(forecast.history[0]?.cash).toBe(31n * ETHER); // 32 held, 1 out in the first week
  });

  it('counts only the company’s rows when they are given, and without a cash figure keeps the rows’ sum', () => {
    const elsewhere = row({ time: daysAgo(3), units: String(5n * ETHER) });
    const result = runInsights(inputs({ transactions: [...transactions, elsewhere], cashRows: transactions }));
    const [forecast] = result.forecasts;
    expect(forecast?.balance).toBe(-12n * ETHER);
  });
});
