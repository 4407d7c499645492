// keccak-256 and SHA-256 of text or of a stream of bytes, computed incrementally (@noble/hashes:
// WebCrypto's digest takes the whole input at once, which a large file cannot be).
import { sha256 } from '@noble/hashes/sha256';
import { keccak_256 } from '@noble/hashes/sha3';
import { bytesToHex } from '@noble/hashes/utils';

/** Both digests as lower-case hex: keccak-256 with 0x (as Solidity and ethers write it), SHA-256
 * without (as sha256sum and download pages write it, so it can be compared by eye). */
export interface Digests {
  readonly keccak256: string;
  readonly sha256: string;
}

/** The digests of the UTF-8 bytes of `text`. */
export function hashText(text: string): Digests {
  const bytes = new TextEncoder().encode(text);
  return { keccak256: `0x${bytesToHex(keccak_256(bytes))}`, sha256: bytesToHex(sha256(bytes)) };
}

export interface HashStreamOptions {
  /** Called after each chunk with the bytes read so far. */
  readonly onProgress?: (bytesRead: number) => void;
  readonly signal?: AbortSignal;
}

/**
 * The digests of every byte of `stream`, one chunk at a time (memory stays at one chunk). Each
 * chunk is an await, so the page stays responsive between chunks. Rejects with the signal's
 * reason when aborted (and cancels the stream).
 */
export async function hashStream(
  stream: ReadableStream<Uint8Array>,
  options: HashStreamOptions = {},
): Promise<Digests> {
  const keccak = keccak_256.create();
  const sha = sha256.create();
  const reader = stream.getReader();
  let bytesRead = 0;
  try {
    for (;;) {
      options.signal?.throwIfAborted();
      const { done, value } = await reader.read();
      if (done) break;
      keccak.update(value);
      sha.update(value);
      bytesRead += value.byteLength;
      options.onProgress?.(bytesRead);
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    throw error;
  } finally {
    reader.releaseLock();
  }
  return { keccak256: `0x${bytesToHex(keccak.digest())}`, sha256: bytesToHex(sha.digest()) };
}
