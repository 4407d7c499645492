import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { relativeUrl, relativizeHtml, relativizeSite } from './relative-urls.mjs';

const folders = new Set(['login', 'platform', 'platform/vendors', 'pay']);
const isDirectory = (path: string) => folders.has(path);

describe('relativeUrl', () => {
  it('climbs one folder per level of the page and adds the slash a folder needs', () => {
    expect(relativeUrl('/_astro/app.js', { depth: 0, isDirectory })).toBe('./_astro/app.js');
    expect(relativeUrl('/_astro/app.js', { depth: 2, isDirectory })).toBe('../../_astro/app.js');
    expect(relativeUrl('/login', { depth: 0, isDirectory })).toBe('./login/');
    expect(relativeUrl('/platform/vendors', { depth: 1, isDirectory })).toBe('../platform/vendors/');
    expect(relativeUrl('/favicon.svg', { depth: 1, isDirectory })).toBe('../favicon.svg');
  });
  it('keeps the query and the fragment, and maps the root to its folder', () => {
    expect(relativeUrl('/platform/vendors?tab=bills#x', { depth: 0, isDirectory })).toBe(
      './platform/vendors/?tab=bills#x',
    );
    expect(relativeUrl('/', { depth: 0, isDirectory })).toBe('./');
    expect(relativeUrl('/', { depth: 2, isDirectory })).toBe('../../');
    expect(relativeUrl('/#pricing', { depth: 1, isDirectory })).toBe('../#pricing');
    expect(relativeUrl('/pay/#i=abc', { depth: 0, isDirectory })).toBe('./pay/#i=abc');
  });
});

describe('relativizeHtml', () => {
  const page = [
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<astro-island component-url="/_astro/app.B1.js" renderer-url="/_astro/client.C2.js" props="{}"></astro-island>',
    '<a href="/login">Log In</a><a href="#main">Skip</a><a href="https://example.com/x">Out</a>',
    '<a href="//cdn.example/x">Protocol-relative</a><script>import("/_astro/not-an-attribute.js")</script>',
  ].join('');

  it('rewrites every site-absolute URL attribute and nothing else', () => {
    const out = relativizeHtml(page, { depth: 2, isDirectory });
    expect(out).toContain('href="../../favicon.svg"');
    expect(out).toContain('component-url="../../_astro/app.B1.js" renderer-url="../../_astro/client.C2.js"');
    expect(out).toContain('<a href="../../login/">');
    expect(out).toContain('href="#main"');
    expect(out).toContain('href="https://example.com/x"');
    expect(out).toContain('href="//cdn.example/x"');
  });
  it('leaves inline scripts byte for byte (their CSP hashes must still match)', () => {
    expect(relativizeHtml(page, { depth: 1, isDirectory })).toContain(
      '<script>import("/_astro/not-an-attribute.js")</script>',
    );
  });
  it('is a no-op on its own output', () => {
    const once = relativizeHtml(page, { depth: 1, isDirectory });
    expect(relativizeHtml(once, { depth: 1, isDirectory })).toBe(once);
  });
});

describe('relativizeSite', () => {
  let root = '';
  afterEach(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  async function site(files: Record<string, string>): Promise<string> {
    root = await mkdtemp(join(tmpdir(), 'relative-urls-'));
    for (const [path, text] of Object.entries(files)) {
      await mkdir(join(root, path, '..'), { recursive: true });
      await writeFile(join(root, path), text);
    }
    return root;
  }

  it('rewrites each page by its own depth and leaves 404.html, served at any depth, alone', async () => {
    const dir = await site({
      'index.html': '<a href="/login">x</a><script type="module" src="/_astro/a.js"></script>',
      'login/index.html': '<a href="/">home</a><astro-island component-url="/_astro/app.js"></astro-island>',
      'platform/vendors/index.html': '<link rel="icon" href="/favicon.svg">',
      '404.html': '<a id="home-link" href="/">home</a>',
    });
    expect(await relativizeSite(dir)).toBe(3);
    expect(await readFile(join(dir, 'index.html'), 'utf8')).toBe(
      '<a href="./login/">x</a><script type="module" src="./_astro/a.js"></script>',
    );
    expect(await readFile(join(dir, 'login/index.html'), 'utf8')).toBe(
      '<a href="../">home</a><astro-island component-url="../_astro/app.js"></astro-island>',
    );
    expect(await readFile(join(dir, 'platform/vendors/index.html'), 'utf8')).toBe(
      '<link rel="icon" href="../../favicon.svg">',
    );
    expect(await readFile(join(dir, '404.html'), 'utf8')).toBe('<a id="home-link" href="/">home</a>');
  });

  it('fails the build when an absolute asset URL survives', async () => {
    const dir = await site({ 'index.html': '<a data-x=\'/_astro/y.js\' title="/_astro/z.js">x</a>' });
    await expect(relativizeSite(dir)).rejects.toThrow(/absolute asset URL/);
  });
});
