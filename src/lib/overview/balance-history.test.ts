import { describe, expect, it } from 'vitest';
import type { ChainBalance } from '@/lib/db/entities/chain-balance';
import { balanceHistory } from './balance-history';
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
});
