import { describe, expect, it } from 'vitest';
import { networkName } from './networks';

describe('networkName', () => {
  it.each([
    [31337, 'Anvil (local)'],
    [1, 'Ethereum'],
    [11155111, 'Sepolia'],
    [8453, 'Base'],
    [10, 'OP Mainnet'],
    [42161, 'Arbitrum One'],
  ])('names chain %i %s', (chainId, name) => {
    expect(networkName(chainId)).toBe(name);
  });
  it('falls back to the chain id for unknown networks', () => {
    expect(networkName(137)).toBe('Chain 137');
  });
});
