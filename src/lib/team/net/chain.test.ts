import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIpfsNode, type IpfsNode } from '../../../../scripts/lib/ipfs-node.mjs';
import { alice, bob, bytes, key0, publisherFor as publisherAt, readFrom, text } from './chain-helpers.testing';
import { BundleAuthenticationError, BundleEpochError, BundleHeaderMismatchError, BundleSignatureError } from './errors';
import { memoryNetStore } from './net-store';
import { BundlePublisher } from './publisher';
import { readDeviceChain } from './reader';
import { testEpochKey, testKeys, type TestDevice } from './test-keys.testing';

let node: IpfsNode;
beforeAll(async () => {
  node = await startIpfsNode();
});
afterAll(() => node.stop());

const url = () => node.url;
const keys = testKeys(new Map([[0, key0]]), [alice, bob]);
const publisherFor = (device: TestDevice, store = memoryNetStore()) => publisherAt(url, device, store);
const read = (head: string, store = memoryNetStore(), extra: { fromSnapshots?: string[]; device?: string } = {}) =>
  readFrom(url, head, store, extra);

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
