import { describe, expect, it } from 'vitest';
import type { RecurringItem } from '@/lib/db/entities/recurring-item';
import { forecastCash, FORECAST_WEEKS } from './cash-forecast';
import { knownByWeek, knownRowTest } from './known-flows';
import { ETHER, NOW, daysAgo, inputs, row } from './rows.testing';
import { runInsights } from './run-insights';
import type { KnownFlow } from './types';
import { weekStart } from './units';
import { weeklyFlows } from './weekly-flows';

const ETH = { chainId: 31337, kind: 'native', address: null, symbol: 'ETH', decimals: 18, name: 'Ether' } as const;
const rent: RecurringItem = {
  id: 'rent',
  name: 'Rent',
  direction: 'out',
  asset: ETH,
  units: String(3n * ETHER),
  cadence: 'weekly',
  firstDate: '2026-01-05',
  endDate: null,
  category: null,
  counterpartyId: null,
  createdAt: NOW,
  updatedAt: NOW,
  revision: 1,
};
const flow = (date: string, direction: 'in' | 'out', units: bigint, assetKey = '31337:native'): KnownFlow => ({
  id: `f-${date}`,
  kind: 'recurring',
  label: 'x',
  date,
  direction,
  assetKey,
  units,
});

describe('known flows and the statistical remainder', () => {
  it('leaves out a row of a recurring item’s direction, asset and amount within 3 days of its date, not others', () => {
    const test = knownRowTest(inputs({ recurring: [{ ...rent, cadence: 'monthly', firstDate: '2026-01-25' }] }));
    expect(test).not.toBeNull();
    // 2026-05-25 is an occurrence; 2026-05-27 is 2 days later, 2026-05-29 four.
    expect(test?.(row({ units: rent.units, time: '2026-05-27T09:00:00.000Z' }))).toBe(true);
    expect(test?.(row({ units: rent.units, time: '2026-05-29T09:00:00.000Z' }))).toBe(false);
    expect(test?.(row({ units: String(ETHER), time: '2026-05-25T09:00:00.000Z' }))).toBe(false);
    expect(test?.(row({ direction: 'in', units: rent.units, time: '2026-05-25T09:00:00.000Z' }))).toBe(false);
    // Before the first date: not the item's.
    expect(test?.(row({ units: rent.units, time: '2026-01-20T09:00:00.000Z' }))).toBe(false);
    expect(knownRowTest(inputs())).toBeNull();
  });

  it('puts each flow to come in its forecast week (after the last completed one), per asset', () => {
    const lastWeek = weekStart(Date.parse('2026-05-25T00:00:00Z'));
    const weeks = knownByWeek(
      [
        flow('2026-06-01', 'out', 5n),
        flow('2026-06-03', 'in', 2n),
        flow('2026-06-10', 'out', 1n),
        flow('2026-06-10', 'out', 9n, '1:native'),
        flow('2026-09-30', 'out', 7n), // beyond 13 weeks
      ],
      '31337:native',
      lastWeek,
      FORECAST_WEEKS,
    );
    expect(weeks.count).toBe(3);
    expect(weeks.inflow.slice(0, 2)).toEqual([2n, 0n]);
    expect(weeks.outflow.slice(0, 3)).toEqual([5n, 1n, 0n]);
  });

  it('adds known flows to the expected cash as certain (the bands keep their width)', () => {
    const rows = Array.from({ length: 20 }, (_, w) => [
      row({ direction: 'in', units: String(10n * ETHER), time: daysAgo(w * 7 + 3) }),
      row({ units: String(4n * ETHER + BigInt(w % 2) * ETHER), time: daysAgo(w * 7 + 2) }),
    ]).flat();
    const [series] = weeklyFlows(rows, Date.parse(NOW));
    if (!series) throw new Error('no series');
    const known = knownByWeek([flow('2026-06-02', 'out', 50n * ETHER)], series.asset.key, series.weeks.at(-1) ?? 0, 13);
    const without = forecastCash(series, 0n, 1);
    const withKnown = forecastCash(series, 0n, 1, known);
    if (without.kind !== 'forecast' || withKnown.kind !== 'forecast') throw new Error('no forecast');
    expect(withKnown.weeks[0]?.known).toBe(-50n * ETHER);
    for (let h = 0; h < FORECAST_WEEKS; h++) {
      const a = without.weeks[h];
      const b = withKnown.weeks[h];
      expect(Number(((a?.cash ?? 0n) - (b?.cash ?? 0n)) / 10n ** 12n)).toBeCloseTo(50_000_000, 0);
      expect(
        Number(((b?.upper80 ?? 0n) - (b?.lower80 ?? 0n) - ((a?.upper80 ?? 0n) - (a?.lower80 ?? 0n))) / 10n ** 12n),
      ).toBeCloseTo(0, 0);
    }
  });

  it('forecasts the rent as known in the engine, its past rows out of the model but in the balance', () => {
    const history = Array.from({ length: 12 }, (_, w) => row({ units: rent.units, time: daysAgo(7 * (w + 1)) }));
    const income = Array.from({ length: 12 }, (_, w) =>
      row({ direction: 'in', units: String(5n * ETHER), time: daysAgo(7 * (w + 1) + 2) }),
    );
    const result = runInsights(
      inputs({
        transactions: [...history, ...income],
        recurring: [rent],
        knownFlows: [flow('2026-06-01', 'out', 3n * ETHER), flow('2026-06-08', 'out', 3n * ETHER)],
      }),
    );
    const [forecast] = result.forecasts;
    if (forecast?.kind !== 'forecast') throw new Error('no forecast');
    expect(forecast.history.every((week) => week.outflow === 0n)).toBe(true);
    expect(forecast.balance).toBe(12n * 2n * ETHER);
    expect(forecast.weeks.slice(0, 3).map((w) => w.known)).toEqual([-3n * ETHER, -3n * ETHER, 0n]);
    expect(forecast.why.numbers).toContainEqual({ label: 'Past rows left to known flows', value: '12' });
  });
});
