// What JavaScript a visitor downloads for a built page: the page's module scripts, the islands'
// component and renderer modules, and everything they import statically. Dynamic imports are
// reported separately (lazy page chunks).
import { readFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'`]([^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /import\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g;

/** Markers of code that must never reach the landing page (strings survive minification). */
export const FORBIDDEN_MARKERS = {
  ethers: /version=6\.\d+\.\d+|ethers\.plugins\.network/,
  'react-router': /may be used only in the context of a <Router> component/,
  dexie: /Dexie/,
};

/** ethers' provider stack (BrowserProvider and friends), as opposed to its small utilities. */
export const ETHERS_PROVIDER_MARKER = /ethers\.plugins\.network/;

/**
 * URLs (site-absolute, without base) of the JS a page's HTML asks for. The HTML's URLs are relative
 * to the page (docs/architecture.md#hosting) and every asset sits in the root's _astro/, so a
 * leading run of './' and '../' is the way up to the root.
 * @param {string} html
 * @param {string} base site base, e.g. '/' or '/ledgerline/'
 */
export function entryScripts(html, base = '/') {
  const urls = new Set();
  const strip = (url) =>
    /^\.\.?\//.test(url) ? url.replace(/^(\.\.?\/)+/, '/') : url.startsWith(base) ? `/${url.slice(base.length)}` : url;
  for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) urls.add(strip(m[1]));
  for (const m of html.matchAll(/\s(?:component-url|renderer-url)="([^"]+)"/g)) urls.add(strip(m[1]));
  for (const m of html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)) {
    for (const i of m[1].matchAll(STATIC_IMPORT)) urls.add(strip(i[1]));
  }
  return [...urls].filter((url) => url.endsWith('.js'));
}

/**
 * Walks the static import graph from the entries.
 * @param {string} distDir
 * @param {string[]} entries site-absolute URLs
 * @returns {Promise<{ files: Map<string, { gzip: number, raw: number, text: string }>, dynamic: Set<string> }>}
 */
export async function staticGraph(distDir, entries) {
  const files = new Map();
  const dynamic = new Set();
  const queue = [...entries];
  while (queue.length) {
    const url = queue.shift();
    if (files.has(url)) continue;
    const text = await readFile(join(distDir, url), 'utf8');
    files.set(url, { raw: Buffer.byteLength(text), gzip: gzipSync(text, { level: 9 }).length, text });
    const dir = posix.dirname(url);
    for (const m of text.matchAll(STATIC_IMPORT)) queue.push(resolveUrl(dir, m[1]));
    for (const m of text.matchAll(DYNAMIC_IMPORT)) dynamic.add(resolveUrl(dir, m[1]));
  }
  for (const url of files.keys()) dynamic.delete(url);
  return { files, dynamic };
}

function resolveUrl(dir, spec) {
  return spec.startsWith('/') ? spec : posix.normalize(posix.join(dir, spec));
}

/** Sum of gzip bytes over a graph's files. */
export function gzipTotal(files) {
  let total = 0;
  for (const file of files.values()) total += file.gzip;
  return total;
}

/** Which forbidden markers occur in a graph's files. */
export function markersIn(files) {
  const found = [];
  for (const [name, marker] of Object.entries(FORBIDDEN_MARKERS)) {
    for (const [url, file] of files) if (marker.test(file.text)) found.push(`${name} in ${url}`);
  }
  return found;
}

/**
 * The platform shell's lazy chunks and what each adds to what a session has already loaded and
 * cached: the shell, the contract handle (every session opens it) and the sync engine (started with
 * every session; it carries the shared data layer: Dexie, zod, the decoders). Each file counts once.
 * @param {string} distDir
 */
export async function sessionChunks(distDir) {
  const shell = await staticGraph(distDir, entryScripts(await readFile(join(distDir, 'platform/index.html'), 'utf8')));
  const lazy = [];
  for (const chunk of [...shell.dynamic].sort()) {
    const graph = await staticGraph(distDir, [chunk]);
    for (const url of shell.files.keys()) graph.files.delete(url);
    lazy.push({ chunk, graph: graph.files, bytes: gzipTotal(graph.files) });
  }
  const session = lazy.filter((entry) => /\/contract-handle\.[\w-]+\.js$/.test(entry.chunk));
  const sync = lazy.filter((entry) => /\/start-for-session\.[\w-]+\.js$/.test(entry.chunk));
  const loaded = new Set(shell.files.keys());
  for (const entry of [...session, ...sync]) for (const url of entry.graph.keys()) loaded.add(url);
  const chunks = lazy.map((entry) => ({
    ...entry,
    page: /-page\.[\w-]+\.js$/.test(entry.chunk),
    adds: gzipTotal(new Map([...entry.graph].filter(([url]) => !loaded.has(url)))),
  }));
  return { shell, session, sync, chunks };
}
