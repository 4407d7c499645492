import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from './static-server.mjs';

// The local server caches as public/_headers tells a host to: a chunk's name carries its content's
// hash, so the browser keeps it; pages, the worker and the manifest are asked again every time.
describe('startStaticServer caching', () => {
  let server: Awaited<ReturnType<typeof startStaticServer>>;
  beforeAll(async () => {
    const root = await mkdtemp(join(tmpdir(), 'ledgerline-static-'));
    await mkdir(join(root, '_astro'));
    await writeFile(join(root, 'index.html'), '<!doctype html><title>x</title>');
    await writeFile(join(root, '404.html'), '<!doctype html><title>404</title>');
    await writeFile(join(root, 'sw.js'), '// worker');
    await writeFile(join(root, '_astro', 'app.AbCd1234.js'), 'export {};');
    server = await startStaticServer({ root, base: '/ipfs/x/' });
  });
  afterAll(() => server.close());

  const cacheOf = async (path: string) => {
    const response = await fetch(new URL(path, server.url));
    await response.arrayBuffer();
    return [response.status, response.headers.get('cache-control')];
  };

  it('keeps a hashed chunk for a year, unchanged', async () => {
    expect(await cacheOf('_astro/app.AbCd1234.js')).toEqual([200, 'public, max-age=31536000, immutable']);
  });

  it('asks again for pages, the worker and what is not found', async () => {
    expect(await cacheOf('./')).toEqual([200, 'no-cache']);
    expect(await cacheOf('sw.js')).toEqual([200, 'no-cache']);
    expect(await cacheOf('_astro/missing.js')).toEqual([404, 'no-cache']);
  });

  it('agrees with the headers the build gives hosts', async () => {
    const headers = await readFile(new URL('../../public/_headers', import.meta.url), 'utf8');
    expect(headers).toMatch(/^\/_astro\/\*\n\s+Cache-Control: public, max-age=31536000, immutable$/m);
  });
});
