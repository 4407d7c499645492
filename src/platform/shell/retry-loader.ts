import type { PageLoader, PageModule } from '@/platform/page-loaders';

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

/**
 * The loader for a retry. Browsers keep a failed module import in their module map, so importing
 * the same URL again fails at once without a request; a failed chunk is imported again under a
 * fresh URL instead. Otherwise (a timeout, or no URL known) the original loader runs again.
 */
export function retryLoader(
  load: PageLoader,
  error: unknown,
  attempt: number,
  origin = globalThis.location?.origin,
): PageLoader {
  const url = failedModuleUrl(error);
  if (!url || !origin || new URL(url).origin !== origin) return load;
  const fresh = new URL(url);
  fresh.searchParams.set('retry', String(attempt));
  return () => import(/* @vite-ignore */ fresh.href) as Promise<PageModule>;
}
