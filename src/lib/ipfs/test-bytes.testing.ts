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
