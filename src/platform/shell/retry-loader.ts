import { retryWait } from '@/lib/offline/online';
import type { PageModule } from '@/platform/page-loaders';

/**
 * The URL of the module a failed dynamic import names, if any. Chromium ("Failed to fetch
 * dynamically imported module: <url>") and Firefox ("error loading dynamically imported module:
 * <url>") say it; Safari does not.
 */
export function failedModuleUrl(error: unknown): string | null {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const match = /(https?:\/\/[^\s'"]+\.m?js)\b/.exec(current.message);
    if (match?.[1]) return match[1];
  }
  return null;
}

/** Imports a module by URL (the browser's own import; a test passes its own). */
export type ImportModule = (url: string) => Promise<unknown>;

const importByUrl: ImportModule = (url) => import(/* @vite-ignore */ url);

/**
 * The loader for a retry. The HTML spec keeps a failed module import in the module map, so some
 * browsers fail the same URL again at once without a request (Chromium 156 does not: it fetches a
 * failed module and its failed dependencies again); a failed chunk is imported again under a fresh
 * URL instead (the service worker answers it from the same cached file: it reads paths, not
 * queries). Otherwise (a timeout, or no URL known) the original loader runs again.
 */
export function retryLoader<T = PageModule>(
  load: () => Promise<T>,
  error: unknown,
  attempt: number | string,
  origin = globalThis.location?.origin,
  importModule: ImportModule = importByUrl,
): () => Promise<T> {
  const url = failedModuleUrl(error);
  if (!url || !origin || new URL(url).origin !== origin) return load;
  const fresh = new URL(url);
  fresh.searchParams.set('retry', String(attempt));
  return () => importModule(fresh.href) as Promise<T>;
}

/**
 * Runs `load`; a module fetch that fails is tried once more under a fresh URL before the failure
 * counts. Chromium under load was seen failing a page's import offline although the service worker
 * held the file and answered it with 200 at once, and the next import loaded (docs/offline.md):
 * one quiet retry, then the error with its Retry button.
 */
export function loadWithOneRetry<T>(
  load: () => Promise<T>,
  origin = globalThis.location?.origin,
  importModule: ImportModule = importByUrl,
): Promise<T> {
  return load().catch((error: unknown) => {
    const again = retryLoader(load, error, 'again', origin, importModule);
    if (again === load) throw error;
    return again();
  });
}

/** The first wait after a failed load; each further failure doubles it, up to a minute. */
export const FIRST_RETRY_MS = 2_000;
const LONGEST_RETRY_MS = 60_000;

/**
 * Runs `load` until it loads. The first failure is tried again at once and quietly (as
 * loadWithOneRetry does); each further one is told to `onFailure` with the wait before the next
 * try, which is cut short when the browser comes back online or `retryNow` dispatches `retry`.
 * Rejects only when `signal` aborts. For what the session needs to work (its sync), not for a page,
 * whose own error has a Retry button.
 */
export async function loadUntilLoaded<T>(
  load: () => Promise<T>,
  options: {
    signal: AbortSignal;
    onFailure: (error: unknown, retryInMs: number) => void;
    retryNow?: EventTarget;
    origin?: string;
    importModule?: ImportModule;
  },
): Promise<T> {
  const { signal, onFailure, retryNow, origin = globalThis.location?.origin, importModule = importByUrl } = options;
  let wait = FIRST_RETRY_MS;
  for (let attempt = 0, next = load; ; attempt += 1) {
    try {
      return await next();
    } catch (error) {
      if (signal.aborted) throw error;
      next = retryLoader(load, error, attempt === 0 ? 'again' : attempt, origin, importModule);
      if (attempt === 0) continue;
      onFailure(error, wait);
    }
    await retryWait(wait, signal, retryNow);
    if (signal.aborted) throw new Error('Stopped before it loaded');
    wait = Math.min(wait * 2, LONGEST_RETRY_MS);
  }
}
