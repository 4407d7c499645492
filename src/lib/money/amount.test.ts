import { describe, expect, it } from 'vitest';
import { addAmounts, sumByAsset } from './amount';
import type { Asset } from './asset';

const ETH: Asset = { chainId: 1, kind: 'native', address: null, symbol: 'ETH', decimals: 18, name: 'Ether' };
const USDC: Asset = {
  chainId: 1,
  kind: 'erc20',
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  symbol: 'USDC',
  decimals: 6,
  name: 'USD Coin',
};
const USDC_BASE: Asset = { ...USDC, chainId: 8453 };

describe('sums', () => {
  it('sums per asset in first-seen order, never across assets or chains', () => {
    const totals = sumByAsset([
      { asset: USDC, units: 5n },
      { asset: ETH, units: 1n },
      { asset: USDC_BASE, units: 7n },
      { asset: { ...USDC, address: USDC.address!.toLowerCase() }, units: 10n },
    ]);
    expect([...totals.keys()]).toEqual([
      '1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
      '1:native',
      '8453:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
    ]);
    expect([...totals.values()].map((amount) => amount.units)).toEqual([15n, 1n, 7n]);
    expect(sumByAsset([]).size).toBe(0);
  });
  it('refuses to add different assets', () => {
    expect(() => addAmounts({ asset: ETH, units: 1n }, { asset: USDC, units: 1n })).toThrow(
      'Cannot add USDC (1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48) to ETH (1:native)',
    );
  });
  it('refuses the same asset known with two decimals', () => {
    expect(() =>
      sumByAsset([
        { asset: USDC, units: 1n },
        { asset: { ...USDC, decimals: 18 }, units: 1n },
      ]),
    ).toThrow('1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48 is known with 6 and 18 decimals');
  });
});
