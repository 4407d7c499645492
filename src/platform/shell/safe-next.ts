import { PLATFORM_BASE, platformRoutes, routePath } from '@/platform/routes';

const PLACEHOLDER_ORIGIN = 'https://ledgerline.invalid';
const KNOWN_PATHS = new Set(platformRoutes.map((route) => routePath(route)));

/**
 * Where to go after login: `next` when it is one of the platform's own pages (with its query and
 * hash), otherwise /platform. Anything else (other origins, `//host`, unknown paths) is refused.
 */
export function safeNextPath(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//')) return PLATFORM_BASE;
  let url: URL;
  try {
    url = new URL(next, PLACEHOLDER_ORIGIN);
  } catch {
    return PLATFORM_BASE;
  }
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  if (url.origin !== PLACEHOLDER_ORIGIN || !KNOWN_PATHS.has(path)) return PLATFORM_BASE;
  return `${path}${url.search}${url.hash}`;
}

/** The login URL that brings the user back to `path` (app path with search) after connecting. */
export function loginPathFor(path: string): string {
  return `/login?${new URLSearchParams({ next: path }).toString()}`;
}
