// The workspace keys a device holds, by epoch, kept beside its device keys (never in a backup).
// They are extractable AES keys: an Admin's device re-wraps them into the next keyring.
import { deviceKeyDb, storedEpochKeySchema, type DeviceKeyDb } from './device-key-db';
import { workspaceIdSchema } from './device-keys';
import type { EpochKeys } from './keyring';

/** Stores `keys` (epoch → key) for `workspace`, replacing any stored for the same epochs. */
export async function saveEpochKeys(workspace: string, keys: EpochKeys, options: { db?: DeviceKeyDb } = {}) {
  const id = workspaceIdSchema.parse(workspace);
  const rows = [...keys].map(([epoch, key]) => ({ id: `${id}:${epoch}`, workspace: id, epoch, key }));
  await (options.db ?? deviceKeyDb()).epochKeys.bulkPut(rows);
}

/** Every epoch key stored for `workspace` (rows that fail validation are skipped). */
export async function loadEpochKeys(
  workspace: string,
  options: { db?: DeviceKeyDb } = {},
): Promise<Map<number, CryptoKey>> {
  const id = workspaceIdSchema.parse(workspace);
  const rows = await (options.db ?? deviceKeyDb()).epochKeys.where('workspace').equals(id).toArray();
  const keys = new Map<number, CryptoKey>();
  for (const row of rows) {
    const parsed = storedEpochKeySchema.safeParse(row);
    if (parsed.success) keys.set(parsed.data.epoch, parsed.data.key);
  }
  return keys;
}
