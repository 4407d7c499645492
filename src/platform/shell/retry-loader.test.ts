import { describe, expect, it } from 'vitest';
import { failedModuleUrl, loadWithOneRetry, retryLoader } from './retry-loader';
import { ChunkLoadError } from './with-timeout';

const chromium = new TypeError(
  'Failed to fetch dynamically imported module: https://app.example/_astro/mail-page.u97Dyci5.js',
);

describe('failedModuleUrl', () => {
  it('finds the module URL in the error or its cause', () => {
    expect(failedModuleUrl(chromium)).toBe('https://app.example/_astro/mail-page.u97Dyci5.js');
    expect(failedModuleUrl(new ChunkLoadError('The page could not be loaded.', { cause: chromium }))).toBe(
      'https://app.example/_astro/mail-page.u97Dyci5.js',
    );
    expect(
      failedModuleUrl(new TypeError('error loading dynamically imported module: http://127.0.0.1:4400/_astro/a.js')),
    ).toBe('http://127.0.0.1:4400/_astro/a.js');
  });
  it('is null when no URL is given (Safari, timeouts)', () => {
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeNull();
    expect(failedModuleUrl(new ChunkLoadError('The page did not load within 120 seconds.'))).toBeNull();
    expect(failedModuleUrl('nope')).toBeNull();
  });
});

describe('retryLoader', () => {
  const load = async () => ({ default: () => null });
  it('keeps the original loader without a same-origin URL', () => {
    expect(retryLoader(load, new ChunkLoadError('timeout'), 1, 'https://app.example')).toBe(load);
    expect(retryLoader(load, chromium, 1, 'https://other.example')).toBe(load);
  });
  it('imports the failed chunk under a fresh URL otherwise', () => {
    expect(retryLoader(load, chromium, 2, 'https://app.example')).not.toBe(load);
  });
});

describe('loadWithOneRetry', () => {
  const page = { default: () => null };
  it('imports a chunk whose fetch failed once more under a fresh URL, and loads it', async () => {
    const imported: string[] = [];
    const loaded = await loadWithOneRetry(
      () => Promise.reject(chromium),
      'https://app.example',
      async (url) => {
        imported.push(url);
        return page;
      },
    );
    expect(loaded).toBe(page);
    expect(imported).toEqual(['https://app.example/_astro/mail-page.u97Dyci5.js?retry=again']);
  });
  it('tries once only: a second failure is the error the page shows', async () => {
    const second = new TypeError('Failed to fetch dynamically imported module: https://app.example/_astro/x.js');
    await expect(
      loadWithOneRetry(
        () => Promise.reject(chromium),
        'https://app.example',
        () => Promise.reject(second),
      ),
    ).rejects.toBe(second);
  });
  it('does not retry what is not a failed fetch of our own chunk (a timeout, another origin)', async () => {
    let imports = 0;
    const count = async () => {
      imports += 1;
      return page;
    };
    const timeout = new ChunkLoadError('The page did not load within 120 seconds.');
    await expect(loadWithOneRetry(() => Promise.reject(timeout), 'https://app.example', count)).rejects.toBe(timeout);
    await expect(loadWithOneRetry(() => Promise.reject(chromium), 'https://other.example', count)).rejects.toBe(
      chromium,
    );
    expect(imports).toBe(0);
    expect(await loadWithOneRetry(async () => page, 'https://app.example', count)).toBe(page);
  });
});
