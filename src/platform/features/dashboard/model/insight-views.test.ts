import { describe, expect, it } from 'vitest';
import type { InsightsResult } from '@/lib/insights/run-insights';
import type { BalanceHistory } from '@/lib/overview/balance-history';
import { forecastBand } from './insight-views';

const ETH = { key: '31337:native', chainId: 31337, symbol: 'ETH', decimals: 18, asset: 'native' };
const history: BalanceHistory = {
  days: ['2026-11-26', '2026-11-27'],
  series: [{ commodity: '31337:native', symbol: 'ETH', decimals: 18, units: [10n ** 18n, 2n * 10n ** 18n] }],
};
const week = (day: string, low: bigint, high: bigint) => ({
  week: day,
  net: 0n,
  cash: 0n,
  lower80: low,
  upper80: high,
  lower95: low,
  upper95: high,
  belowBuffer: 0,
});
// Only the fields forecastBand reads; the rest of a result does not matter to it.
const result = (forecasts: unknown[]) => ({ forecasts }) as unknown as InsightsResult;

describe('the Dashboard forecast band', () => {
  it("is the 80% band of the chart's first asset, in whole units by week", () => {
    const band = forecastBand(
      result([
        {
          kind: 'forecast',
          asset: ETH,
          weeks: [week('2026-11-30', 5n * 10n ** 17n, 3n * 10n ** 18n), week('2026-12-07', 0n, 4n * 10n ** 18n)],
        },
      ]),
      history,
    );
    expect(band).toEqual({
      asset: '31337:native',
      label: 'ETH forecast (80%)',
      days: ['2026-11-30', '2026-12-07'],
      low: [0.5, 0],
      high: [3, 4],
    });
  });
  it('is absent without enough history or for another asset', () => {
    expect(forecastBand(result([{ kind: 'not-enough-history', asset: ETH, weeks: 3, balance: 0n }]), history)).toBe(
      undefined,
    );
    const other = { ...ETH, key: '1:native', chainId: 1 };
    expect(forecastBand(result([{ kind: 'forecast', asset: other, weeks: [] }]), history)).toBe(undefined);
  });
});
