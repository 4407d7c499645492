import { describe, expect, it } from 'vitest';
import type { ChainBalance } from '@/lib/db/entities/chain-balance';
import { indexPrices } from '@/lib/ledger/prices';
import { balanceHistory, valuedHistory } from './balance-history';
import { ME, OTHER, txRow } from './overview-rows.testing';

const end: ChainBalance = {
  id: 'b',
  chainId: 31337,
  wallet: ME,
  asset: 'native',
  symbol: 'ETH',
  decimals: 18,
  units: '100',
  block: 9,
  blockHash: `0x${'1'.repeat(64)}`,
  updatedAt: '2026-03-10T00:00:00.000Z',
};

describe('balance history', () => {
  it('walks back from the synced balance through each day’s movements', () => {
    const history = balanceHistory(
      [end],
      [
        txRow({ units: '30', time: '2026-03-09T10:00:00.000Z' }), // +30 on the 9th
        txRow({ direction: 'out', from: ME, to: OTHER, units: '5', fee: '1', time: '2026-03-10T10:00:00.000Z' }), // −6 on the 10th
        txRow({ units: '7', time: '2026-03-06T10:00:00.000Z' }), // before the span: no effect on it
      ],
      '2026-03-10',
      4,
    );
    expect(history.days).toEqual(['2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10']);
    // Close of the 10th = 100; of the 9th = 100 + 6 = 106; of the 8th = 106 − 30 = 76; of the 7th = 76.
    expect(history.series).toEqual([
      { commodity: '31337:native', symbol: 'ETH', decimals: 18, units: [76n, 76n, 106n, 100n] },
    ]);
  });

  it('values each day’s cash in the company’s currency at that day’s price, or not at all when a price is missing', () => {
    const E = 10n ** 18n;
    const history = {
      days: ['2026-03-08', '2026-03-09', '2026-03-10'],
      series: [
        { commodity: '31337:native', symbol: 'ETH', decimals: 18, units: [2n * E, 3n * E, E / 2n] },
        { commodity: '31337:0xabc', symbol: 'TUSD', decimals: 6, units: [0n, 5_000_000n, 5_000_000n] },
      ],
    };
    const prices = indexPrices([
      { commodity: '31337:native', date: '2026-03-01', price: '1000' },
      { commodity: '31337:native', date: '2026-03-10', price: '1200.5' },
      { commodity: '31337:0xabc', date: '2026-03-09', price: '0.8' },
    ]);
    // 8th: 2 × 1000 (no TUSD held) = 2000; 9th: 3 × 1000 + 5 × 0.8 = 3004; 10th: 0.5 × 1200.5 + 4 = 604.25.
    const valued = valuedHistory(history, prices);
    expect(valued?.totals.map((t) => Number(t.units) / 10 ** t.scale)).toEqual([2000, 3004, 604.25]);
    // TUSD held on the 9th with its first price on the 10th: no line in the currency.
    const late = indexPrices([
      { commodity: '31337:native', date: '2026-03-01', price: '1000' },
      { commodity: '31337:0xabc', date: '2026-03-10', price: '0.8' },
    ]);
    expect(valuedHistory(history, late)).toBeNull();
  });
});
