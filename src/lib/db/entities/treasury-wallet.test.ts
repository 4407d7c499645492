import { describe, expect, it } from 'vitest';
import { knownNetwork } from '@/lib/primitives/networks';
import { TREASURY_CHAIN_IDS } from './treasury-wallet';

describe('TREASURY_CHAIN_IDS', () => {
  it('are all known networks', () => {
    for (const chainId of TREASURY_CHAIN_IDS) expect(knownNetwork(chainId)?.chainId).toBe(chainId);
  });
});
