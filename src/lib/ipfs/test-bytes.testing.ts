import { createCipheriv, createHash } from 'node:crypto';

/** Deterministic pseudo-random bytes (xorshift32), the same in tests and in the script that fed `ipfs_cid`. */
export function* pseudoRandomChunks(seed: number, length: number, chunkLength = 64 * 1024): Generator<Uint8Array> {
  let state = seed >>> 0 || 1;
  for (let at = 0; at < length; at += chunkLength) {
    const chunk = new Uint8Array(Math.min(chunkLength, length - at));
    for (let i = 0; i < chunk.length; i++) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      state >>>= 0;
      chunk[i] = state & 0xff;
    }
    yield chunk;
  }
}

/** The same bytes as pseudoRandomChunks, in one array. */
export function pseudoRandomBytes(seed: number, length: number): Uint8Array<ArrayBuffer> {
  const all = new Uint8Array(length);
  let at = 0;
  for (const chunk of pseudoRandomChunks(seed, length)) {
    all.set(chunk, at);
    at += chunk.length;
  }
  return all;
}

/**
 * The deterministic bytes of kubo's and js-ipfs-unixfs's IPIP-499 CID-profile fixtures: the
 * ChaCha20 (RFC 7539) keystream for key sha256(utf8(seed)), block counter 0 and a zero nonce
 * (node's 16-byte IV: 4-byte little-endian counter, then the 12-byte nonce), i.e. `size` zero
 * bytes encrypted. Origin: js-ipfs-unixfs packages/ipfs-unixfs-importer/test/ipip-499-profiles.spec.ts,
 * which reproduces kubo's test/cli/cid_profiles_test.go fixtures.
 */
export function ipip499Bytes(seed: string, size: number): Uint8Array<ArrayBuffer> {
  const key = createHash('sha256').update(seed, 'utf8').digest();
  const keystream = createCipheriv('chacha20', key, new Uint8Array(16));
  const out = new Uint8Array(size);
  out.set(keystream.update(new Uint8Array(size)));
  keystream.final();
  return out;
}
