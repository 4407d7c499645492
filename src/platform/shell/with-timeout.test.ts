import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_CHUNK_TIMEOUT_MS } from '@/config/product';
import { ChunkLoadError, withTimeout } from './with-timeout';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('withTimeout', () => {
  it('rejects with a ChunkLoadError after exactly 120000 ms', async () => {
    expect(PAGE_CHUNK_TIMEOUT_MS).toBe(120_000);
    const outcome = vi.fn();
    withTimeout(() => new Promise<never>(() => undefined), PAGE_CHUNK_TIMEOUT_MS).catch(outcome);
    await vi.advanceTimersByTimeAsync(PAGE_CHUNK_TIMEOUT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledOnce();
    const [error] = outcome.mock.calls[0] as [Error];
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error.name).toBe('ChunkLoadError');
  });

  it('resolves with the loader when it wins, and leaves no timer behind', async () => {
    const module = { default: 'page' };
    const loaded = withTimeout(
      () => new Promise((done) => setTimeout(() => done(module), 119_999)),
      PAGE_CHUNK_TIMEOUT_MS,
    );
    await vi.advanceTimersByTimeAsync(119_999);
    await expect(loaded).resolves.toBe(module);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('turns a failed load into a ChunkLoadError that keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const failed = withTimeout(() => Promise.reject(cause), PAGE_CHUNK_TIMEOUT_MS);
    await expect(failed).rejects.toMatchObject({ name: 'ChunkLoadError', cause });
    expect(vi.getTimerCount()).toBe(0);
  });
});
