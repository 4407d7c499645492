// Device keys for tests without a database: the same generation as createDeviceKeys.
import { deviceIdOf } from './device-keys';

/** A device's keys (not stored), as `createDeviceKeys` would make them. */
export async function testDevice(workspace: string) {
  const P256 = { namedCurve: 'P-256' } as const;
  const signing = await crypto.subtle.generateKey({ name: 'ECDSA', ...P256 }, false, ['sign', 'verify']);
  const agreement = await crypto.subtle.generateKey({ name: 'ECDH', ...P256 }, false, ['deriveBits']);
  const signingPublicKey = new Uint8Array(await crypto.subtle.exportKey('raw', signing.publicKey));
  const agreementPublicKey = new Uint8Array(await crypto.subtle.exportKey('raw', agreement.publicKey));
  return {
    workspace,
    deviceId: await deviceIdOf(signingPublicKey, agreementPublicKey),
    signingPrivateKey: signing.privateKey,
    signingPublicKey,
    agreementPrivateKey: agreement.privateKey,
    agreementPublicKey,
    createdAt: '2026-11-27T10:00:00.000Z',
  };
}
