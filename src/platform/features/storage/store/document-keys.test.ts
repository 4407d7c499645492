import { Wallet } from 'ethers';
import { describe, expect, it } from 'vitest';
import { keyMessage } from '@/lib/ipfs/encryption';
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';
import { NonDeterministicWalletError, forgetWalletKey, walletKey } from './document-keys';

// A real secp256k1 key signs as RFC 6979 wallets do (the same signature every time).
const wallet = new Wallet('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');

function provider(sign: (message: string) => string): Eip1193Provider & { calls: number } {
  const fake = {
    calls: 0,
    request: async ({ method, params }: { method: string; params?: unknown }) => {
      fake.calls += 1;
      if (method !== 'personal_sign') throw new Error(method);
      const [hex] = params as [string];
      return sign(Buffer.from(hex.slice(2), 'hex').toString('utf8'));
    },
  };
  return fake;
}

describe('the wallet key of encrypted documents', () => {
  it('signs the explained message twice the first time, then reuses the signature in this tab', async () => {
    const deterministic = provider((message) => wallet.signMessageSync(message));
    const key = await walletKey(deterministic, wallet.address);
    expect(key).toEqual({ kind: 'signature', signature: wallet.signMessageSync(keyMessage(wallet.address)) });
    expect(deterministic.calls).toBe(2);
    expect(await walletKey(deterministic, wallet.address.toLowerCase())).toEqual(key);
    expect(deterministic.calls).toBe(2);
    forgetWalletKey(wallet.address);
  });

  it('refuses a wallet whose two signatures differ (the page then asks for a passphrase)', async () => {
    let n = 0;
    const random = provider(
      (message) => `${wallet.signMessageSync(message).slice(0, -2)}${(n++).toString(16).padStart(2, '0')}`,
    );
    await expect(walletKey(random, wallet.address)).rejects.toThrow(NonDeterministicWalletError);
    await expect(walletKey(random, wallet.address)).rejects.toThrow(/Use a passphrase instead/);
  });
});
