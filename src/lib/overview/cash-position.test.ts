import { describe, expect, it } from 'vitest';
import { indexPrices } from '@/lib/ledger/prices';
import { cashPosition } from './cash-position';
import { balanceRow, ME as A, OTHER as B, TOKEN } from './overview-rows.testing';

describe('cash position', () => {
  it('sums each asset over the wallets and values it where a price is known, missing where not', () => {
    const prices = indexPrices([
      { commodity: '31337:native', date: '2026-03-01', price: '2000' },
      { commodity: '31337:native', date: '2026-03-11', price: '9999' }, // after today: not used
    ]);
    const position = cashPosition(
      [
        balanceRow(A, 'native', '1500000000000000000'), // 1.5 ETH
        balanceRow(B, 'native', '250000000000000000'), // 0.25 ETH
        balanceRow(A, TOKEN, '1234567', 'TUSD', 6),
      ],
      prices,
      '2026-03-10',
    );
    expect(position.assets.map((a) => [a.symbol, a.units])).toEqual([
      ['ETH', 1_750_000_000_000_000_000n],
      ['TUSD', 1_234_567n],
    ]);
    // 1.75 ETH × 2000 = 3500 exactly.
    expect(position.assets[0]?.value).toEqual({ units: 3500n, scale: 0 });
    expect(position.assets[1]?.value).toBe('missing');
    expect(position.total).toEqual({
      known: { units: 3500n, scale: 0 },
      missing: [`31337:${TOKEN.toLowerCase()}`],
    });
    expect(position.rows[0]?.value).toEqual({ units: 3000n, scale: 0 });
  });
});
