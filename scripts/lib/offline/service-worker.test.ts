// The service worker's own source, run in a fresh V8 context with the worker globals it uses: an
// in-memory Cache Storage, the clients, and a host whose files a test can change or take down.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createContext, runInContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { serviceWorkerSource } from './integration.mjs';
import { precacheManifest, type OutputFile } from './precache-manifest.mjs';

const ORIGIN = 'http://gateway.test';
const ROOT = `${ORIGIN}/ipfs/bafyA/`;

class MemoryCache {
  readonly entries = new Map<string, Response>();
  async match(key: string): Promise<Response | undefined> {
    return this.entries.get(key)?.clone();
  }
  async put(key: string, response: Response): Promise<void> {
    this.entries.set(key, response);
  }
}

class MemoryCacheStorage {
  readonly stores = new Map<string, MemoryCache>();
  async open(name: string): Promise<MemoryCache> {
    if (!this.stores.has(name)) this.stores.set(name, new MemoryCache());
    return this.stores.get(name)!;
  }
  async keys(): Promise<string[]> {
    return [...this.stores.keys()];
  }
  async delete(name: string): Promise<boolean> {
    return this.stores.delete(name);
  }
  async match(key: string): Promise<Response | undefined> {
    for (const store of this.stores.values()) {
      const found = await store.match(key);
      if (found) return found;
    }
    return undefined;
  }
}

type Files = Record<string, string>;
const sha = (body: string) => createHash('sha256').update(body).digest('base64');
const pathOf = (url: string) => (url === '' ? 'index.html' : url.endsWith('/') ? `${url}index.html` : url);

/** A host serving `files` (paths below the root) at ROOT; `down` makes every fetch fail. */
function host(files: Files) {
  const state = { files, down: false, fetched: [] as string[] };
  const fetch = async (input: string | { url: string }) => {
    const url = typeof input === 'string' ? input : input.url;
    state.fetched.push(url);
    if (state.down) throw new TypeError('Failed to fetch');
    const path = url.startsWith(ROOT) ? pathOf(new URL(url).pathname.slice(new URL(ROOT).pathname.length)) : null;
    const body = path === null ? undefined : state.files[path];
    return body === undefined ? new Response('not found', { status: 404 }) : new Response(body, { status: 200 });
  };
  return { state, fetch };
}

const template = await readFile(new URL('./service-worker.js', import.meta.url), 'utf8');

/** The worker of a build of `files`, loaded as a browser would from ROOT/sw.js. */
function worker(
  files: Files,
  env: { caches: MemoryCacheStorage; fetch: ReturnType<typeof host>['fetch']; windows: string[] },
) {
  const output: OutputFile[] = Object.entries(files).map(([path, body]) => ({
    path,
    hash: sha(body),
    bytes: body.length,
  }));
  const manifest = precacheManifest(output, sha(template));
  const listeners = new Map<string, (event: unknown) => void>();
  const self = {
    location: new URL(`${ROOT}sw.js`),
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: () => Promise.resolve(),
    clients: {
      claimed: false,
      matchAll: async () => env.windows.map((id) => ({ id })),
      claim: async () => {
        self.clients.claimed = true;
      },
    },
  };
  const context = createContext({ self, caches: env.caches, fetch: env.fetch, crypto, btoa, URL, Response });
  runInContext(serviceWorkerSource(template, manifest), context);

  /** Dispatches an event; resolves with what it responded (if anything) once its work is done. */
  async function dispatch(type: string, fields: Record<string, unknown> = {}): Promise<Response | undefined> {
    const work: Promise<unknown>[] = [];
    let response: Promise<Response> | undefined;
    listeners.get(type)?.({
      ...fields,
      waitUntil: (promise: Promise<unknown>) => work.push(promise),
      respondWith: (promise: Promise<Response> | Response) => {
        response = Promise.resolve(promise);
      },
    });
    const answer = response ? await response : undefined;
    await Promise.all(work);
    return answer;
  }
  const request = (path: string, mode = 'no-cors') => ({ request: { url: `${ROOT}${path}`, method: 'GET', mode } });
  return {
    manifest,
    cacheName: `ledgerline-app /ipfs/bafyA/ ${manifest.version}`,
    self,
    install: () => dispatch('install'),
    activate: () => dispatch('activate'),
    navigate: (path: string) => dispatch('fetch', request(path, 'navigate')),
    get: (path: string) => dispatch('fetch', request(path)),
    fetchEvent: (url: string, mode = 'no-cors') => dispatch('fetch', { request: { url, method: 'GET', mode } }),
    message: (data: unknown) => dispatch('message', { data }),
  };
}

