import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIpfsNode, type IpfsNode } from '../../../../scripts/lib/ipfs-node.mjs';
import { alice, bob, bytes, publisherFor as publisherAt, readFrom, text } from './chain-helpers.testing';
import { dexieNetStore, teamNetDbFor } from './net-db';
import { memoryNetStore } from './net-store';
import { BundlePublisher } from './publisher';
import type { TestDevice } from './test-keys.testing';

let node: IpfsNode;
beforeAll(async () => {
  node = await startIpfsNode();
});
afterAll(() => node.stop());

const url = () => node.url;
const publisherFor = (device: TestDevice, store = memoryNetStore()) => publisherAt(url, device, store);

describe('the outbox', () => {
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
    const chain = await readFrom(url, offline2.cid, memoryNetStore(), { device: bob.id });
    expect(chain.map((bundle) => text(bundle.payload))).toEqual(['before', 'offline 1', 'offline 2']);
  });

  it('seals while a flush waits for a slow endpoint; the flush sends what was queued when it began', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow: typeof fetch = async (input, init) => {
      await gate;
      return fetch(input, init);
    };
    const { publisher } = publisherFor(alice);
    const slowPublisher = new BundlePublisher({ ...publisher.options, endpoint: { url: node.url, fetch: slow } });
    const first = await slowPublisher.publish('records', 'changes', bytes('first'));
    const flushing = slowPublisher.flush();
    const second = await slowPublisher.publish('records', 'changes', bytes('second'));
    expect(second.header.prev).toBe(first.cid);
    release();
    expect(await flushing).toMatchObject({ sent: [first.cid], head: first.cid, pending: 1 });
    expect(await slowPublisher.flush()).toMatchObject({ sent: [second.cid], head: second.cid, pending: 0 });
  });
});
