import { describe, expect, it } from 'vitest';
import { forecastCash, FORECAST_WEEKS, MIN_HISTORY_WEEKS } from './cash-forecast';
import { ETHER, NOW, daysAgo, row } from './rows.testing';
import { weeklyFlows } from './weekly-flows';

const now = Date.parse(NOW);

function steadyBusiness(weeks: number) {
  const rows = [];
  for (let week = 1; week <= weeks; week++) {
    rows.push(row({ direction: 'in', units: String(10n * ETHER), time: daysAgo(week * 7) }));
    rows.push(row({ units: String(12n * ETHER + BigInt(week % 3) * ETHER), time: daysAgo(week * 7 - 2) }));
  }
  rows.push(row({ direction: 'in', units: String(90n * ETHER), time: daysAgo(weeks * 7 + 1) }));
  return rows;
}

describe('weekly flows', () => {
  it('sums exact inflows, outflows and fees per completed week, and the balance of every row', () => {
    const flows = weeklyFlows(
      [
        row({ direction: 'in', units: String(5n * ETHER), time: daysAgo(9) }),
        row({ units: String(2n * ETHER), fee: '21000', time: daysAgo(8) }),
        row({ units: String(ETHER), time: daysAgo(0) }),
        row({ units: String(ETHER), status: 'failed', time: daysAgo(8) }),
      ],
      now,
    );
    expect(flows).toHaveLength(1);
    const [eth] = flows;
    expect(eth?.balance).toBe(5n * ETHER - 3n * ETHER - 21000n);
    expect(eth?.inflow.reduce((a, b) => a + b, 0n)).toBe(5n * ETHER);
    // The current week's payment is in the balance but not in the completed weeks.
    expect(eth?.outflow.reduce((a, b) => a + b, 0n)).toBe(2n * ETHER + 21000n);
  });
});

describe('cash forecast', () => {
  it('says "not enough history" below the minimum of completed weeks', () => {
    const [flows] = weeklyFlows(steadyBusiness(MIN_HISTORY_WEEKS - 3), now);
    expect(flows && forecastCash(flows, 0n).kind).toBe('not-enough-history');
  });

  it('forecasts 13 weeks of a burning business: falling cash, widening bands, a runway and the risk of going under the buffer', () => {
    const [flows] = weeklyFlows(steadyBusiness(30), now);
    if (!flows) throw new Error('no flows');
    const forecast = forecastCash(flows, 10n * ETHER);
    if (forecast.kind !== 'forecast') throw new Error('no forecast');
    expect(forecast.weeks).toHaveLength(FORECAST_WEEKS);
    const cash = forecast.weeks.map((week) => week.cash);
    expect(cash.at(-1)).toBeLessThan(cash[0] ?? 0n);
    for (const [index, week] of forecast.weeks.entries()) {
      expect(week.lower95 <= week.lower80 && week.lower80 <= week.cash && week.cash <= week.upper80).toBe(true);
      const previous = forecast.weeks[index - 1];
      if (previous) {
        expect(week.upper95 - week.lower95).toBeGreaterThanOrEqual(previous.upper95 - previous.lower95);
      }
    }
    // 90 + 300 − (360 + 30) = 0 ETH... plus nothing: the balance is 0 and about 3 ETH a week goes out.
    expect(forecast.balance).toBe(0n);
    expect(forecast.runway.expected).toBe(1);
    expect(forecast.weeks.at(-1)?.belowBuffer).toBeGreaterThan(0.9);
    expect(forecast.why.numbers.map((n) => n.label)).toContain('Inflow model');
    expect(forecastCash(flows, 10n * ETHER)).toEqual(forecast);
  });
});
