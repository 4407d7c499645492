import { Wallet } from 'ethers';
import { describe, expect, it } from 'vitest';
import { collectCar as collect } from './car';
import {
  decryptStream,
  DecryptionError,
  encryptedKind,
  encryptStream,
  keyMessage,
  PLAIN_CHUNK,
  signsDeterministically,
  type KeySource,
} from './encryption';
import { pseudoRandomBytes } from './test-bytes.testing';

async function* pieces(bytes: Uint8Array, size = 10_000): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.slice(at, at + size);
}

const wallet = new Wallet('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const bySignature = async (): Promise<KeySource> => ({
  kind: 'signature',
  signature: await wallet.signMessage(keyMessage(wallet.address)),
});
const byPassphrase = (passphrase: string): KeySource => ({ kind: 'passphrase', passphrase });

describe('document encryption', () => {
  it.each([0, 1, PLAIN_CHUNK - 1, PLAIN_CHUNK, PLAIN_CHUNK + 1, 3 * PLAIN_CHUNK + 17])(
    'round-trips %i bytes with the wallet-signature key, read in odd-sized pieces',
    async (size) => {
      const plain = pseudoRandomBytes(size + 1, size);
      const key = await bySignature();
      const sealed = await collect(encryptStream(pieces(plain, 7_777), key));
      expect(encryptedKind(sealed)).toBe('signature');
      // Header (31 bytes) + the plaintext + one 16-byte tag per chunk (an empty file still has one chunk).
      expect(sealed.length).toBe(31 + plain.length + 16 * Math.max(1, Math.ceil(plain.length / PLAIN_CHUNK)));
      expect(await collect(decryptStream(pieces(sealed, 5_000), key))).toEqual(plain);
    },
  );

  it('encrypts the same bytes differently each time (random salt and nonces)', async () => {
    const plain = pseudoRandomBytes(9, 1000);
    const key = await bySignature();
    const a = await collect(encryptStream(pieces(plain), key));
    const b = await collect(encryptStream(pieces(plain), key));
    expect(a).not.toEqual(b);
  });

  it('refuses a wrong passphrase and a wrong signature with a clear message', async () => {
    const plain = pseudoRandomBytes(3, 5000);
    const sealed = await collect(encryptStream(pieces(plain), byPassphrase('correct horse')));
    await expect(collect(decryptStream(pieces(sealed), byPassphrase('correct horse battery')))).rejects.toThrow(
      DecryptionError,
    );
    expect(await collect(decryptStream(pieces(sealed), byPassphrase('correct horse')))).toEqual(plain);

    const other = new Wallet('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a');
    const signed = await collect(encryptStream(pieces(plain), await bySignature()));
    const wrong: KeySource = { kind: 'signature', signature: await other.signMessage(keyMessage(other.address)) };
    await expect(collect(decryptStream(pieces(signed), wrong))).rejects.toThrow('This key does not open the document');
    await expect(collect(decryptStream(pieces(signed), byPassphrase('x')))).rejects.toThrow(
      'encrypted with a wallet signature, not a passphrase',
    );
  });

  it('refuses an altered byte, a dropped last chunk and a plain file', async () => {
    const plain = pseudoRandomBytes(4, 2 * PLAIN_CHUNK + 100);
    const key = await bySignature();
    const sealed = await collect(encryptStream(pieces(plain), key));
    const altered = sealed.slice();
    altered[100] = (altered[100] ?? 0) ^ 1;
    await expect(collect(decryptStream(pieces(altered), key))).rejects.toThrow(DecryptionError);
    const cut = sealed.slice(0, 31 + 2 * (PLAIN_CHUNK + 16)); // the last chunk dropped
    await expect(collect(decryptStream(pieces(cut), key))).rejects.toThrow(DecryptionError);
    await expect(collect(decryptStream(pieces(plain), key))).rejects.toThrow('not a Ledgerline encrypted document');
    await expect(collect(decryptStream(pieces(sealed.slice(0, 10)), key))).rejects.toThrow('too short');
  });

  it('detects whether a wallet signs deterministically (signing twice)', async () => {
    expect(await signsDeterministically((m) => wallet.signMessage(m), wallet.address)).toBe(true);
    let n = 0;
    const randomised = async (m: string) => `${await wallet.signMessage(m)}${(n++).toString(16).padStart(2, '0')}`;
    expect(await signsDeterministically(randomised, wallet.address)).toBe(false);
  });

  it('explains the message it asks the wallet to sign', () => {
    const message = keyMessage(wallet.address);
    expect(message).toContain('It is not a transaction and costs nothing');
    expect(message).toContain(`Account: ${wallet.address}`);
  });
});
