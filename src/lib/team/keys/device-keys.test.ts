import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { fromHex } from './bytes';
import { DeviceKeyDb } from './device-key-db';
import { createDeviceKeys, deleteDeviceKeys, deviceIdOf, loadDeviceKeys } from './device-keys';
import { loadEpochKeys, saveEpochKeys } from './epoch-key-store';
import { newEpochKey } from './keyring';
import { signBytes, verifyBytes } from './signatures';

const WORKSPACE = `0x${'ab'.repeat(32)}`;
const dbs: DeviceKeyDb[] = [];
const freshDb = () => {
  const db = new DeviceKeyDb(`device-keys-${crypto.randomUUID()}`);
  dbs.push(db);
  return db;
};

afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.delete()));
});

describe('device keys', () => {
  it('creates two P-256 pairs with non-extractable private keys and an id derived from the public keys', async () => {
    const db = freshDb();
    const keys = await createDeviceKeys(WORKSPACE, { db, now: '2026-11-27T10:00:00.000Z' });
    expect(keys.signingPrivateKey).toMatchObject({ extractable: false, type: 'private', usages: ['sign'] });
    expect(keys.agreementPrivateKey).toMatchObject({ extractable: false, type: 'private', usages: ['deriveBits'] });
    expect(keys.signingPublicKey).toHaveLength(65);
    expect(keys.agreementPublicKey).toHaveLength(65);
    expect(keys.deviceId).toBe(await deviceIdOf(keys.signingPublicKey, keys.agreementPublicKey));
    expect(keys.deviceId).toMatch(/^0x[0-9a-f]{64}$/);
    await expect(crypto.subtle.exportKey('pkcs8', keys.signingPrivateKey)).rejects.toThrow();
  });

  it('loads the same keys back from a reopened database, still able to sign', async () => {
    const db = freshDb();
    const created = await createDeviceKeys(WORKSPACE.toUpperCase().replace('0X', '0x'), { db });
    db.close();
    const reopened = new DeviceKeyDb(db.name);
    dbs.push(reopened);
    const loaded = await loadDeviceKeys(WORKSPACE, { db: reopened });
    expect(loaded?.deviceId).toBe(created.deviceId);
    expect(loaded?.workspace).toBe(WORKSPACE);
    const message = new TextEncoder().encode('bundle header');
    const signature = await signBytes(loaded!.signingPrivateKey, message);
    expect(await verifyBytes(created.signingPublicKey, message, signature)).toBe(true);
  });

  it('refuses to replace existing keys, answers null when there are none, and forgets them on delete', async () => {
    const db = freshDb();
    await createDeviceKeys(WORKSPACE, { db });
    await expect(createDeviceKeys(WORKSPACE, { db })).rejects.toThrow('already has keys');
    expect(await loadDeviceKeys(`0x${'cd'.repeat(32)}`, { db })).toBeNull();
    await deleteDeviceKeys(WORKSPACE, { db });
    expect(await loadDeviceKeys(WORKSPACE, { db })).toBeNull();
    await expect(createDeviceKeys('0x1234', { db })).rejects.toThrow('32 bytes');
  });

  it('ignores a stored row whose id does not match its keys', async () => {
    const db = freshDb();
    const keys = await createDeviceKeys(WORKSPACE, { db });
    await db.devices.put({ ...keys, deviceId: `0x${'00'.repeat(32)}` });
    expect(await loadDeviceKeys(WORKSPACE, { db })).toBeNull();
    await db.devices.put({ ...keys, signingPublicKey: fromHex('0x1234') });
    expect(await loadDeviceKeys(WORKSPACE, { db })).toBeNull();
  });

  it('gives each workspace its own keys', async () => {
    const db = freshDb();
    const first = await createDeviceKeys(WORKSPACE, { db });
    const second = await createDeviceKeys(`0x${'cd'.repeat(32)}`, { db });
    expect(second.deviceId).not.toBe(first.deviceId);
  });
});

describe('epoch keys on the device', () => {
  it('keeps the unwrapped keys per workspace and epoch, usable after a reopen', async () => {
    const db = freshDb();
    const [first, second] = [await newEpochKey(), await newEpochKey()];
    await saveEpochKeys(WORKSPACE, new Map([[1, first]]), { db });
    await saveEpochKeys(WORKSPACE, new Map([[2, second]]), { db });
    await saveEpochKeys(`0x${'cd'.repeat(32)}`, new Map([[7, first]]), { db });
    db.close();
    const reopened = new DeviceKeyDb(db.name);
    dbs.push(reopened);
    const keys = await loadEpochKeys(WORKSPACE, { db: reopened });
    expect([...keys.keys()].sort()).toEqual([1, 2]);
    const raw = async (key: CryptoKey) => new Uint8Array(await crypto.subtle.exportKey('raw', key));
    expect(await raw(keys.get(2)!)).toEqual(await raw(second));
    expect(await loadEpochKeys(`0x${'ef'.repeat(32)}`, { db: reopened })).toEqual(new Map());
  });
});
