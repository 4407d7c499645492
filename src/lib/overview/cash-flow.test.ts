import { describe, expect, it } from 'vitest';
import { indexPrices } from '@/lib/ledger/prices';
import { rowMovements, windowFlows } from './cash-flow';
import { ME, OTHER, TOKEN, txRow } from './overview-rows.testing';

const out = { direction: 'out' as const, from: ME, to: OTHER };

describe('cash flow', () => {
  it('counts amounts in and out, and the fee of our sends, failed ones included', () => {
    expect(rowMovements(txRow({ units: '5' }))).toEqual([
      { commodity: '31337:native', symbol: 'ETH', decimals: 18, units: 5n },
    ]);
    expect(rowMovements(txRow({ ...out, units: '5', fee: '2' })).map((m) => m.units)).toEqual([-5n, -2n]);
    expect(rowMovements(txRow({ ...out, units: '5', fee: '2', status: 'failed' })).map((m) => m.units)).toEqual([-2n]);
    expect(rowMovements(txRow({ ...out, units: '5', status: 'pending' }))).toEqual([]);
    expect(rowMovements(txRow({ direction: 'own', units: '5', fee: '1' })).map((m) => m.units)).toEqual([-1n]);
    const token = txRow({ ...out, asset: TOKEN, symbol: 'TUSD', decimals: 6, units: '9', logIndex: 1 });
    expect(rowMovements(token)).toEqual([
      { commodity: `31337:${TOKEN.toLowerCase()}`, symbol: 'TUSD', decimals: 6, units: -9n },
    ]);
  });

  it('sums each 30-day window per asset, valued at each day’s price', () => {
    const prices = indexPrices([{ commodity: '31337:native', date: '2026-01-01', price: '2000' }]);
    const eth = 10n ** 18n;
    const rows = [
      txRow({ units: String(3n * eth), time: '2026-03-31T08:00:00.000Z' }), // window 0 (2026-03-02..03-31)
      txRow({ ...out, units: String(eth), fee: '0', time: '2026-03-02T00:00:00.000Z' }), // window 0
      txRow({ ...out, units: String(2n * eth), fee: '0', time: '2026-03-01T23:59:59.000Z' }), // window 1
      txRow({
        ...out,
        asset: TOKEN,
        symbol: 'TUSD',
        decimals: 6,
        units: '500',
        logIndex: 0,
        time: '2026-03-20T00:00:00.000Z',
      }),
    ];
    const [last, before] = windowFlows(rows, prices, '2026-03-31', 2);
    expect([last?.from, last?.to, before?.from, before?.to]).toEqual([
      '2026-03-02',
      '2026-03-31',
      '2026-01-31',
      '2026-03-01',
    ]);
    expect(last?.assets.map((a) => [a.symbol, a.in, a.out])).toEqual([
      ['ETH', 3n * eth, eth],
      ['TUSD', 0n, 500n],
    ]);
    expect(last?.inValue).toEqual({ known: { units: 6000n, scale: 0 }, missing: [] });
    // ETH out is valued (2000); the token has no price: listed as missing, not counted as 0.
    expect(last?.outValue).toEqual({ known: { units: 2000n, scale: 0 }, missing: [`31337:${TOKEN.toLowerCase()}`] });
    expect(before?.assets.map((a) => [a.symbol, a.in, a.out])).toEqual([['ETH', 0n, 2n * eth]]);
  });
});
