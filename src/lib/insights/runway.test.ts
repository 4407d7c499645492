import { describe, expect, it } from 'vitest';
import type { CashForecast } from './cash-forecast';
import { runwayFigure } from './runway';

const asset = (symbol: string) => ({ key: `31337:${symbol}`, chainId: 31337, symbol, decimals: 18, asset: 'native' });
const forecast = (symbol: string, expected: number | null) =>
  ({ kind: 'forecast', asset: asset(symbol), runway: { expected, earliest: null, latest: null } }) as CashForecast;
const short = (symbol: string): CashForecast => ({
  kind: 'not-enough-history',
  asset: asset(symbol),
  weeks: 3,
  balance: 0n,
});

describe('the runway figure', () => {
  it('is the shortest expected runway over the forecast assets, with the asset that runs out', () => {
    const figure = runwayFigure([forecast('ETH', 6), forecast('USDC', 9), short('DAI')]);
    expect(figure).toMatchObject({ weeks: 6, forecast: 2, assets: 3, text: '6 weeks (ETH)' });
    expect(figure.asset?.symbol).toBe('ETH');
    expect(runwayFigure([forecast('ETH', 1)]).text).toBe('1 week (ETH)');
  });

  it('says when no forecast runs out, when history is short and when there is nothing', () => {
    expect(runwayFigure([forecast('ETH', null)]).text).toBe('Over 13 weeks');
    expect(runwayFigure([short('ETH')]).text).toBe('Not enough history');
    expect(runwayFigure([])).toMatchObject({ weeks: null, asset: null, text: 'No cash movements yet' });
  });
});
