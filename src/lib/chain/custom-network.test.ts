import { describe, expect, it } from 'vitest';
import { customNetwork, customNetworkSchema } from './custom-network';

describe('customNetworkSchema', () => {
  const input = {
    chainId: '5000',
    name: 'Mantle',
    currencyName: 'Mantle',
    currencySymbol: 'MNT',
    explorerUrl: 'https://explorer.mantle.xyz/',
  };
  it('turns the form into a network', () => {
    const parsed = customNetworkSchema.parse(input);
    expect(customNetwork(parsed)).toEqual({
      chainId: 5000,
      name: 'Mantle',
      nativeCurrency: { name: 'Mantle', symbol: 'MNT', decimals: 18 },
      explorerUrl: 'https://explorer.mantle.xyz',
      explorerApiUrl: null,
      blockTimeMs: 12_000,
      testnet: false,
      rpcUrl: null,
    });
  });
  it.each([
    [{ chainId: '1' }, 'already knows this network'],
    [{ chainId: '1.5' }, 'whole number'],
    [{ chainId: '0' }, '1 or more'],
    [{ currencySymbol: 'M' }, '2 to 6'],
    [{ explorerUrl: 'http://explorer.mantle.xyz' }, 'https://'],
    [{ rpcUrl: 'javascript:alert(1)' }, 'https://'],
    [{ name: ' ' }, 'Enter a name'],
  ])('refuses %o', (change, message) => {
    const result = customNetworkSchema.safeParse({ ...input, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(message);
  });
});