const BUILD_A: Files = {
  'index.html': 'landing A',
  'login/index.html': 'login A',
  'platform/index.html': 'dashboard A',
  'platform/vendors/index.html': 'vendors A',
  'pay/index.html': 'pay A',
  '_astro/app.A1.js': 'app A',
  '_astro/vendors.A1.js': 'vendors chunk A',
  '_astro/shared.S1.js': 'shared chunk',
  'favicon.svg': '<svg/>',
};
const BUILD_B: Files = {
  ...BUILD_A,
  'platform/index.html': 'dashboard B',
  'platform/vendors/index.html': 'vendors B',
  '_astro/app.B1.js': 'app B',
  '_astro/vendors.B1.js': 'vendors chunk B',
};
delete BUILD_B['_astro/app.A1.js'];
delete BUILD_B['_astro/vendors.A1.js'];

async function installed(files: Files, windows: string[] = []) {
  const { state, fetch } = host({ ...files });
  const env = { caches: new MemoryCacheStorage(), fetch, windows };
  const sw = worker(files, env);
  await sw.install();
  await sw.activate();
  return { sw, state, env };
}

describe('the service worker', () => {
  it('precaches every file of its build, each checked against its hash, in one cache named by the build', async () => {
    const { sw, env, state } = await installed(BUILD_A);
    expect(await env.caches.keys()).toEqual([sw.cacheName, 'ledgerline-holds /ipfs/bafyA/']);
    const cached = [...(env.caches.stores.get(sw.cacheName)?.entries.keys() ?? [])].sort();
    expect(cached).toEqual(sw.manifest.files.map(([url]) => `${ROOT}${url}`).sort());
    expect(await (await env.caches.stores.get(sw.cacheName)!.match(`${ROOT}platform/vendors/`))!.text()).toBe(
      'vendors A',
    );
    expect(state.fetched).toHaveLength(Object.keys(BUILD_A).length);
    expect(sw.self.clients.claimed).toBe(true);
  });

  it('fails the install, and keeps no cache, when the host serves a file of another build', async () => {
    const { state, fetch } = host({ ...BUILD_A, '_astro/vendors.A1.js': 'swapped halfway' });
    const env = { caches: new MemoryCacheStorage(), fetch, windows: [] };
    const sw = worker(BUILD_A, env);
    await expect(sw.install()).rejects.toThrow('_astro/vendors.A1.js is not the file of this build');
    expect(await env.caches.keys()).toEqual([]);
    state.files['_astro/vendors.A1.js'] = BUILD_A['_astro/vendors.A1.js']!;
    await sw.install(); // the next update check tries again
    expect(await env.caches.keys()).toEqual([sw.cacheName]);
  });

  it('opens the app pages from the cache with the host down; a folder without its slash redirects to it', async () => {
    const { sw, state } = await installed(BUILD_A);
    state.down = true;
    expect(await (await sw.navigate('platform/vendors/'))!.text()).toBe('vendors A');
    expect(await (await sw.navigate('platform/'))!.text()).toBe('dashboard A');
    expect(await (await sw.navigate('login/'))!.text()).toBe('login A');
    expect(await (await sw.navigate('platform/vendors/index.html'))!.text()).toBe('vendors A');
    const redirect = await sw.navigate('platform/vendors?tab=statements');
    expect(redirect?.status).toBe(301);
    expect(redirect?.headers.get('location')).toBe(`${ROOT}platform/vendors/?tab=statements`);
    expect(await (await sw.get('_astro/vendors.A1.js'))!.text()).toBe('vendors chunk A');
  });

  it('sends the landing and pay pages to the network first, the cache only when it fails', async () => {
    const { sw, state } = await installed(BUILD_A);
    state.files['pay/index.html'] = 'pay, newer on the host';
    expect(await (await sw.navigate('pay/'))!.text()).toBe('pay, newer on the host');
    state.down = true;
    expect(await (await sw.navigate('pay/'))!.text()).toBe('pay A');
    expect(await (await sw.navigate(''))!.text()).toBe('landing A');
  });

  it('leaves alone what is not its own: unknown paths, other files, other sites of the gateway, other origins', async () => {
    const { sw } = await installed(BUILD_A);
    expect(await sw.navigate('platform/nope/')).toBeUndefined();
    expect(await sw.get('robots.txt')).toBeUndefined();
    expect(await sw.fetchEvent(`${ORIGIN}/ipfs/bafyOther/platform/`, 'navigate')).toBeUndefined();
    expect(await sw.fetchEvent(`${ORIGIN}/ipfs/bafyDocument`)).toBeUndefined();
    expect(await sw.fetchEvent('https://rpc.example/')).toBeUndefined();
  });

  it('keeps an older build for the tabs that loaded it, serves their chunks from it, and drops it once they are gone', async () => {
    const caches = new MemoryCacheStorage();
    const windows = ['tab-1', 'tab-2'];
    const a = host({ ...BUILD_A });
    const oldWorker = worker(BUILD_A, { caches, fetch: a.fetch, windows });
    await oldWorker.install();
    await oldWorker.activate();

    // Build B replaces A on the host; its worker installs and (Reload in tab 1) takes over.
    const b = host({ ...BUILD_B });
    const newWorker = worker(BUILD_B, { caches, fetch: b.fetch, windows });
    await newWorker.install();
    // A chunk's name carries its hash: one both builds have is copied from A's cache, not fetched
    // again; a file named without a hash (the icon) is fetched.
    expect(b.state.fetched).not.toContain(`${ROOT}_astro/shared.S1.js`);
    expect(b.state.fetched).toContain(`${ROOT}_astro/app.B1.js`);
    expect(b.state.fetched).toContain(`${ROOT}favicon.svg`);
    await newWorker.activate();
    expect(await caches.keys()).toContain(oldWorker.cacheName);

    b.state.down = true;
    // Tab 2 still runs build A: its lazy chunk comes from A's cache; new pages are B's.
    expect(await (await newWorker.get('_astro/vendors.A1.js'))!.text()).toBe('vendors chunk A');
    expect(await (await newWorker.navigate('platform/vendors/'))!.text()).toBe('vendors B');

    windows.splice(0, windows.length, 'tab-1-reloaded', 'tab-2');
    await newWorker.navigate('platform/');
    expect(await caches.keys()).toContain(oldWorker.cacheName);
    // The last tab of build A reloads; the page it became says so once loaded.
    windows.splice(0, windows.length, 'tab-1-reloaded', 'tab-2-reloaded');
    await newWorker.message({ type: 'prune' });
    expect(await caches.keys()).not.toContain(oldWorker.cacheName);
    expect(await caches.keys()).toContain(newWorker.cacheName);
  });

  it('never drops the caches of another site on the same gateway', async () => {
    const { sw, env } = await installed(BUILD_A);
    await env.caches.open('ledgerline-app /ipfs/bafyOther/ 0123456789abcdef');
    await sw.activate();
    await sw.navigate('platform/');
    expect(await env.caches.keys()).toContain('ledgerline-app /ipfs/bafyOther/ 0123456789abcdef');
  });
});
