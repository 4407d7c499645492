// What the chain and outbox tests share: two devices, an epoch key, and a publisher and a reader
// against a node's URL.
import { memoryNetStore } from './net-store';
import { BundlePublisher } from './publisher';
import { readDeviceChain } from './reader';
import { testDevice, testEpochKey, testKeys, type TestDevice } from './test-keys.testing';

export const alice = await testDevice('device-alice');
export const bob = await testDevice('device-bob');
export const key0 = await testEpochKey();
export const keys = testKeys(new Map([[0, key0]]), [alice, bob]);
export const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
export const bytes = (value: string) => new TextEncoder().encode(value);

/** A publisher of `device` in workspace ws-1 at epoch 0, sending to `url()`. */
export function publisherFor(url: () => string, device: TestDevice, store = memoryNetStore()) {
  const publisher = new BundlePublisher({
    endpoint: { url: url() },
    store,
    workspaceId: 'ws-1',
    deviceId: device.id,
    signingKey: device.signingKey,
    currentKey: () => ({ epoch: 0, key: key0 }),
  });
  return { publisher, store };
}

/** Reads a device's chain (Alice's unless named) of workspace ws-1 from `url()`. */
export function readFrom(
  url: () => string,
  head: string,
  store = memoryNetStore(),
  extra: { fromSnapshots?: string[]; device?: string } = {},
) {
  return readDeviceChain({
    endpoint: { url: url() },
    store,
    workspaceId: 'ws-1',
    deviceId: extra.device ?? alice.id,
    head,
    keys,
    ...(extra.fromSnapshots ? { fromSnapshots: extra.fromSnapshots } : {}),
  });
}
