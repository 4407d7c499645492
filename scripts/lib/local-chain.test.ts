import { getCreateAddress, HDNodeWallet, Mnemonic, Wallet } from 'ethers';
import { describe, expect, it } from 'vitest';
import { LOCAL_CONTRACT_ADDRESS } from '../../src/config/chain';
import { ANVIL_ACCOUNT0_KEY, ANVIL_KEYS, ANVIL_MNEMONIC } from './local-chain.mjs';

describe('local chain constants', () => {
  it('keeps the spec fixed contract address', () => {
    expect(LOCAL_CONTRACT_ADDRESS).toBe('0x5FbDB2315678afecb367f032d93F642f64180aa3');
  });
  it('derives the development keys from the mnemonic', () => {
    const mnemonic = Mnemonic.fromPhrase(ANVIL_MNEMONIC);
    const derived = ANVIL_KEYS.map(
      (_, index) => HDNodeWallet.fromMnemonic(mnemonic, `m/44'/60'/0'/0/${index}`).privateKey,
    );
    expect(derived).toEqual([...ANVIL_KEYS]);
    expect(ANVIL_ACCOUNT0_KEY).toBe(ANVIL_KEYS[0]);
  });
  it('puts account 0 first deployment at the fixed address', () => {
    expect(getCreateAddress({ from: new Wallet(ANVIL_ACCOUNT0_KEY).address, nonce: 0 })).toBe(LOCAL_CONTRACT_ADDRESS);
  });
});
