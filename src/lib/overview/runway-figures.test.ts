import { describe, expect, it } from 'vitest';
import { indexPrices } from '@/lib/ledger/prices';
import type { WindowFlow } from './cash-flow';
import { cashPeriodBefore, runwayFigures } from './runway-figures';

const E18 = 10n ** 18n;
const exact = (units: bigint) => ({ units, scale: 0 });
/** A window where `out` and `in` whole ETH moved, valued at 2 each (as if ETH were priced at 2). */
const window = (out: bigint, inflow: bigint): WindowFlow => ({
  from: '',
  to: '',
  assets: [
    {
      commodity: '1:native',
      symbol: 'ETH',
      decimals: 18,
      in: inflow * E18,
      out: out * E18,
      inValue: exact(inflow * 2n),
      outValue: exact(out * 2n),
    },
  ],
  inValue: { known: exact(inflow * 2n), missing: [] },
  outValue: { known: exact(out * 2n), missing: [] },
});

describe('the runway now and one period before', () => {
  const prices = indexPrices([{ commodity: '1:native', date: '2026-01-01', price: '2' }]);
  // 91 days of closing balances: 30 days ago (index 60) the company held 60 ETH, today 36.
  const days = Array.from({ length: 91 }, (_, i) => new Date(Date.UTC(2026, 0, 9 + i)).toISOString().slice(0, 10));
  const history = {
    days,
    series: [
      { commodity: '1:native', symbol: 'ETH', decimals: 18, units: days.map((_, i) => (i <= 60 ? 60n : 36n) * E18) },
    ],
  };
  const today = days[90] ?? '';
  // Burns (out − in) of the windows, newest first: 24, 10, 15, 12 ETH.
  const windows = [window(30n, 6n), window(12n, 2n), window(15n, 0n), window(14n, 2n)];

  it('reads the cash 30 days ago from the history, valued at that day’s price', () => {
    const before = cashPeriodBefore(history, prices, today);
    expect(before.assets).toEqual([{ commodity: '1:native', symbol: 'ETH', decimals: 18, units: 60n * E18 }]);
    expect(before.total).toEqual({ known: { units: 120n, scale: 0 }, missing: [] });
  });

  it('is the same formula one window back: 60 ETH over burns of 10, 15 and 12 (6 months, 4 to 6)', () => {
    const now = runwayFigures(
      {
        assets: [{ commodity: '1:native', symbol: 'ETH', decimals: 18, units: 36n * E18 }],
        total: { known: exact(72n), missing: [] },
      },
      windows,
    );
    // Now: 36 ETH over 24 → 1.5 months; range 36/24 to 36/10.
    expect(now.valued).toEqual({ months: 1.5, low: 1.5, high: 3.6 });
    const before = runwayFigures(cashPeriodBefore(history, prices, today), windows.slice(1));
    expect(before.valued).toEqual({ months: 6, low: 4, high: 6 });
    expect(before.assets).toEqual([{ commodity: '1:native', symbol: 'ETH', months: 6, low: 4, high: 6 }]);
  });

  it('gives no valued runway when a price is missing (per asset only)', () => {
    const before = runwayFigures(cashPeriodBefore(history, indexPrices([]), today), windows.slice(1));
    expect(before.valued).toBeNull();
    expect(before.assets[0]?.months).toBe(6);
  });
});
