// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_RETRY_MS, failedModuleUrl, loadUntilLoaded, loadWithOneRetry, retryLoader } from './retry-loader';
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

describe('loadUntilLoaded', () => {
  const page = { default: () => null };
  afterEach(() => {
    vi.useRealTimers();
  });
  /** An import that fails `times` times, then loads; the URLs it was asked for. */
  function flaky(times: number) {
    const imported: string[] = [];
    const importModule = async (url: string) => {
      imported.push(url);
      if (imported.length < times) throw chromium;
      return page;
    };
    return { imported, importModule };
  }

  it('retries the first failure at once and quietly, then says each failure with a doubling wait', async () => {
    vi.useFakeTimers();
    const { imported, importModule } = flaky(3);
    const failures: number[] = [];
    const loaded = loadUntilLoaded(() => Promise.reject(chromium), {
      signal: new AbortController().signal,
      onFailure: (_error, retryInMs) => failures.push(retryInMs),
      origin: 'https://app.example',
      importModule,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(imported).toEqual(['https://app.example/_astro/mail-page.u97Dyci5.js?retry=again']);
    expect(failures).toEqual([FIRST_RETRY_MS]);
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS);
    expect(failures).toEqual([FIRST_RETRY_MS, FIRST_RETRY_MS * 2]);
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS * 2);
    expect(await loaded).toBe(page);
    expect(imported.map((url) => new URL(url).search)).toEqual(['?retry=again', '?retry=1', '?retry=2']);
  });

  it('tries again at once when asked, or when the browser is back online', async () => {
    vi.useFakeTimers();
    const { imported, importModule } = flaky(4);
    const wake = new EventTarget();
    const loaded = loadUntilLoaded(() => Promise.reject(chromium), {
      signal: new AbortController().signal,
      onFailure: () => undefined,
      retryNow: wake,
      origin: 'https://app.example',
      importModule,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(imported).toHaveLength(1);
    wake.dispatchEvent(new Event('retry'));
    await vi.advanceTimersByTimeAsync(0);
    expect(imported).toHaveLength(2);
    globalThis.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(imported).toHaveLength(3);
    wake.dispatchEvent(new Event('retry'));
    expect(await loaded).toBe(page);
  });

  it('stops trying when aborted', async () => {
    vi.useFakeTimers();
    const { imported, importModule } = flaky(Number.POSITIVE_INFINITY);
    const controller = new AbortController();
    const loaded = loadUntilLoaded(() => Promise.reject(chromium), {
      signal: controller.signal,
      onFailure: () => undefined,
      origin: 'https://app.example',
      importModule,
    });
    const settled = expect(loaded).rejects.toThrow('Stopped before it loaded');
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    await settled;
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS * 10);
    expect(imported).toHaveLength(1);
  });
});
