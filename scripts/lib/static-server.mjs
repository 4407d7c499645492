// A plain static file server, as a CDN or IPFS gateway behaves: no rewrite rules.
// A request resolves to the file, else <dir>/index.html, else 404.html with status 404.
// With `folderRedirects`, a folder asked without its trailing slash is redirected to it first, as
// IPFS gateways and most static hosts do (the path gateway test serves the site that way).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
};

// As public/_headers tells the hosts that read it: a build's chunks carry their content's hash in
// their names, so a browser keeps them; every other file is asked again each time.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** @param {string} path */
async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * Finds the file for a URL path inside root, or null.
 * @param {string} root absolute directory
 * @param {string} urlPath decoded path below the base, starting with '/'
 */
export async function resolveFile(root, urlPath) {
  const target = normalize(join(root, urlPath));
  if (target !== root && !target.startsWith(root + sep)) return null;
  if (await isFile(target)) return target;
  const index = join(target, 'index.html');
  if (await isFile(index)) return index;
  return null;
}

/**
 * Forwards a JSON-RPC POST body to the local node (local mode only: the dev wallet's endpoint).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} target
 */
async function proxyRpc(req, res, target) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  try {
    const upstream = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.concat(chunks),
    });
    res.writeHead(upstream.status, { 'content-type': 'application/json' });
    res.end(Buffer.from(await upstream.arrayBuffer()));
  } catch {
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32603, message: 'Local node unreachable' } }));
  }
}

/**
 * Starts the server on 127.0.0.1. `base` is the site's sub-path ('/' or '/ledgerline/').
 * `rpcProxy` (local mode only) forwards POST <base>__local-rpc to that node URL.
 * @param {{ root: string, port?: number, base?: string, rpcProxy?: string, folderRedirects?: boolean }} options
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export async function startStaticServer({ root, port = 0, base = '/', rpcProxy, folderRedirects = false }) {
  const absRoot = resolve(root);
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (rpcProxy && req.method === 'POST' && url.pathname === `${base}__local-rpc`) return proxyRpc(req, res, rpcProxy);
    let path;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      path = '/';
    }
    const below = path.startsWith(base) ? `/${path.slice(base.length)}` : path === base.slice(0, -1) ? '/' : null;
    const file = below === null ? null : await resolveFile(absRoot, below);
    if (
      folderRedirects &&
      file?.endsWith(`${sep}index.html`) &&
      !path.endsWith('/') &&
      !below?.endsWith('index.html')
    ) {
      res.writeHead(301, { location: `${url.pathname}/${url.search}` });
      return res.end();
    }
    const served = file ?? join(absRoot, '404.html');
    try {
      const body = await readFile(served);
      res.writeHead(file ? 200 : 404, {
        'content-type': TYPES[extname(served)] ?? 'application/octet-stream',
        'cache-control': file && below?.startsWith('/_astro/') ? IMMUTABLE : 'no-cache',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found');
    }
  });
  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done(undefined));
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actualPort}${base}`,
    port: actualPort,
    close: () =>
      new Promise((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
