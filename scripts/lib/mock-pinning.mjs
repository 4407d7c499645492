// @ts-check
// A local server that follows two published pinning contracts, so Storage's pinning is tested
// over real HTTP without a remote service:
//   - Kubo RPC `POST /api/v0/dag/import` (multipart `file` = a CAR; every block re-hashed; the
//     root pinned; newline-delimited JSON `{"Root":{"Cid":{"/":…},"PinErrorMsg":""}}` + `{"Stats":…}`;
//     failures `{"Message","Code","Type":"error"}` with HTTP 500, a wrong token 403 as Kubo's
//     API.Authorizations does);
//   - the IPFS Pinning Service API under `/psa`: `POST /pins` (Bearer token, 202 + PinStatus),
//     `GET /pins/{requestid}` (queued → pinning → pinned on successive reads, or `failed` with a
//     reason in `info` for the CIDs the test names), errors `{"error":{"reason","details"}}`.
// CORS is open (the browser suite calls it from the built site). Types: mock-pinning.d.mts.
import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { CarBlockIterator } from '@ipld/car';
import { CID } from 'multiformats/cid';
import { sha256 } from 'multiformats/hashes/sha2';
import { equals } from 'multiformats/bytes';

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type, accept',
};

/**
 * Starts the mock on 127.0.0.1 (a free port).
 * @param {import('./mock-pinning.d.mts').MockPinningOptions} [options]
 * @returns {Promise<import('./mock-pinning.d.mts').MockPinning>}
 */
export async function startMockPinning(options = {}) {
  const token = options.token ?? 'psa-secret';
  const kuboToken = options.kuboToken ?? null;
  const failCids = new Set(options.failCids ?? []);
  /** @type {Map<string, number>} */
  const imported = new Map();
  /** @type {Map<string, { requestid: string, status: string, created: string, pin: { cid: string, name?: string }, reads: number, info: Record<string, string> }>} */
  const pins = new Map();
  /** @type {Array<{ method: string, path: string, authorization: string | null }>} */
  const requests = [];

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      authorization: req.headers.authorization ?? null,
    });
    /** @param {number} status @param {unknown} body @param {string} [type] */
    const send = (status, body, type = 'application/json') => {
      res.writeHead(status, { 'content-type': type, ...CORS });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (req.method === 'OPTIONS') return send(204, '');
    const handle = url.pathname.startsWith('/api/v0/') ? kubo : url.pathname.startsWith('/psa/') ? psa : null;
    if (!handle) return send(404, { error: { reason: 'NOT_FOUND', details: url.pathname } });
    handle(req, url, send).catch((/** @type {unknown} */ error) =>
      send(500, { Message: String(error), Code: 0, Type: 'error' }),
    );
  });

  /** @type {(req: import('node:http').IncomingMessage, url: URL, send: (status: number, body: unknown, type?: string) => void) => Promise<void>} */
  async function kubo(req, url, send) {
    if (url.pathname !== '/api/v0/dag/import' || req.method !== 'POST')
      return send(404, { Message: `unknown command ${url.pathname}`, Code: 0, Type: 'error' });
    if (kuboToken !== null && req.headers.authorization !== `Bearer ${kuboToken}`)
      return send(403, '403 - Forbidden', 'text/plain');
    const request = new Request(`http://127.0.0.1${req.url}`, {
      method: 'POST',
      headers: /** @type {Record<string, string>} */ (req.headers),
      body: /** @type {ReadableStream} */ (Readable.toWeb(req)),
      duplex: 'half',
    });
    const file = (await request.formData()).get('file');
    if (!(file instanceof Blob))
      return send(400, { Message: 'file argument "path" is required', Code: 1, Type: 'error' });
    const iterator = await CarBlockIterator.fromBytes(new Uint8Array(await file.arrayBuffer()));
    const roots = await iterator.getRoots();
    if (roots.length !== 1)
      return send(500, { Message: 'only one dag root can be pinned per request', Code: 0, Type: 'error' });
    let count = 0;
    let bytes = 0;
    for await (const block of iterator) {
      const digest = await sha256.digest(block.bytes);
      if (block.cid.multihash.code === sha256.code && !equals(digest.bytes, block.cid.multihash.bytes)) {
        return send(500, { Message: `block ${block.cid} does not match its hash`, Code: 0, Type: 'error' });
      }
      count += 1;
      bytes += block.bytes.byteLength;
    }
    const root = String(roots[0]);
    imported.set(root, count);
    const pinned = url.searchParams.get('pin-roots') !== 'false';
    const lines = [JSON.stringify({ Root: { Cid: { '/': root }, PinErrorMsg: pinned ? '' : 'not pinned' } })];
    if (url.searchParams.get('stats') === 'true')
      lines.push(JSON.stringify({ Stats: { BlockCount: count, BlockBytesCount: bytes } }));
    send(200, `${lines.join('\n')}\n`, 'application/json');
  }

  /** @type {(req: import('node:http').IncomingMessage, url: URL, send: (status: number, body: unknown) => void) => Promise<void>} */
  async function psa(req, url, send) {
    if (req.headers.authorization !== `Bearer ${token}`)
      return send(401, { error: { reason: 'UNAUTHORIZED', details: 'Access token is missing or invalid' } });
    const path = url.pathname.slice('/psa'.length);
    const view = (/** @type {ReturnType<typeof pins.get> & {}} */ pin) => ({
      requestid: pin.requestid,
      status: pin.status,
      created: pin.created,
      pin: pin.pin,
      delegates: [],
      info: pin.info,
    });
    if (path === '/pins' && req.method === 'POST') {
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      /** @type {{ cid?: unknown, name?: unknown }} */
      let body;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return send(400, { error: { reason: 'BAD_REQUEST', details: 'Body is not JSON' } });
      }
      try {
        CID.parse(String(body.cid));
      } catch {
        return send(400, { error: { reason: 'BAD_REQUEST', details: `Not a CID: ${String(body.cid)}` } });
      }
      const pin = {
        requestid: randomUUID(),
        status: 'queued',
        created: new Date().toISOString(),
        pin: { cid: String(body.cid), ...(typeof body.name === 'string' ? { name: body.name } : {}) },
        reads: 0,
        info: {},
      };
      pins.set(pin.requestid, pin);
      return send(202, view(pin));
    }
    const match = /^\/pins\/([^/]+)$/.exec(path);
    if (match && req.method === 'GET') {
      const pin = pins.get(decodeURIComponent(match[1] ?? ''));
      if (!pin) return send(404, { error: { reason: 'NOT_FOUND', details: 'No pin request with this id' } });
      pin.reads += 1;
      if (pin.status === 'queued') pin.status = 'pinning';
      else if (pin.status === 'pinning') {
        pin.status = failCids.has(pin.pin.cid) ? 'failed' : 'pinned';
        if (pin.status === 'failed')
          pin.info = { status_details: 'content not found: no provider answered for this CID' };
      }
      return send(200, view(pin));
    }
    send(404, { error: { reason: 'NOT_FOUND', details: path } });
  }

  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    kuboUrl: `http://127.0.0.1:${port}`,
    psaUrl: `http://127.0.0.1:${port}/psa`,
    token,
    imported,
    pins,
    requests,
    failCids,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
