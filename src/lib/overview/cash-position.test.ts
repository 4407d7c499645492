import { describe, expect, it } from 'vitest';
import type { ChainBalance } from '@/lib/db/entities/chain-balance';
import { indexPrices } from '@/lib/ledger/prices';
import { cashPosition } from './cash-position';

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const balance = (wallet: string, asset: string, units: string, symbol = 'ETH', decimals = 18): ChainBalance => ({
  id: `${wallet}:${asset}`,
  chainId: 31337,
  wallet,
  asset,
  symbol,
  decimals,
  units,
  block: 12,
  blockHash: `0x${'1'.repeat(64)}`,
  updatedAt: '2026-03-10T00:00:00.000Z',
});

describe('cash position', () => {
  it('sums each asset over the wallets and values it where a price is known, missing where not', () => {
    const prices = indexPrices([
      { commodity: '31337:native', date: '2026-03-01', price: '2000' },
      { commodity: '31337:native', date: '2026-03-11', price: '9999' }, // after today: not used
    ]);
    const position = cashPosition(
      [
        balance(A, 'native', '1500000000000000000'), // 1.5 ETH
        balance(B, 'native', '250000000000000000'), // 0.25 ETH
        balance(A, TOKEN, '1234567', 'TUSD', 6),
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
