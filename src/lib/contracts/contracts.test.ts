import { describe, expect, it } from 'vitest';
import { LOCAL_CHAIN_ID, LOCAL_CONTRACT_ADDRESS } from '@/config/chain';
import { deploymentsSchema, getDeployments, registryAt } from './contracts';
import deploymentsJson from './deployments.json';

describe('getDeployments', () => {
  it('returns the local chain’s addresses, with the Registry at the fixed address', () => {
    const local = getDeployments(LOCAL_CHAIN_ID);
    expect(local?.Registry).toBe(LOCAL_CONTRACT_ADDRESS);
    expect(getDeployments(BigInt(LOCAL_CHAIN_ID))).toEqual(local);
  });

  it('returns undefined for a chain with no deployment', () => {
    expect(getDeployments(999_999_999)).toBeUndefined();
  });

  it('validates the committed file', () => {
    expect(deploymentsSchema.safeParse(deploymentsJson).success).toBe(true);
  });

  it('refuses malformed addresses and chain ids, and checksums lower-case addresses', () => {
    expect(deploymentsSchema.safeParse({ [LOCAL_CHAIN_ID]: { Registry: '0x1234' } }).success).toBe(false);
    expect(deploymentsSchema.safeParse({ mainnet: {} }).success).toBe(false);
    const parsed = deploymentsSchema.parse({ '1': { Registry: LOCAL_CONTRACT_ADDRESS.toLowerCase() } });
    expect(parsed['1']?.Registry).toBe(LOCAL_CONTRACT_ADDRESS);
  });
});

describe('contract helpers', () => {
  it('build contracts at an address with the generated ABI', async () => {
    const registry = registryAt(LOCAL_CONTRACT_ADDRESS);
    expect(await registry.getAddress()).toBe(LOCAL_CONTRACT_ADDRESS);
    expect(registry.interface.getFunction('anchor')?.format()).toBe('anchor(bytes32,string)');
    expect(registry.interface.getEvent('Anchored')?.format()).toBe('Anchored(address,bytes32,string,uint256)');
  });
});
