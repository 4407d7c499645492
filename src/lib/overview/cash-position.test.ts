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

describe('cash valued with a stale price', () => {
  const feed = (updatedAt: string) => ({
    kind: 'feed' as const,
    feed: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    round: '42',
    updatedAt,
    quote: 'GBP',
    heartbeatSeconds: 86_400,
  });
  const balances = [balanceRow(A, 'native', '2000000000000000000')]; // 2 ETH

  it('names the stale price it used, with its age when the figure is read', () => {
    const prices = indexPrices([
      { commodity: '31337:native', date: '2025-11-23', price: '3000', source: feed('2025-11-23T10:00:00.000Z') },
    ]);
    const position = cashPosition(balances, prices, '2026-11-29', '2026-11-29T10:00:00.000Z');
    expect(position.total.known).toEqual({ units: 6000n, scale: 0 }); // still valued, and named
    expect(position.stale).toEqual([
      {
        commodity: '31337:native',
        priceDate: '2025-11-23',
        price: '3000',
        source: feed('2025-11-23T10:00:00.000Z'),
        usedFor: '2026-11-29',
        ageSeconds: 371 * 86_400,
      },
    ]);
  });

  it('lists nothing for a round within its heartbeat, nor for an asset without a price', () => {
    const prices = indexPrices([
      { commodity: '31337:native', date: '2026-11-29', price: '3000', source: feed('2026-11-29T09:30:00.000Z') },
    ]);
    const fresh = cashPosition(
      [...balances, balanceRow(A, TOKEN, '5', 'TUSD', 6)],
      prices,
      '2026-11-29',
      '2026-11-29T10:00:00.000Z',
    );
    expect(fresh.stale).toEqual([]);
  });
});
