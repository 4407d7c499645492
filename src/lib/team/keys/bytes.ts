// Small byte helpers for WebCrypto: its inputs must be backed by a plain ArrayBuffer, and keys,
// ids and wrapped keys travel as hex (on chain, in typed data) or base64 (in keyring JSON).
import { decodeBase64, encodeBase64, getBytes, hexlify } from 'ethers';

/** A copy of `bytes` in its own ArrayBuffer, as WebCrypto's BufferSource wants. */
export function own(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const copy = new Uint8Array(new ArrayBuffer(bytes.byteLength));
  copy.set(bytes);
  return copy;
}

/** Bytes to 0x-prefixed lower-case hex. */
export const toHex = (bytes: Uint8Array): string => hexlify(bytes);

/** 0x-prefixed hex to bytes (throws on anything else). */
export const fromHex = (hex: string): Uint8Array<ArrayBuffer> => own(getBytes(hex));

/** Bytes to standard base64. */
export const toBase64 = (bytes: Uint8Array): string => encodeBase64(bytes);

/** Standard base64 to bytes (throws on anything else). */
export const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => own(decodeBase64(text));

/** The concatenation of `parts`. */
export function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(new ArrayBuffer(parts.reduce((sum, part) => sum + part.byteLength, 0)));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.byteLength;
  }
  return out;
}

/** SHA-256 of `bytes`. */
export async function sha256(bytes: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', own(bytes)));
}
