import { describe, expect, it } from 'vitest';
import { forecastCash } from '@/lib/insights/cash-forecast';
import { ETHER, NOW, daysAgo, row } from '@/lib/insights/rows.testing';
import { weeklyFlows } from '@/lib/insights/weekly-flows';
import { cashChartData, cashChartSummary } from './chart-data';

describe('cash chart data', () => {
  it('joins history and forecast at the last known week, with the bands aligned', () => {
    const rows = [row({ direction: 'in', units: String(100n * ETHER), time: daysAgo(200) })];
    for (let week = 1; week <= 20; week++) rows.push(row({ units: String(2n * ETHER), time: daysAgo(week * 7) }));
    const [flows] = weeklyFlows(rows, Date.parse(NOW));
    const forecast = flows && forecastCash(flows, 0n);
    if (forecast?.kind !== 'forecast') throw new Error('no forecast');
    const [x, past, mean, low95] = cashChartData(forecast);
    expect(x?.length).toBe(Math.min(26, forecast.history.length) + 13);
    const join = Math.min(26, forecast.history.length) - 1;
    expect(mean?.[join]).toBe(past?.[join]);
    expect(low95?.[join + 1]).toBeLessThanOrEqual(mean?.[join + 1] ?? 0);
    expect(cashChartSummary(forecast)).toMatch(/^Cash starts at 60\u00a0ETH and is expected at/);
  });
});
