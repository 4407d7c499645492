import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIpfsNode, type IpfsNode } from '../../../../scripts/lib/ipfs-node.mjs';
import { BundleAuthenticationError, BundleEpochError, BundleHeaderMismatchError, BundleSignatureError } from './errors';
import { dexieNetStore, teamNetDbFor } from './net-db';
import { memoryNetStore } from './net-store';
import { BundlePublisher } from './publisher';
import { readDeviceChain } from './reader';
import { testDevice, testEpochKey, testKeys, type TestDevice } from './test-keys.testing';

let node: IpfsNode;
beforeAll(async () => {
  node = await startIpfsNode();
});
afterAll(() => node.stop());

const alice = await testDevice('device-alice');
const bob = await testDevice('device-bob');
const key0 = await testEpochKey();
const keys = testKeys(new Map([[0, key0]]), [alice, bob]);
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const bytes = (value: string) => new TextEncoder().encode(value);

function publisherFor(device: TestDevice, store = memoryNetStore()) {
  const publisher = new BundlePublisher({
    endpoint: { url: node.url },
    store,
    workspaceId: 'ws-1',
    deviceId: device.id,
    signingKey: device.signingKey,
    currentKey: () => ({ epoch: 0, key: key0 }),
  });
  return { publisher, store };
}

function read(head: string, store = memoryNetStore(), extra: { fromSnapshots?: string[]; device?: string } = {}) {
  return readDeviceChain({
    endpoint: { url: node.url },
    store,
    workspaceId: 'ws-1',
    deviceId: extra.device ?? alice.id,
    head,
    keys,
    ...(extra.fromSnapshots ? { fromSnapshots: extra.fromSnapshots } : {}),
  });
}

