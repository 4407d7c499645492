// Hosting figures of the built dist/ (Node, no browser): the site-absolute URLs left in its HTML
// (an IPFS path gateway cannot serve them), every page checked under a random path-gateway prefix
// (its status and whether each URL it references resolves there, chunks' own imports included), and
// whether the production build carries the sample company. The browser checks are
// tests/e2e/path-gateway.spec.ts and sample-company.spec.ts. Usage: node scripts/bench-hosting.mjs
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { startStaticServer } from './lib/static-server.mjs';

const dist = process.env.BENCH_DIST ?? 'dist';
// Names only the sample company uses (src/lib/sample/sample-cast.ts, its offer's button).
const SAMPLE_MARKS = ['Larkspur Atelier', 'Load a sample company'];
const ATTRIBUTE = /\s(?:href|src|component-url|renderer-url|before-hydration-url)="([^"]+)"/g;
// What a chunk loads (its imports, preloaded dependencies, workers, WASM), relative to itself as Vite writes them.
// A quoted path followed by a colon is an object key (a WASM module's import names), not a URL.
const IMPORT = /["'](\.{1,2}\/[\w./-]+\.(?:js|css|wasm))["'](?!\s*:)/g;

const files = (await readdir(dist, { recursive: true, withFileTypes: true }))
  .filter((e) => e.isFile())
  .map((e) => join(e.parentPath, e.name));
const html = files.filter((f) => f.endsWith('.html') && !f.endsWith(`${dist}/404.html`));
let absolute = 0;
for (const file of html)
  for (const [, url] of (await readFile(file, 'utf8')).matchAll(ATTRIBUTE))
    if (url.startsWith('/') && !url.startsWith('//')) absolute += 1;
const cells = (values) => values.map((v, i) => String(v).padEnd([50, 8, 18, 8][i] ?? 8)).join('');
console.log(cells(['site-absolute URLs in the HTML', absolute, `${html.length} pages`, absolute ? 'FAIL' : 'PASS']));

const prefix = `/ipfs/bafy${randomBytes(12).toString('hex')}/`;
const server = await startStaticServer({ root: dist, base: prefix, folderRedirects: true });
try {
  /** Follows one URL and the chunks it imports; returns the URLs that did not answer 200. */
  const seen = new Map();
  const check = async (url) => {
    if (seen.has(url)) return seen.get(url);
    const pending = (async () => {
      const response = await fetch(url);
      if (!response.ok) return [`${response.status} ${url}`];
      if (!url.endsWith('.js')) return [];
      const imports = [...(await response.text()).matchAll(IMPORT)].map(([, path]) => new URL(path, url).href);
      return (await Promise.all(imports.map(check))).flat();
    })();
    seen.set(url, pending);
    return pending;
  };
  console.log(
    `Under a random path-gateway prefix (${prefix.slice(0, 14)}…/), as the browser resolves each page's URLs:`,
  );
  console.log(cells(['page', 'status', 'URLs resolved', 'result']));
  const pages = [
    ['', 200],
    ['login/', 200],
    ['platform/vendors/?tab=statements', 200],
    ['pay/#i=', 200],
    ['platform/x/y', 404],
  ];
  for (const [path, expected] of pages) {
    const url = new URL(path, server.url).href;
    const response = await fetch(url);
    const text = await response.text();
    // 404.html is served at any depth and finds the root itself (src/pages/404.astro): status only.
    const refs = [...(expected === 404 ? '' : text).matchAll(ATTRIBUTE)]
      .map(([, ref]) => ref)
      .filter((ref) => !/^(?:[a-z][a-z0-9+.-]*:|#|\/\/)/i.test(ref))
      .map((ref) => new URL(ref.replaceAll('&amp;', '&'), response.url).href.split('#')[0]);
    const failed = (await Promise.all([...new Set(refs)].map(check))).flat();
    const ok = response.status === expected && failed.length === 0;
    const resolved = expected === 404 ? '(finds its root)' : `${refs.length - failed.length} of ${refs.length}`;
    console.log(cells([`/${path}`, response.status, resolved, ok ? 'PASS' : 'FAIL']));
    for (const line of failed.slice(0, 3)) console.log(`  not found: ${line}`);
    if (failed.length > 3) console.log(`  … and ${failed.length - 3} more`);
  }
  console.log(`  (${seen.size} files fetched there, each chunk's own imports, workers and styles followed)`);
} finally {
  await server.close();
}

const scripts = files.filter((f) => f.endsWith('.js'));
const carrying = [];
for (const file of scripts) {
  const text = await readFile(file, 'utf8');
  if (SAMPLE_MARKS.some((mark) => text.includes(mark))) carrying.push(relative(dist, file));
}
console.log(
  cells([
    'production scripts carrying the sample company',
    carrying.length,
    `${scripts.length} scripts`,
    carrying.length ? 'FAIL' : 'PASS',
  ]),
);
for (const file of carrying) console.log(`  ${file}`);
