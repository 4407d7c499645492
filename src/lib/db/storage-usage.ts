import { profileFlags } from '@/lib/primitives/profile-flags';

const PERSIST_ASKED_KEY = 'ledgerline:storage-persist-asked';

/** How much this site stores and may store, and whether the browser keeps it under pressure. */
export interface StorageUsage {
  readonly usageBytes: number | null;
  readonly quotaBytes: number | null;
  readonly persisted: boolean | null;
}

type FlagStore = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Asks the browser once (per browser profile) to keep the site's data under storage pressure.
 * Chromium decides silently; Firefox may ask the user. Resolves with whether data is persistent.
 */
export async function requestPersistenceOnce(
  storage: StorageManager | undefined = globalThis.navigator?.storage,
  flags: FlagStore | null = profileFlags(),
): Promise<boolean | null> {
  if (!storage?.persisted || !storage.persist) return null;
  if (await storage.persisted()) return true;
  try {
    if (flags?.getItem(PERSIST_ASKED_KEY)) return false;
    flags?.setItem(PERSIST_ASKED_KEY, new Date().toISOString());
  } catch {
    // The flag could not be stored (private mode): asking again next time is harmless.
  }
  return storage.persist();
}

/** Reads usage, quota and persistence; nulls where the browser does not say. */
export async function readStorageUsage(
  storage: StorageManager | undefined = globalThis.navigator?.storage,
): Promise<StorageUsage> {
  const [estimate, persisted] = await Promise.all([
    storage?.estimate ? storage.estimate().catch(() => null) : null,
    storage?.persisted ? storage.persisted().catch(() => null) : null,
  ]);
  return { usageBytes: estimate?.usage ?? null, quotaBytes: estimate?.quota ?? null, persisted };
}

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** Formats a byte count with Intl in the largest fitting unit (1,024-based): "3.2 MB". */
export function formatBytes(bytes: number, locale?: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
