// Ledgerline's service worker (docs/offline.md). The build writes it to <root>/sw.js with the
// precache manifest of that build in place of the marker below (scripts/lib/offline/integration.mjs).
//
// - One cache per build, named by the manifest's version, filled on install with every file of
//   the build, each body checked against its SHA-256: a host replaced halfway through the install
//   fails it (it is tried again on the next update check), so a cache never mixes two builds.
// - The app's pages (/login, /platform/*) open from that cache, online or not; the landing page,
//   the pay page and anything else go to the network first, the cache only when it fails.
// - A new build's worker waits: the page asks before it takes over (the update prompt).
// - An older build's cache stays while a tab that loaded that build is open (its lazy chunks are
//   read from it), and goes once none is.
// - The worker knows nothing outside its own folder: on a path gateway (/ipfs/<cid>/) other sites
//   share the origin, their caches and their requests are left alone.

const MANIFEST = __PRECACHE_MANIFEST__;

const ROOT = new URL('./', self.location.href).href;
const ROOT_PATH = new URL(ROOT).pathname;
const CACHE_PREFIX = `ledgerline-app ${ROOT_PATH} `;
const CACHE = `${CACHE_PREFIX}${MANIFEST.version}`;
// Which tabs still hold each older build's cache (a JSON body in a cache of its own).
const HOLDS_CACHE = `ledgerline-holds ${ROOT_PATH}`;
const HOLDS_KEY = `${ROOT}__ledgerline-holds`;
const FILES = new Map(MANIFEST.files);
const PAGES = new Set(MANIFEST.pages);
const APP_PAGES = new Set(MANIFEST.appPages);
const CONCURRENT_FETCHES = 6;

/**
 * What a navigation to `href` gets: a precached page (`app` when it opens from the cache first),
 * a redirect to its folder's trailing-slash form, or null (not ours: the network as usual).
 */
function navigationFor(href) {
  const url = new URL(href);
  if (url.origin !== self.location.origin || !url.pathname.startsWith(ROOT_PATH)) return null;
  let path = url.pathname.slice(ROOT_PATH.length);
  if (path === 'index.html' || path.endsWith('/index.html')) path = path.slice(0, -'index.html'.length);
  if (PAGES.has(path)) return { kind: 'page', key: ROOT + path, app: APP_PAGES.has(path) };
  // The page's URLs are relative to its folder: served at /login, ../_astro/ would climb too far.
  if (PAGES.has(`${path}/`)) return { kind: 'redirect', to: `${ROOT}${path}/${url.search}` };
  return null;
}

/**
 * The cache key of a subresource the worker answers, or null: precached files, and any chunk of
 * the build folder (an older tab's chunk lives in its own build's cache).
 */
function assetKeyFor(href) {
  const url = new URL(href);
  if (url.origin !== self.location.origin || !url.pathname.startsWith(ROOT_PATH)) return null;
  const path = url.pathname.slice(ROOT_PATH.length);
  return FILES.has(path) || path.startsWith('_astro/') ? ROOT + path : null;
}

async function sha256(buffer) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', buffer));
  let text = '';
  for (const byte of digest) text += String.fromCharCode(byte);
  return btoa(text);
}

/** Another build's cached copy of an immutable chunk (its name carries its hash), if any. */
async function reusable(path, key) {
  if (!path.startsWith('_astro/')) return undefined;
  for (const name of await caches.keys()) {
    if (name === CACHE || !name.startsWith(CACHE_PREFIX)) continue;
    const found = await (await caches.open(name)).match(key);
    if (found) return found;
  }
  return undefined;
}

async function precacheOne(cache, path, hash) {
  const key = ROOT + path;
  if (await cache.match(key)) return; // an install resumed after the worker was stopped
  const response = (await reusable(path, key)) ?? (await fetch(key, { cache: 'no-cache' }));
  if (!response.ok || response.redirected) throw new Error(`precache: ${path} answered ${response.status}`);
  if ((await sha256(await response.clone().arrayBuffer())) !== hash) {
    throw new Error(`precache: ${path} is not the file of this build (the host is being updated?)`);
  }
  await cache.put(key, response);
}

async function precache() {
  const cache = await caches.open(CACHE);
  const queue = [...FILES];
  const fetchers = Array.from({ length: CONCURRENT_FETCHES }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await precacheOne(cache, next[0], next[1]);
  });
  try {
    await Promise.all(fetchers);
  } catch (error) {
    queue.length = 0;
    await Promise.allSettled(fetchers);
    await caches.delete(CACHE);
    throw error;
  }
}

async function readHolds() {
  const response = await (await caches.open(HOLDS_CACHE)).match(HOLDS_KEY);
  return response ? response.json() : {};
}

async function writeHolds(holds) {
  const body = JSON.stringify(holds);
  await (
    await caches.open(HOLDS_CACHE)
  ).put(HOLDS_KEY, new Response(body, { headers: { 'content-type': 'application/json' } }));
}

async function olderCaches() {
  return (await caches.keys()).filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE);
}

async function windowIds() {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return windows.map((client) => client.id);
}

/** Drops each older build's cache that no open tab holds any more. */
async function prune() {
  const holds = await readHolds();
  const open = new Set(await windowIds());
  for (const name of await olderCaches()) {
    if ((holds[name] ?? []).some((id) => open.has(id))) continue;
    await caches.delete(name);
    delete holds[name];
  }
  await writeHolds(holds);
}

async function activate() {
  // Every tab open now loaded an older build (this worker has served none yet): they hold its cache.
  const older = await olderCaches();
  if (older.length > 0) {
    const ids = await windowIds();
    const holds = await readHolds();
    for (const name of older) holds[name] = [...new Set([...(holds[name] ?? []), ...ids])];
    await writeHolds(holds);
  }
  await self.clients.claim();
  await prune();
}

async function fromCache(key) {
  return (await (await caches.open(CACHE)).match(key)) ?? (await caches.match(key));
}

async function openPage(request, page) {
  if (page.app) return (await fromCache(page.key)) ?? fetch(request);
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await fromCache(page.key);
    if (cached) return cached;
    throw error;
  }
}

async function openAsset(request, key) {
  return (await fromCache(key)) ?? fetch(request);
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(activate());
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'skip-waiting') self.skipWaiting();
  // A page that has just loaded: the tab it replaced (a reload) may have held an older build.
  else if (event.data?.type === 'prune') event.waitUntil(prune());
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  if (request.mode === 'navigate') {
    const target = navigationFor(request.url);
    if (!target) return;
    if (target.kind === 'redirect') event.respondWith(Response.redirect(target.to, 301));
    else event.respondWith(openPage(request, target));
    // A navigation is a moment a tab may have gone: drop the caches no tab holds.
    event.waitUntil(prune());
    return;
  }
  const key = assetKeyFor(request.url);
  if (key) event.respondWith(openAsset(request, key));
});
