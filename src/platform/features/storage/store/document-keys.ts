// Keys for encrypted documents. The wallet key comes from a signature of lib/ipfs's explained
// message; the first time in a tab the wallet signs it twice, and a wallet whose two signatures
// differ (not RFC 6979) cannot give a stable key: the page then asks for a passphrase instead.
// The signature stays in this tab's memory only (never stored), so each new tab asks once.
import { hexlify, toUtf8Bytes } from 'ethers';
import { signsDeterministically, type KeySource } from '@/lib/ipfs/encryption';
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';

/** The wallet's signatures change from one signing to the next: use a passphrase. */
export class NonDeterministicWalletError extends Error {
  constructor() {
    super(
      'Your wallet gives a different signature each time it signs the same message, so it cannot unlock documents the same way twice. Use a passphrase instead.',
    );
    this.name = 'NonDeterministicWalletError';
  }
}

const signatures = new Map<string, string>();

/** The key from the wallet's signature of the key message (asks the wallet the first time in this tab). */
export async function walletKey(provider: Eip1193Provider, account: string): Promise<KeySource> {
  const cached = signatures.get(account.toLowerCase());
  if (cached) return { kind: 'signature', signature: cached };
  let last = '';
  const sign = async (message: string) => {
    const signature = await provider.request({
      method: 'personal_sign',
      params: [hexlify(toUtf8Bytes(message)), account],
    });
    if (typeof signature !== 'string') throw new Error('The wallet did not return a signature');
    last = signature;
    return signature;
  };
  if (!(await signsDeterministically(sign, account))) throw new NonDeterministicWalletError();
  signatures.set(account.toLowerCase(), last);
  return { kind: 'signature', signature: last };
}

/** Forgets the cached signature of an account: its next document opens only after signing again (no page button calls it yet; the cache ends with the tab). */
export function forgetWalletKey(account: string): void {
  signatures.delete(account.toLowerCase());
}
