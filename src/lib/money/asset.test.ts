import { describe, expect, it } from 'vitest';
import { assetId, assetSchema, nativeAsset, signedUnitsSchema, unitsSchema, type Asset } from './asset';

const ETH = nativeAsset({ chainId: 1, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } });
const USDC: Asset = {
  chainId: 1,
  kind: 'erc20',
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  symbol: 'USDC',
  decimals: 6,
  name: 'USD Coin',
};

describe('assets', () => {
  it('builds the native asset of a network', () => {
    expect(ETH).toEqual({ chainId: 1, kind: 'native', address: null, symbol: 'ETH', decimals: 18, name: 'Ether' });
    expect(() => nativeAsset({ chainId: 0, nativeCurrency: { name: 'X', symbol: 'X', decimals: 18 } })).toThrow();
  });
  it('keys assets by chain and lower-case address', () => {
    expect(assetId(ETH)).toBe('1:native');
    expect(assetId(USDC)).toBe('1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48');
    expect(assetId({ ...USDC, chainId: 10 })).not.toBe(assetId(USDC));
  });
  it('stores only consistent assets', () => {
    expect(assetSchema.parse(USDC)).toEqual(USDC);
    expect(assetSchema.safeParse({ ...USDC, address: null }).success).toBe(false);
    expect(assetSchema.safeParse({ ...ETH, address: USDC.address }).success).toBe(false);
    expect(assetSchema.safeParse({ ...USDC, address: USDC.address!.toLowerCase() }).success).toBe(false);
    expect(assetSchema.safeParse({ ...USDC, decimals: 78 }).success).toBe(false);
    expect(assetSchema.safeParse({ ...USDC, symbol: '' }).success).toBe(false);
  });
  it('stores units as canonical decimal strings', () => {
    for (const good of ['0', '1', '115792089237316195423570985008687907853269984665640564039457584007913129639935']) {
      expect(unitsSchema.safeParse(good).success).toBe(true);
    }
    for (const bad of ['', '-1', '01', '1.5', '1e3', ' 1']) expect(unitsSchema.safeParse(bad).success).toBe(false);
    for (const good of ['0', '-1', '42']) expect(signedUnitsSchema.safeParse(good).success).toBe(true);
    for (const bad of ['-0', '--1', '-01', '+1']) expect(signedUnitsSchema.safeParse(bad).success).toBe(false);
  });
});
