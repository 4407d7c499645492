import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIpfsNode, type IpfsNode } from '../../../../scripts/lib/ipfs-node.mjs';
import { PinningError } from '@/lib/ipfs/pinning-http';
import { BlockIntegrityError } from './errors';
import { getBlock, pinBlock, putBlock, rawCid } from './kubo-blocks';

let node: IpfsNode;
beforeAll(async () => {
  node = await startIpfsNode();
});
afterAll(() => node.stop());

const bytes = crypto.getRandomValues(new Uint8Array(3_000));

describe('raw blocks through the Kubo RPC', () => {
  it('puts a block pinned under the CID computed here, and gets the same bytes back', async () => {
    const cid = await putBlock({ url: node.url }, bytes);
    expect(cid).toBe(await rawCid(bytes));
    expect(cid.startsWith('bafkrei')).toBe(true);
    expect(await node.isPinned(cid)).toBe(true);
    expect(await getBlock({ url: `${node.url}/api/v0` }, cid)).toEqual(bytes);
    await pinBlock({ url: node.url }, cid);
    expect(node.requests.every((request) => request.method === 'POST')).toBe(true);
  });

  it('says which block the node does not hold', async () => {
    const missing = await rawCid(new Uint8Array([1, 2, 3]));
    await expect(getBlock({ url: node.url }, missing)).rejects.toThrow(`could not find ${missing}`);
    await expect(pinBlock({ url: node.url }, missing)).rejects.toBeInstanceOf(PinningError);
  });

  it('refuses bytes that do not hash to the CID asked for, and a CID other than ours', async () => {
    const cid = await rawCid(bytes);
    const lying = { url: node.url, fetch: async () => new Response(new Uint8Array([9, 9, 9])) };
    await expect(getBlock(lying, cid)).rejects.toBeInstanceOf(BlockIntegrityError);
    const other = await rawCid(new Uint8Array([7]));
    const swapped = { url: node.url, fetch: async () => Response.json({ Key: other, Size: 1 }) };
    await expect(putBlock(swapped, bytes)).rejects.toBeInstanceOf(BlockIntegrityError);
  });

  it('sends the access token, and says when the node refuses it', async () => {
    const guarded = await startIpfsNode({ token: 'kubo-secret' });
    try {
      await expect(putBlock({ url: guarded.url }, bytes)).rejects.toThrow(/refused the access token/);
      expect(await putBlock({ url: guarded.url, token: 'kubo-secret' }, bytes)).toBe(await rawCid(bytes));
    } finally {
      await guarded.stop();
    }
  });

  it('says the endpoint cannot be reached when it is down', async () => {
    await node.goOffline();
    try {
      await expect(putBlock({ url: node.url }, bytes)).rejects.toThrow(/could not be reached/);
    } finally {
      await node.goOnline();
    }
  });
});
