import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIpfsNode, type IpfsNode } from './ipfs-node.mjs';

let node: IpfsNode;
beforeAll(async () => {
  node = await startIpfsNode();
});
afterAll(() => node.stop());

const api = (command: string) => `${node.url}/api/v0/${command}`;
const ORIGIN = 'http://127.0.0.1:4321';

describe('the Helia test node behind the Kubo RPC', () => {
  it("answers block/put, block/get and pin/add in Kubo's shapes", async () => {
    const form = new FormData();
    form.append('file', new Blob([new TextEncoder().encode('hello world')]), 'block');
    const put = await fetch(api('block/put?cid-codec=raw&mhtype=sha2-256&pin=true'), { method: 'POST', body: form });
    expect(put.status).toBe(200);
    // The raw CID of "hello world", as `ipfs block put --cid-codec=raw` prints it.
    const body = { Key: 'bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e', Size: 11 };
    expect(await put.json()).toEqual(body);
    expect(await node.isPinned(body.Key)).toBe(true);
    const get = await fetch(api(`block/get?arg=${body.Key}`), { method: 'POST' });
    expect(await get.text()).toBe('hello world');
    const pin = await fetch(api(`pin/add?arg=${body.Key}`), { method: 'POST' });
    expect(await pin.json()).toEqual({ Pins: [body.Key] });
    const version = await fetch(api('version'), { method: 'POST' });
    expect(await version.json()).toHaveProperty('Version');
    // The same block put and pinned again (a publication retried after a reload) is answered as
    // the first time, as Kubo does: a 500 there once stalled a device's publishing for good.
    const again = new FormData();
    again.append('file', new Blob([new TextEncoder().encode('hello world')]), 'block');
    const twice = await fetch(api('block/put?cid-codec=raw&mhtype=sha2-256&pin=true'), { method: 'POST', body: again });
    expect(twice.status).toBe(200);
    expect(await twice.json()).toEqual(body);
  });

  it('refuses GET, unknown commands and absent blocks as Kubo does', async () => {
    expect((await fetch(api('version'))).status).toBe(405);
    const unknown = await fetch(api('dag/get'), { method: 'POST' });
    expect(unknown.status).toBe(404);
    const missing = await fetch(api('block/get?arg=bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy'), {
      method: 'POST',
    });
    expect(missing.status).toBe(500);
    expect(await missing.json()).toMatchObject({ Type: 'error', Message: expect.stringMatching(/not found/) });
  });

  it("allows the built site's origin, preflight included", async () => {
    const preflight = await fetch(api('block/put'), {
      method: 'OPTIONS',
      headers: { origin: ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([1, 2, 3])]), 'block');
    const put = await fetch(api('block/put?cid-codec=raw&mhtype=sha2-256&pin=true'), {
      method: 'POST',
      body: form,
      headers: { origin: ORIGIN },
    });
    expect(put.headers.get('access-control-allow-origin')).toBe(ORIGIN);
  });
});
