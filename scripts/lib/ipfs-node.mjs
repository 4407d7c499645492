// @ts-check
// A real IPFS node for tests and benches: Helia in Node with no networking at all (the light node:
// no libp2p, no routers, no block brokers; blocks and pins in memory) behind a `node:http` server on
// 127.0.0.1 that answers exactly the Kubo RPC calls the app makes, with Kubo's shapes:
//   POST /api/v0/block/put?cid-codec=raw&mhtype=sha2-256&pin=true   multipart (any field, one file)
//        → {"Key":"<cid>","Size":n}
//   POST /api/v0/block/get?arg=<cid>   → the block's bytes; a block not held → 500 as an offline Kubo
//   POST /api/v0/pin/add?arg=<cid>     → {"Pins":["<cid>"]}
//   POST /api/v0/version, /api/v0/id   → Kubo's fields (for an endpoint check)
// Any other method is refused with 405 as Kubo's RPC does (it is POST only); failures are
// {"Message","Code","Type":"error"}. CORS answers the browser origin of the built site. The HTTP
// server can be stopped and started again on the same port with the same blocks, which is how a
// test takes the endpoint offline. Types: ipfs-node.d.mts.
import { createServer } from 'node:http';
import { Readable } from 'node:stream';
import { createHeliaLight } from 'helia';
import { MemoryBlockstore } from 'blockstore-core/memory';
import { MemoryDatastore } from 'datastore-core/memory';
import { CID } from 'multiformats/cid';
import * as raw from 'multiformats/codecs/raw';
import { sha256 } from 'multiformats/hashes/sha2';

const CORS = {
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type, accept',
  'access-control-expose-headers': 'X-Stream-Output, X-Chunked-Output, X-Content-Length',
};
const CODECS = new Map([['raw', raw.code]]);

/** @param {AsyncIterable<Uint8Array> | Uint8Array} chunks */
async function concat(chunks) {
  if (chunks instanceof Uint8Array) return chunks;
  const parts = [];
  for await (const chunk of chunks) parts.push(chunk);
  return new Uint8Array(Buffer.concat(parts));
}

/**
 * Starts the node and its RPC server on a free port of 127.0.0.1.
 * @param {import('./ipfs-node.d.mts').IpfsNodeOptions} [options]
 * @returns {Promise<import('./ipfs-node.d.mts').IpfsNode>}
 */
export async function startIpfsNode(options = {}) {
  const blockstore = new MemoryBlockstore();
  const helia = createHeliaLight({ blockstore, datastore: new MemoryDatastore() });
  await helia.start();
  const token = options.token ?? null;
  /** @type {Array<{ method: string, path: string }>} */
  const requests = [];

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push({ method: req.method ?? 'GET', path: url.pathname });
    const cors = { 'access-control-allow-origin': req.headers.origin ?? '*', vary: 'origin', ...CORS };
    /** @param {number} status @param {unknown} body */
    const json = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json', ...cors });
      res.end(JSON.stringify(body));
    };
    /** @param {number} status @param {string} message */
    const fail = (status, message) => json(status, { Message: message, Code: 0, Type: 'error' });
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      return res.end();
    }
    if (req.method !== 'POST') {
      res.writeHead(405, { 'content-type': 'text/plain', ...cors });
      return res.end(`405 - Method Not Allowed`);
    }
    if (token !== null && req.headers.authorization !== `Bearer ${token}`) {
      res.writeHead(403, { 'content-type': 'text/plain', ...cors });
      return res.end('403 - Forbidden');
    }
    const arg = () => CID.parse(url.searchParams.get('arg') ?? '');
    switch (url.pathname) {
      case '/api/v0/block/put': {
        const codec = CODECS.get(url.searchParams.get('cid-codec') ?? 'raw');
        if (codec === undefined) return fail(400, 'only the raw codec is served by this test node');
        if ((url.searchParams.get('mhtype') ?? 'sha2-256') !== 'sha2-256') return fail(400, 'only sha2-256');
        const request = new Request(`http://127.0.0.1${req.url}`, {
          method: 'POST',
          headers: /** @type {Record<string, string>} */ (req.headers),
          body: /** @type {ReadableStream} */ (Readable.toWeb(req)),
          duplex: 'half',
        });
        const files = [...(await request.formData()).values()].filter((value) => value instanceof Blob);
        if (files.length !== 1) return fail(400, 'file argument "data" is required');
        const bytes = new Uint8Array(await /** @type {Blob} */ (files[0]).arrayBuffer());
        if (bytes.byteLength > 1024 * 1024) return fail(500, 'produced block is over 1MiB');
        const cid = CID.createV1(codec, await sha256.digest(bytes));
        await helia.blockstore.put(cid, bytes);
        // Kubo pins a block put again as it did the first time; Helia refuses a second pin.
        if (url.searchParams.get('pin') === 'true' && !(await helia.pins.isPinned(cid)))
          for await (const _ of helia.pins.add(cid));
        return json(200, { Key: cid.toString(), Size: bytes.byteLength });
      }
      case '/api/v0/block/get': {
        const cid = arg();
        if (!(await blockstore.has(cid)))
          return fail(500, `block was not found locally (offline): ipld: could not find ${cid}`);
        const bytes = await concat(helia.blockstore.get(cid, { offline: true }));
        res.writeHead(200, { 'content-type': 'text/plain', 'x-stream-output': '1', ...cors });
        return res.end(bytes);
      }
      case '/api/v0/pin/add': {
        const cid = arg();
        if (!(await blockstore.has(cid))) return fail(500, `pin: block was not found locally (offline): ${cid}`);
        if (!(await helia.pins.isPinned(cid))) for await (const _ of helia.pins.add(cid));
        return json(200, { Pins: [cid.toString()] });
      }
      case '/api/v0/version':
        return json(200, { Version: '0.0.0-helia-test-node', Commit: '', Repo: '16', System: 'node', Golang: '' });
      case '/api/v0/id':
        return json(200, { ID: 'helia-test-node', PublicKey: '', Addresses: [], AgentVersion: 'helia', Protocols: [] });
      default:
        return fail(404, `unknown command ${url.pathname}`);
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((/** @type {unknown} */ error) => {
      if (res.headersSent) return res.destroy();
      res.writeHead(500, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      res.end(
        JSON.stringify({ Message: error instanceof Error ? error.message : String(error), Code: 0, Type: 'error' }),
      );
    });
  });
  /** @param {number} port */
  const listen = (port) =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve(undefined);
      });
    });
  const close = () =>
    new Promise((resolve) => {
      if (!server.listening) return resolve(undefined);
      server.closeAllConnections();
      server.close(() => resolve(undefined));
    });
  await listen(0);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    async *blocks() {
      for await (const { cid, bytes } of blockstore.getAll())
        yield { cid: cid.toString(), bytes: await concat(/** @type {any} */ (bytes)) };
    },
    isPinned: (cid) => helia.pins.isPinned(CID.parse(cid)),
    goOffline: close,
    goOnline: () => listen(port),
    stop: async () => {
      await close();
      await helia.stop();
    },
  };
}