describe('a device chain over IPFS', () => {
  it('links bundles by previous CID and reads them back oldest first, down to what was applied', async () => {
    const { publisher } = publisherFor(alice);
    const first = await publisher.publish('directory', 'changes', bytes('one'));
    const second = await publisher.publish('records', 'changes', bytes('two'));
    expect(second.header).toMatchObject({ prev: first.cid, seq: 1 });
    const flushed = await publisher.flush();
    expect(flushed).toMatchObject({ sent: [first.cid, second.cid], head: second.cid, pending: 0, error: null });

    const reader = memoryNetStore();
    const all = await read(second.cid, reader);
    expect(all.map((bundle) => [bundle.cid, text(bundle.payload)])).toEqual([
      [first.cid, 'one'],
      [second.cid, 'two'],
    ]);
    await reader.markApplied(all.map((bundle) => bundle.cid));
    const third = await publisher.publish('directory', 'changes', bytes('three'));
    await publisher.flush();
    expect((await read(third.cid, reader)).map((bundle) => text(bundle.payload))).toEqual(['three']);
  });

  it("starts a new reader from each document's newest snapshot plus the bundles after it", async () => {
    const { publisher } = publisherFor(alice);
    await publisher.publish('directory', 'changes', bytes('d1'));
    await publisher.publish('records', 'changes', bytes('r1'));
    await publisher.publish('directory', 'snapshot', bytes('D-snap'));
    await publisher.publish('directory', 'changes', bytes('d2'));
    await publisher.publish('records', 'snapshot', bytes('R-snap'));
    const last = await publisher.publish('records', 'changes', bytes('r2'));
    await publisher.flush();
    const fromSnapshots = await read(last.cid, memoryNetStore(), { fromSnapshots: ['directory', 'records'] });
    expect(fromSnapshots.map((bundle) => text(bundle.payload))).toEqual(['D-snap', 'd2', 'R-snap', 'r2']);
    const whole = await read(last.cid);
    expect(whole.map((bundle) => text(bundle.payload))).toEqual(['d1', 'r1', 'D-snap', 'd2', 'R-snap', 'r2']);
  });

  it('queues bundles in IndexedDB while the endpoint is down and sends them, in order, when it is back', async () => {
    const { publisher, store } = publisherFor(bob, dexieNetStore(teamNetDbFor('0xb0b')));
    const online = await publisher.publish('directory', 'changes', bytes('before'));
    await publisher.flush();
    await node.goOffline();
    const offline1 = await publisher.publish('directory', 'changes', bytes('offline 1'));
    const offline2 = await publisher.publish('records', 'changes', bytes('offline 2'));
    const failed = await publisher.flush();
    expect(failed.sent).toEqual([]);
    expect(failed.pending).toBe(2);
    expect(failed.head).toBe(online.cid);
    expect(failed.error?.message).toMatch(/could not be reached/);
    expect((await store.outbox()).map((entry) => entry.cid)).toEqual([offline1.cid, offline2.cid]);
    // After a reload (the database opened again) the outbox is there and the head sent before is still the one to publish.
    const reloaded = publisherFor(bob, dexieNetStore(teamNetDbFor('0xb0b'))).publisher;
    expect(await reloaded.flush()).toMatchObject({ head: online.cid, pending: 2 });

    await node.goOnline();
    const reconnect = new EventTarget();
    const results: unknown[] = [];
    const done = new Promise((resolve) => {
      publisher.flushOnReconnect(reconnect, (result) => resolve(results.push(result)));
    });
    reconnect.dispatchEvent(new Event('online'));
    await done;
    expect(results[0]).toMatchObject({ sent: [offline1.cid, offline2.cid], head: offline2.cid, pending: 0 });
    const chain = await read(offline2.cid, memoryNetStore(), { device: bob.id });
    expect(chain.map((bundle) => text(bundle.payload))).toEqual(['before', 'offline 1', 'offline 2']);
  });

  it("refuses a chain whose head is another device's bundle, and one forged by another device", async () => {
    const { publisher: alicePublisher } = publisherFor(alice);
    const aliceHead = await alicePublisher.publish('directory', 'changes', bytes('alice'));
    await alicePublisher.flush();
    await expect(read(aliceHead.cid, memoryNetStore(), { device: bob.id })).rejects.toBeInstanceOf(
      BundleAuthenticationError,
    );
    // Bob holds the workspace key and publishes under Alice's device id with his own signing key.
    const forger = new BundlePublisher({
      ...publisherFor(bob).publisher.options,
      deviceId: alice.id,
    });
    const forged = await forger.publish('directory', 'changes', bytes('forged'));
    await forger.flush();
    await expect(read(forged.cid)).rejects.toBeInstanceOf(BundleSignatureError);
  });

  it('reads across a key rotation with both keys; a member removed before it holds no key for the new epoch', async () => {
    const key1 = await testEpochKey();
    let current = { epoch: 0, key: key0 };
    const publisher = new BundlePublisher({ ...publisherFor(alice).publisher.options, currentKey: () => current });
    await publisher.publish('records', 'changes', bytes('before rotation'));
    current = { epoch: 1, key: key1 };
    const after = await publisher.publish('records', 'changes', bytes('after rotation'));
    await publisher.flush();
    const member = testKeys(
      new Map([
        [0, key0],
        [1, key1],
      ]),
      [alice],
    );
    const options = { endpoint: { url: node.url }, store: memoryNetStore(), workspaceId: 'ws-1', deviceId: alice.id };
    const read = await readDeviceChain({ ...options, head: after.cid, keys: member });
    expect(read.map((bundle) => [bundle.header.epoch, text(bundle.payload)])).toEqual([
      [0, 'before rotation'],
      [1, 'after rotation'],
    ]);
    await expect(readDeviceChain({ ...options, head: after.cid, keys })).rejects.toBeInstanceOf(BundleEpochError);
  });

  it('splits a payload too large for one block into parts and reads it back whole', async () => {
    const { publisher, store } = publisherFor(alice);
    const split = new BundlePublisher({ ...publisher.options, partBytes: 10 });
    await split.publish('records', 'changes', bytes('small'));
    const big = 'a snapshot of thirty-five bytes....';
    const last = await split.publish('records', 'snapshot', bytes(big));
    expect(last.header).toMatchObject({ seq: 4, part: { index: 3, count: 4 } });
    const after = await split.publish('records', 'changes', bytes('after'));
    const cids = (await store.outbox()).map((entry) => entry.cid);
    expect(cids).toHaveLength(6);
    await split.flush();

    const whole = await read(after.cid);
    expect(whole.map((bundle) => [bundle.header.kind, text(bundle.payload)])).toEqual([
      ['changes', 'small'],
      ['snapshot', big],
      ['changes', 'after'],
    ]);
    // The joined bundle: the first part's header (no part), the last part's CID (the one to mark applied).
    expect(whole[1]).toMatchObject({ cid: last.cid, header: { seq: 1, prev: cids[0] } });
    expect(whole[1]!.header.part).toBeUndefined();
    const fromSnapshot = await read(after.cid, memoryNetStore(), { fromSnapshots: ['records'] });
    expect(fromSnapshot.map((bundle) => text(bundle.payload))).toEqual([big, 'after']);
    const applied = memoryNetStore();
    await applied.markApplied([last.cid]);
    expect((await read(after.cid, applied)).map((bundle) => text(bundle.payload))).toEqual(['after']);
    // A head in the middle of the parts (a publication cut short) is refused, not half-read.
    await expect(read(cids[2]!)).rejects.toBeInstanceOf(BundleHeaderMismatchError);
  });
});
