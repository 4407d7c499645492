// A device's two key pairs for one team workspace: ECDSA P-256 signs its bundles, ECDH P-256
// receives the workspace key. Private keys are generated non-extractable and stored as CryptoKeys,
// so no script, not even ours, can read them out; the public keys are exported raw (65 bytes).
import { z } from 'zod';
import { concat, sha256, toHex } from './bytes';
import { deviceKeyDb, storedDeviceSchema, type DeviceKeyDb, type StoredDevice } from './device-key-db';

/** A device's keys as the other modules use them. */
export interface DeviceKeys {
  readonly workspace: string;
  /** sha256(signingPublicKey ‖ agreementPublicKey), 0x hex: what the contract and the keyring name. */
  readonly deviceId: string;
  readonly signingPrivateKey: CryptoKey;
  readonly signingPublicKey: Uint8Array;
  readonly agreementPrivateKey: CryptoKey;
  readonly agreementPublicKey: Uint8Array;
  readonly createdAt: string;
}

export const workspaceIdSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{64}$/, 'A workspace id is 32 bytes of hex')
  .transform((value) => value.toLowerCase());

const P256 = { namedCurve: 'P-256' } as const;

/** The device id of two raw public keys (both 65 bytes, so the concatenation is unambiguous). */
export async function deviceIdOf(signingPublicKey: Uint8Array, agreementPublicKey: Uint8Array): Promise<string> {
  return toHex(await sha256(concat(signingPublicKey, agreementPublicKey)));
}

async function rawPublic(key: CryptoKey): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.exportKey('raw', key));
}

/**
 * Creates and stores this device's keys for `workspace`. Refuses when keys exist already: a
 * registered device must not lose its keys silently (load them, or revoke the device first).
 */
export async function createDeviceKeys(
  workspace: string,
  options: { db?: DeviceKeyDb; now?: string } = {},
): Promise<DeviceKeys> {
  const id = workspaceIdSchema.parse(workspace);
  const db = options.db ?? deviceKeyDb();
  const signing = await crypto.subtle.generateKey({ name: 'ECDSA', ...P256 }, false, ['sign', 'verify']);
  const agreement = await crypto.subtle.generateKey({ name: 'ECDH', ...P256 }, false, ['deriveBits']);
  const signingPublicKey = await rawPublic(signing.publicKey);
  const agreementPublicKey = await rawPublic(agreement.publicKey);
  const row: StoredDevice = {
    workspace: id,
    deviceId: await deviceIdOf(signingPublicKey, agreementPublicKey),
    signingPrivateKey: signing.privateKey,
    signingPublicKey,
    agreementPrivateKey: agreement.privateKey,
    agreementPublicKey,
    createdAt: options.now ?? new Date().toISOString(),
  };
  try {
    await db.devices.add(row);
  } catch (error) {
    if (error instanceof Error && error.name === 'ConstraintError')
      throw new Error('This device already has keys for this workspace', { cause: error });
    throw error;
  }
  return row;
}

/** This device's keys for `workspace`, or null if it has none (or the stored row is not valid). */
export async function loadDeviceKeys(
  workspace: string,
  options: { db?: DeviceKeyDb } = {},
): Promise<DeviceKeys | null> {
  const id = workspaceIdSchema.parse(workspace);
  const row = await (options.db ?? deviceKeyDb()).devices.get(id);
  const parsed = storedDeviceSchema.safeParse(row);
  if (!parsed.success) return null;
  // A row whose id does not match its keys was not written by createDeviceKeys.
  const expected = await deviceIdOf(parsed.data.signingPublicKey, parsed.data.agreementPublicKey);
  return expected === parsed.data.deviceId ? parsed.data : null;
}

/** Forgets this device's keys for `workspace` (after it was revoked, or to join again). */
export async function deleteDeviceKeys(workspace: string, options: { db?: DeviceKeyDb } = {}): Promise<void> {
  await (options.db ?? deviceKeyDb()).devices.delete(workspaceIdSchema.parse(workspace));
}
