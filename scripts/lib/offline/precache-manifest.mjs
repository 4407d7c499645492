// The service worker's precache manifest, built from the files of a build (docs/offline.md):
// every page, chunk, worker, style, font and icon the build wrote, found by listing the output
// rather than by a hand-kept list. Pure: the integration lists and hashes the files.
import { createHash } from 'node:crypto';

/** Files a host reads or a browser never fetches as part of the app: not precached. */
const NOT_PRECACHED = [/^sw\.js$/, /^_headers$/, /^_redirects$/, /^robots\.txt$/, /\.map$/, /(^|\/)\./];

/** The pages whose navigations are served from the precache first (the app); others go to the network first. */
export const APP_PAGE_PREFIXES = Object.freeze(['login/', 'platform/']);

/**
 * @typedef {{ path: string, hash: string, bytes: number }} OutputFile
 *   a file of the build: its path below the output folder ('/'-separated), its SHA-256 (base64)
 *   and its size
 * @typedef {{
 *   version: string,
 *   files: Array<[url: string, hash: string]>,
 *   pages: string[],
 *   appPages: string[],
 *   bytes: number,
 * }} PrecacheManifest
 *   `files`: each precached URL relative to the site root ('platform/vendors/' for a folder's
 *   index.html, '' for the root's) with the SHA-256 its body must have; `pages`: the URLs a
 *   navigation may open; `appPages`: those served from the precache first; `bytes`: their total
 */

/**
 * The URL a file is fetched at, relative to the site root: a folder's index.html is its folder.
 * @param {string} path
 * @returns {string}
 */
export function precacheUrl(path) {
  if (path === 'index.html') return '';
  return path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path;
}

/**
 * Whether a file of the output is precached.
 * @param {string} path
 * @returns {boolean}
 */
export function isPrecached(path) {
  return !NOT_PRECACHED.some((pattern) => pattern.test(path));
}

/**
 * The manifest of one build. Its version is a hash of every precached URL and body and of the
 * worker's own source (`workerHash`), so a build that changes any of them gets a cache of its own.
 * @param {readonly OutputFile[]} output every file of the build
 * @param {string} workerHash the hash of the worker's source, before the manifest goes in
 * @returns {PrecacheManifest}
 */
export function precacheManifest(output, workerHash) {
  const kept = output
    .filter((file) => isPrecached(file.path))
    .map((file) => ({ ...file, url: precacheUrl(file.path) }))
    .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  for (let i = 1; i < kept.length; i += 1) {
    if (kept[i]?.url === kept[i - 1]?.url) throw new Error(`two files are served at "${kept[i]?.url}"`);
  }
  /** @type {Array<[string, string]>} */
  const files = kept.map((file) => [file.url, file.hash]);
  const pages = kept
    .filter((file) => file.path === 'index.html' || file.path.endsWith('/index.html'))
    .map((f) => f.url);
  const version = createHash('sha256')
    .update(JSON.stringify([workerHash, files]))
    .digest('hex')
    .slice(0, 16);
  return {
    version,
    files,
    pages,
    appPages: pages.filter((url) => APP_PAGE_PREFIXES.some((prefix) => url.startsWith(prefix))),
    bytes: kept.reduce((sum, file) => sum + file.bytes, 0),
  };
}
