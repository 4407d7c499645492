import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isPrecached, precacheManifest, precacheUrl } from './precache-manifest.mjs';
import { outputFiles, serviceWorkerSource, writeServiceWorker } from './integration.mjs';

const file = (path: string, hash = `h-${path}`, bytes = 10) => ({ path, hash, bytes });

const BUILD = [
  file('index.html'),
  file('404.html'),
  file('login/index.html'),
  file('platform/index.html'),
  file('platform/vendors/index.html'),
  file('pay/index.html'),
  file('_astro/app.abc.js', 'h-app', 100),
  file('_astro/automerge.def.wasm', 'h-wasm', 1000),
  file('_astro/insights.worker-x1.js'),
  file('favicon.svg'),
  file('manifest.webmanifest'),
  file('icon-192.png'),
  file('sw.js'),
  file('_headers'),
  file('_redirects'),
  file('robots.txt'),
  file('_astro/app.abc.js.map'),
];

describe('precacheUrl', () => {
  it('serves a folder index at its folder and every other file at its path', () => {
    expect(precacheUrl('index.html')).toBe('');
    expect(precacheUrl('platform/vendors/index.html')).toBe('platform/vendors/');
    expect(precacheUrl('_astro/app.abc.js')).toBe('_astro/app.abc.js');
    expect(precacheUrl('404.html')).toBe('404.html');
  });
});

describe('precacheManifest', () => {
  it('keeps every page, chunk, worker, wasm, icon and the manifest, and leaves out what the browser never fetches', () => {
    const manifest = precacheManifest(BUILD, 'worker');
    expect(manifest.files.map(([url]) => url)).toEqual([
      '',
      '404.html',
      '_astro/app.abc.js',
      '_astro/automerge.def.wasm',
      '_astro/insights.worker-x1.js',
      'favicon.svg',
      'icon-192.png',
      'login/',
      'manifest.webmanifest',
      'pay/',
      'platform/',
      'platform/vendors/',
    ]);
    expect(Object.fromEntries(manifest.files)['_astro/app.abc.js']).toBe('h-app');
    expect(manifest.bytes).toBe(10 * 10 + 100 + 1000);
    for (const path of ['sw.js', '_headers', '_redirects', 'robots.txt', 'x.js.map', '.DS_Store', 'a/.hidden']) {
      expect(isPrecached(path), path).toBe(false);
    }
  });

  it('opens the app pages (/login, /platform/*) from the cache first; the landing and pay pages go to the network first', () => {
    const manifest = precacheManifest(BUILD, 'worker');
    expect(manifest.pages).toEqual(['', 'login/', 'pay/', 'platform/', 'platform/vendors/']);
    expect(manifest.appPages).toEqual(['login/', 'platform/', 'platform/vendors/']);
  });

  it('versions the build by every URL and body and by the worker, not by the listing order', () => {
    const version = precacheManifest(BUILD, 'worker').version;
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    expect(precacheManifest([...BUILD].reverse(), 'worker').version).toBe(version);
    const changed = BUILD.map((f) => (f.path === '_astro/app.abc.js' ? { ...f, hash: 'h-app-2' } : f));
    expect(precacheManifest(changed, 'worker').version).not.toBe(version);
    expect(precacheManifest([...BUILD, file('_astro/new.js')], 'worker').version).not.toBe(version);
    expect(precacheManifest(BUILD, 'worker-2').version).not.toBe(version);
    // A file the worker leaves out changes nothing.
    expect(precacheManifest([...BUILD, file('_astro/other.js.map')], 'worker').version).toBe(version);
  });

  it('refuses two files served at one URL', () => {
    expect(() => precacheManifest([file('a/index.html'), file('a/')], 'worker')).toThrow(
      'two files are served at "a/"',
    );
  });
});

describe('writeServiceWorker', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('hashes every file of the output and writes sw.js with the manifest in it, itself left out', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sw-'));
    await mkdir(join(dir, 'platform', 'company'), { recursive: true });
    await mkdir(join(dir, '_astro'));
    await writeFile(join(dir, 'index.html'), '<html>landing</html>');
    await writeFile(join(dir, 'platform', 'company', 'index.html'), '<html>company</html>');
    await writeFile(join(dir, '_astro', 'app.js'), 'export {}');
    await writeFile(join(dir, 'sw.js'), "// an older build's worker");

    const first = await writeServiceWorker(dir);
    expect(first.files.map(([url]) => url)).toEqual(['', '_astro/app.js', 'platform/company/']);
    // SHA-256 of 'export {}', base64: what the worker checks each fetched body against.
    expect(Object.fromEntries(first.files)['_astro/app.js']).toBe('9MXPm7eOhfFdwnGAJgY3zySyokvDngeIeDo6zMTd5hQ=');
    const source = await readFile(join(dir, 'sw.js'), 'utf8');
    expect(source).toContain(`const MANIFEST = ${JSON.stringify(first)};`);
    expect(source).toContain("self.addEventListener('fetch'");

    // Writing again over its own sw.js gives the same build; a changed file gives a new version.
    expect((await writeServiceWorker(dir)).version).toBe(first.version);
    await writeFile(join(dir, '_astro', 'app.js'), 'export const x = 1;');
    expect((await writeServiceWorker(dir)).version).not.toBe(first.version);
    expect((await outputFiles(dir)).map((f) => f.path).sort()).toEqual([
      '_astro/app.js',
      'index.html',
      'platform/company/index.html',
      'sw.js',
    ]);
  });

  it('refuses a worker source without its marker, or with two', () => {
    const manifest = precacheManifest(BUILD, 'worker');
    expect(() => serviceWorkerSource('const MANIFEST = {};', manifest)).toThrow('must hold');
    expect(() => serviceWorkerSource('__PRECACHE_MANIFEST__ __PRECACHE_MANIFEST__', manifest)).toThrow('must hold');
  });
});
