import { describe, expect, it } from 'vitest';
import { TREASURY_CHAIN_IDS } from '@/lib/db/entities/treasury-wallet';
import { customNetwork, customNetworkSchema } from './custom-network';
import { chainLabel, explorerAddressUrl, explorerTxUrl, KNOWN_NETWORKS, knownNetwork, networkName } from './networks';

describe('networkName', () => {
  it.each([
    [31337, 'Anvil (local)'],
    [1, 'Ethereum'],
    [11155111, 'Sepolia'],
    [8453, 'Base'],
    [84532, 'Base Sepolia'],
    [10, 'OP Mainnet'],
    [42161, 'Arbitrum One'],
    [137, 'Polygon'],
  ])('names chain %i %s', (chainId, name) => {
    expect(networkName(chainId)).toBe(name);
  });
  it('falls back to the chain id for unknown networks', () => {
    expect(networkName(999_999)).toBe('Chain 999999');
  });
});

describe('knownNetwork', () => {
  it('knows every treasury chain', () => {
    for (const chainId of TREASURY_CHAIN_IDS) expect(knownNetwork(chainId)?.chainId).toBe(chainId);
  });
  it('returns null for unknown chains', () => {
    expect(knownNetwork(5)).toBeNull();
  });
  it('gives mainnets https endpoints and the local chain none', () => {
    for (const network of KNOWN_NETWORKS.filter((n) => n.chainId !== 31337)) {
      expect(network.rpcUrl).toMatch(/^https:\/\//);
      expect(network.explorerApiUrl).toMatch(/^https:\/\/.+\/api$/);
    }
    expect(knownNetwork(31337)).toMatchObject({
      explorerUrl: null,
      explorerApiUrl: null,
      rpcUrl: null,
      blockTimeMs: 1000,
    });
  });
  it('labels chains for comparisons', () => {
    expect(chainLabel(8453)).toBe('8453 (Base)');
    expect(chainLabel(5000)).toBe('5000');
  });
});

describe('explorer links', () => {
  const base = knownNetwork(8453)!;
  const hash = `0x${'ab'.repeat(32)}`;
  const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
  it('builds tx and address links', () => {
    expect(explorerTxUrl(base, hash)).toBe(`https://basescan.org/tx/${hash}`);
    expect(explorerAddressUrl(base, address)).toBe(`https://basescan.org/address/${address}`);
  });
  it('gives no link without an explorer or for malformed input', () => {
    expect(explorerTxUrl(knownNetwork(31337)!, hash)).toBeNull();
    expect(explorerTxUrl(base, '0x12"><script>')).toBeNull();
    expect(explorerAddressUrl(base, 'javascript:alert(1)')).toBeNull();
  });
});

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
