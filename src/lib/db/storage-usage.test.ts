import { describe, expect, it, vi } from 'vitest';
import { formatBytes, readStorageUsage, requestPersistenceOnce } from './storage-usage';

function fakeStorage(persisted: boolean) {
  return {
    persisted: vi.fn(async () => persisted),
    persist: vi.fn(async () => true),
    estimate: vi.fn(async () => ({ usage: 2048, quota: 10 * 1024 ** 3 })),
  } as unknown as StorageManager & { persist: ReturnType<typeof vi.fn> };
}

function memoryFlags() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

describe('requestPersistenceOnce', () => {
  it('asks only once per profile', async () => {
    const storage = fakeStorage(false);
    const flags = memoryFlags();
    expect(await requestPersistenceOnce(storage, flags)).toBe(true);
    expect(await requestPersistenceOnce(storage, flags)).toBe(false);
    expect(storage.persist).toHaveBeenCalledTimes(1);
  });
  it('does not ask when already persistent, and copes without the API', async () => {
    const storage = fakeStorage(true);
    expect(await requestPersistenceOnce(storage, memoryFlags())).toBe(true);
    expect(storage.persist).not.toHaveBeenCalled();
    expect(await requestPersistenceOnce(undefined, memoryFlags())).toBeNull();
  });
});

describe('readStorageUsage', () => {
  it('reads usage, quota and persistence', async () => {
    expect(await readStorageUsage(fakeStorage(true))).toEqual({
      usageBytes: 2048,
      quotaBytes: 10 * 1024 ** 3,
      persisted: true,
    });
    expect(await readStorageUsage(undefined)).toEqual({ usageBytes: null, quotaBytes: null, persisted: null });
  });
});

describe('formatBytes', () => {
  it('uses the largest fitting unit through Intl', () => {
    expect(formatBytes(0, 'en')).toBe('0 byte');
    expect(formatBytes(1536, 'en')).toBe('1.5 kB');
    expect(formatBytes(3.25 * 1024 ** 2, 'en')).toBe('3.3 MB');
    expect(formatBytes(1.5 * 1024 ** 3, 'de').replace(/\s/g, ' ')).toBe('1,5 GB');
  });
});
