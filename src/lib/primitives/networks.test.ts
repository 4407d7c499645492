import { describe, expect, it } from 'vitest';
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
