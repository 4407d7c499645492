import { describe, expect, it } from 'vitest';
import { signBytes, verifyBytes } from './signatures';

const keyPair = async () => {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']);
  return { pair, raw: new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)) };
};

describe('signBytes / verifyBytes', () => {
  it('verifies a signature by the key, and nothing altered or by another key', async () => {
    const [mine, other] = [await keyPair(), await keyPair()];
    const bytes = new TextEncoder().encode('changes since the last head');
    const signature = await signBytes(mine.pair.privateKey, bytes);
    expect(signature).toHaveLength(64);
    expect(await verifyBytes(mine.raw, bytes, signature)).toBe(true);
    expect(await verifyBytes(other.raw, bytes, signature)).toBe(false);
    const altered = bytes.slice();
    altered[0] = (altered[0] ?? 0) ^ 1;
    expect(await verifyBytes(mine.raw, altered, signature)).toBe(false);
    const flipped = signature.slice();
    flipped[10] = (flipped[10] ?? 0) ^ 1;
    expect(await verifyBytes(mine.raw, bytes, flipped)).toBe(false);
  });

  it('answers false, not an error, for a malformed key or signature', async () => {
    const { pair, raw } = await keyPair();
    const bytes = new Uint8Array([1, 2, 3]);
    const signature = await signBytes(pair.privateKey, bytes);
    expect(await verifyBytes(new Uint8Array(65), bytes, signature)).toBe(false);
    expect(await verifyBytes(raw, bytes, signature.slice(0, 63))).toBe(false);
  });
});
