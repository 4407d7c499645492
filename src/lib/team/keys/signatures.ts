// ECDSA P-256 over SHA-256 with a device's signing key: what signs a bundle. Signatures are the
// 64-byte r‖s form WebCrypto produces (IEEE P1363), public keys the 65-byte uncompressed point.
import { own } from './bytes';

const ECDSA = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const SIGN = { name: 'ECDSA', hash: 'SHA-256' } as const;

/** Signs `bytes` with a device's private signing key; the 64-byte signature. */
export async function signBytes(privateKey: CryptoKey, bytes: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.sign(SIGN, privateKey, own(bytes)));
}

/** Whether `signature` over `bytes` was made by the key whose raw public key is `publicKeyRaw`; false for malformed input. */
export async function verifyBytes(
  publicKeyRaw: Uint8Array,
  bytes: Uint8Array,
  signature: Uint8Array,
): Promise<boolean> {
  if (signature.byteLength !== 64) return false;
  try {
    const key = await crypto.subtle.importKey('raw', own(publicKeyRaw), ECDSA, false, ['verify']);
    return await crypto.subtle.verify(SIGN, key, own(signature), own(bytes));
  } catch {
    return false;
  }
}
