// Keys for the transport's tests, made as team/keys makes them: ECDSA P-256 device pairs (private
// key non-extractable) and AES-256-GCM epoch keys.
import type { BundleKeys, DevicePublicKey } from './bundle-codec';

export interface TestDevice {
  readonly id: string;
  readonly signingKey: CryptoKey;
  readonly publicKey: CryptoKey;
  /** The raw uncompressed P-256 point, as a certificate carries it. */
  readonly rawPublicKey: Uint8Array;
}

/** A device with a fresh signing key pair. */
export async function testDevice(id: string): Promise<TestDevice> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']);
  const rawPublicKey = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  return { id, signingKey: pair.privateKey, publicKey: pair.publicKey, rawPublicKey };
}

/** A fresh AES-256-GCM workspace key. */
export function testEpochKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

/** The reader's keys: the given epoch keys and devices' raw public keys. */
export function testKeys(epochs: ReadonlyMap<number, CryptoKey>, devices: readonly TestDevice[]): BundleKeys {
  const known = new Map<string, DevicePublicKey>(devices.map((device) => [device.id, device.rawPublicKey]));
  return { epochKey: (epoch) => epochs.get(epoch), deviceKey: (id) => known.get(id) };
}
