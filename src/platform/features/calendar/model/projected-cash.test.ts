import { describe, expect, it } from 'vitest';
import type { CashForecast, CashWeek } from '@/lib/insights/cash-forecast';
import type { AssetRef } from '@/lib/insights/types';
import { projectedCash, projectionWeeks, projectionWords, shortHistoryNote } from './projected-cash';

const ETH: AssetRef = { key: '1:native', chainId: 1, symbol: 'ETH', decimals: 18, asset: 'native' };
const USDC: AssetRef = { key: '1:0xa0b8', chainId: 1, symbol: 'USDC', decimals: 6, asset: '0xA0b8' };
const week = (start: string, cash: bigint, lower80: bigint, upper80: bigint): CashWeek => ({
  week: start,
  net: 0n,
  known: 0n,
  cash,
  lower80,
  upper80,
  lower95: lower80 - 1n,
  upper95: upper80 + 1n,
  belowBuffer: 0,
});
// Only what the calendar reads; the rest of a forecast is SBI's.
const forecast = (asset: AssetRef, weeks: CashWeek[]): CashForecast =>
  ({ kind: 'forecast', asset, balance: 0n, buffer: 0n, start: 0n, weeks }) as unknown as CashForecast;
const E = 10n ** 18n;
const ETH_WEEKS = [
  week('2026-11-23', 12_345n * 10n ** 15n, 9_1n * 10n ** 17n, 15_2n * 10n ** 17n),
  week('2026-11-30', 11n * E, 8n * E, 14n * E),
];

describe('projected cash per day', () => {
  it('gives every day of a forecast week that week’s value, and nothing outside the weeks or the range', () => {
    const result = projectedCash([forecast(ETH, ETH_WEEKS)], { from: '2026-11-20', to: '2026-12-03' });
    expect(result.days.has('2026-11-22')).toBe(false);
    for (const day of ['2026-11-23', '2026-11-26', '2026-11-29'])
      expect(result.days.get(day)?.[0]).toMatchObject({ week: '2026-11-23', cash: 12_345n * 10n ** 15n });
    expect(result.days.get('2026-11-30')?.[0]).toMatchObject({ week: '2026-11-30', lower80: 8n * E, upper80: 14n * E });
    expect(result.days.has('2026-12-04')).toBe(false);
    expect(result.days.size).toBe(11);
    expect(projectionWeeks(result).map((w) => w.week)).toEqual(['2026-11-23', '2026-11-30']);
    expect(result.anyForecast).toBe(true);
    expect(shortHistoryNote(result, 8)).toBeNull();
  });

  it('lists several assets on a day in SBI’s order, and notes the ones without enough history', () => {
    const usdc = forecast(USDC, [week('2026-11-23', 5_000_000_000n, 4_000_000_000n, 6_000_000_000n)]);
    const short: CashForecast = {
      kind: 'not-enough-history',
      asset: { ...ETH, key: '10:native', symbol: 'OP ETH' },
      weeks: 3,
      balance: 0n,
    };
    const result = projectedCash([forecast(ETH, ETH_WEEKS), usdc, short], { from: '2026-11-23', to: '2026-11-29' });
    expect(result.days.get('2026-11-25')?.map((p) => p.asset.symbol)).toEqual(['ETH', 'USDC']);
    expect(projectionWeeks(result).map((w) => [w.week, w.list.map((p) => p.asset.symbol)])).toEqual([
      ['2026-11-23', ['ETH', 'USDC']],
    ]);
    expect(result.days.size).toBe(7);
    expect(result.notEnoughHistory).toEqual([{ asset: short.asset, weeks: 3 }]);
    expect(shortHistoryNote(result, 8)).toBe('Not enough history to project OP ETH (3 of 8 weeks).');
  });

  it('says a workspace without history has no forecast yet', () => {
    const none = projectedCash([], { from: '2026-11-23', to: '2026-11-29' });
    expect(none.days.size).toBe(0);
    expect(shortHistoryNote(none, 8)).toMatch(/^Not enough history for a cash forecast/);
    const short = projectedCash([{ kind: 'not-enough-history', asset: ETH, weeks: 0, balance: 0n }], {
      from: '2026-11-23',
      to: '2026-11-29',
    });
    expect(short.days.size).toBe(0);
    expect(short.anyForecast).toBe(false);
    expect(shortHistoryNote(short, 8)).toBe('Not enough history to project ETH (0 of 8 weeks).');
  });

  it('reads as a sentence with the 80% range', () => {
    const [first] =
      projectedCash([forecast(ETH, ETH_WEEKS)], { from: '2026-11-23', to: '2026-11-23' }).days.get('2026-11-23') ?? [];
    if (!first) throw new Error('no projection');
    expect(projectionWords(first, 'en-US')).toBe('Projected cash ETH 12.35, range 9.1 to 15.2');
  });
});
