import { describe, expect, it } from 'vitest';
import { fromBase64, own, toBase64 } from './bytes';
import { newEpochKey, parseKeyring, rotateKeyring, serializeKeyring, unwrapKeyring, wrapKeyring } from './keyring';
import { testDevice } from './test-devices.testing';

const WORKSPACE = `0x${'ab'.repeat(32)}`;
const recipient = (device: Awaited<ReturnType<typeof testDevice>>) => ({
  deviceId: device.deviceId,
  agreementPublicKey: device.agreementPublicKey,
});
const iv = new Uint8Array(12);
const seal = async (key: CryptoKey, text: string) =>
  new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, own(new TextEncoder().encode(text))));
const open = async (key: CryptoKey, sealed: Uint8Array) =>
  new TextDecoder().decode(await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, own(sealed)));

describe('keyring', () => {
  it('draws a random AES-256-GCM key per epoch', async () => {
    const [first, second] = [await newEpochKey(), await newEpochKey()];
    expect(first.algorithm).toEqual({ name: 'AES-GCM', length: 256 });
    const raw = async (key: CryptoKey) => toBase64(new Uint8Array(await crypto.subtle.exportKey('raw', key)));
    expect(await raw(first)).not.toBe(await raw(second));
  });

  it('wraps the epoch key for every device, and each device unwraps the same key', async () => {
    const [alice, bob] = [await testDevice(WORKSPACE), await testDevice(WORKSPACE)];
    const key = await newEpochKey();
    const keyring = parseKeyring(
      serializeKeyring(
        await wrapKeyring({ workspace: WORKSPACE, epoch: 1, key, recipients: [recipient(alice), recipient(bob)] }),
      ),
    );
    expect(keyring.recipients.map((entry) => entry.deviceId)).toEqual([alice.deviceId, bob.deviceId]);
    const sealed = await seal(key, 'vendor Globex, net 30');
    for (const device of [alice, bob]) {
      const keys = await unwrapKeyring(keyring, device);
      expect([...keys.keys()]).toEqual([1]);
      expect(await open(keys.get(1)!, sealed)).toBe('vendor Globex, net 30');
    }
    // No key material in the clear: the JSON holds 40-byte AES-KW blobs only.
    expect(fromBase64(keyring.recipients[0]!.wrappedKey)).toHaveLength(40);
  });

  it('rotates: a removed device cannot unwrap the new epoch, the others and a newcomer read old and new', async () => {
    const [admin, removed] = [await testDevice(WORKSPACE), await testDevice(WORKSPACE)];
    const first = await newEpochKey();
    const before = await wrapKeyring({
      workspace: WORKSPACE,
      epoch: 1,
      key: first,
      recipients: [recipient(admin), recipient(removed)],
    });
    const oldSecret = await seal(first, 'written before the removal');
    const adminKeys = await unwrapKeyring(before, admin);

    const rotation = await rotateKeyring({ workspace: WORKSPACE, keys: adminKeys, recipients: [recipient(admin)] });
    expect(rotation.epoch).toBe(2);
    const newSecret = await seal(rotation.key, 'written after the removal');
    await expect(unwrapKeyring(rotation.keyring, removed)).rejects.toThrow('not written for this device');
    // Even with the old key, the removed device cannot open what was sealed under the new one.
    const removedKeys = await unwrapKeyring(before, removed);
    await expect(open(removedKeys.get(1)!, newSecret)).rejects.toThrow();
    // Pretending to be the admin's device (its id, the removed device's private key) fails too.
    await expect(
      unwrapKeyring(rotation.keyring, {
        ...removed,
        deviceId: admin.deviceId,
        agreementPublicKey: admin.agreementPublicKey,
      }),
    ).rejects.toThrow();

    const after = await unwrapKeyring(rotation.keyring, admin);
    expect(await open(after.get(2)!, newSecret)).toBe('written after the removal');
    expect(await open(after.get(1)!, oldSecret)).toBe('written before the removal');

    const newcomer = await testDevice(WORKSPACE);
    const joined = await rotateKeyring({
      workspace: WORKSPACE,
      keys: after,
      recipients: [recipient(admin), recipient(newcomer)],
    });
    const newcomerKeys = await unwrapKeyring(joined.keyring, newcomer);
    expect([...newcomerKeys.keys()].sort()).toEqual([1, 2, 3]);
    expect(await open(newcomerKeys.get(1)!, oldSecret)).toBe('written before the removal');
  });

  it('binds each wrap to its workspace and epoch: a keyring moved or altered does not unwrap', async () => {
    const device = await testDevice(WORKSPACE);
    const keyring = await wrapKeyring({
      workspace: WORKSPACE,
      epoch: 4,
      key: await newEpochKey(),
      recipients: [recipient(device)],
    });
    await expect(unwrapKeyring({ ...keyring, epoch: 5 }, device)).rejects.toThrow();
    await expect(unwrapKeyring({ ...keyring, workspace: `0x${'cd'.repeat(32)}` }, device)).rejects.toThrow();
    const wrapped = fromBase64(keyring.recipients[0]!.wrappedKey);
    wrapped[3] = (wrapped[3] ?? 0) ^ 1;
    const altered = { ...keyring, recipients: [{ ...keyring.recipients[0]!, wrappedKey: toBase64(wrapped) }] };
    await expect(unwrapKeyring(altered, device)).rejects.toThrow();
  });

  it('refuses malformed keyrings and earlier keys that are not earlier', async () => {
    expect(() => parseKeyring(new TextEncoder().encode('{"version":1}'))).toThrow();
    const key = await newEpochKey();
    await expect(
      wrapKeyring({ workspace: WORKSPACE, epoch: 2, key, recipients: [], previous: new Map([[2, key]]) }),
    ).rejects.toThrow('not earlier');
    await expect(
      rotateKeyring({ workspace: WORKSPACE, keys: new Map([[3, key]]), recipients: [], epoch: 3 }),
    ).rejects.toThrow('not after 3');
    expect(
      (await rotateKeyring({ workspace: WORKSPACE, keys: new Map([[3, key]]), recipients: [], epoch: 9 })).epoch,
    ).toBe(9);
  });
});
