// The device's own keys live in a small database of their own, not in the workspace database: they
// must never reach a backup (the private keys are non-extractable CryptoKeys, which JSON cannot
// hold anyway), and they belong to this browser profile, whichever account's workspace is open.
import { Dexie, type EntityTable } from 'dexie';
import { z } from 'zod';
import { profileDatabaseName } from '@/lib/db/databases';
import { guardDatabase } from '@/lib/db/database-guard';

/** A stored device: its two key pairs for one team workspace. */
export interface StoredDevice {
  /** The team workspace id (bytes32, 0x lower-case hex). */
  workspace: string;
  deviceId: string;
  signingPrivateKey: CryptoKey;
  signingPublicKey: Uint8Array;
  agreementPrivateKey: CryptoKey;
  agreementPublicKey: Uint8Array;
  createdAt: string;
}

const cryptoKey = z.custom<CryptoKey>((value) => typeof CryptoKey !== 'undefined' && value instanceof CryptoKey);
const bytes32 = z.string().regex(/^0x[0-9a-f]{64}$/);
const point = z.instanceof(Uint8Array).refine((value) => value.byteLength === 65 && value[0] === 4);

/** What a stored row must be on read (IndexedDB is a boundary: another version may have written it). */
export const storedDeviceSchema = z.strictObject({
  workspace: bytes32,
  deviceId: bytes32,
  signingPrivateKey: cryptoKey,
  signingPublicKey: point,
  agreementPrivateKey: cryptoKey,
  agreementPublicKey: point,
  createdAt: z.iso.datetime(),
});

/** A workspace key this device unwrapped, kept so it is not unwrapped again for every bundle. */
export interface StoredEpochKey {
  /** `<workspace>:<epoch>`. */
  id: string;
  workspace: string;
  epoch: number;
  key: CryptoKey;
}

export const storedEpochKeySchema = z.strictObject({
  id: z.string(),
  workspace: bytes32,
  epoch: z.number().int().positive(),
  key: cryptoKey,
});

/** The device-key database: the device's keys per team workspace, and the epoch keys it unwrapped. */
export class DeviceKeyDb extends Dexie {
  declare devices: EntityTable<StoredDevice, 'workspace'>;
  declare epochKeys: EntityTable<StoredEpochKey, 'id'>;

  constructor(name: string = profileDatabaseName('deviceKeys')) {
    super(name);
    this.version(1).stores({ devices: 'workspace', epochKeys: 'id, workspace' });
  }
}

let shared: DeviceKeyDb | undefined;

/** The profile's device-key database, opened once (registered in lib/db's databases.ts, watched like the workspace). */
export function deviceKeyDb(): DeviceKeyDb {
  shared ??= guardDatabase(new DeviceKeyDb());
  return shared;
}
