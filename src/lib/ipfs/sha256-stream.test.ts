import { sha256 } from '@noble/hashes/sha256';
import { bytesToHex } from '@noble/hashes/utils';
import { describe, expect, it } from 'vitest';
import { createSha256 } from './sha256-stream';

const text = (s: string) => new TextEncoder().encode(s);
const hex = (bytes: Uint8Array) => bytesToHex(bytes);

describe('createSha256', () => {
  it('gives the FIPS 180-4 vectors', () => {
    expect(hex(createSha256().digest())).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hex(createSha256().update(text('abc')).digest())).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(hex(createSha256().update(text('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).digest())).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('matches the general-purpose SHA-256 for every length around the block and padding edges, however split', () => {
    for (const length of [1, 55, 56, 57, 63, 64, 65, 119, 120, 127, 128, 129, 1000, 70_001]) {
      const bytes = new Uint8Array(length).map((_, i) => (i * 31 + length) & 255);
      const expected = hex(sha256(bytes));
      expect(hex(createSha256().update(bytes).digest())).toBe(expected);
      const split = createSha256();
      for (let at = 0; at < length; at += 37) split.update(bytes.subarray(at, Math.min(length, at + 37)));
      expect(hex(split.digest())).toBe(expected);
    }
  });

  it('refuses to be used after its digest', () => {
    const stream = createSha256();
    stream.digest();
    expect(() => stream.update(text('x'))).toThrow(/already digested/);
    expect(() => stream.digest()).toThrow(/already digested/);
  });
});
