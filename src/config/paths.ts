// Where the site is served from. The built files carry no absolute URL (docs/architecture.md#hosting),
// so one dist/ works at '/', under a sub-path or under an IPFS path gateway's '/ipfs/<cid>/': in the
// browser the root is read from this module's own URL, which always sits in '<root>/_astro/'.

/** The site root for a module URL in '<root>/_astro/', or null when the URL is elsewhere (dev server, tests). */
export function rootFromModuleUrl(moduleUrl: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(moduleUrl).pathname;
  } catch {
    return null;
  }
  return /^(\/(?:.*\/)?)_astro\/[^/]+$/.exec(pathname)?.[1] ?? null;
}

/** The site root as served ('/', '/ledgerline/', '/ipfs/<cid>/'); the build's base while rendering HTML. */
export function siteRoot(): string {
  if (import.meta.env.SSR) return import.meta.env.BASE_URL;
  return rootFromModuleUrl(import.meta.url) ?? import.meta.env.BASE_URL;
}

/** Joins a site-absolute path ('/login', '/platform/company', '#contact') onto the site root. */
export function withBase(path: string, base: string = siteRoot()): string {
  if (path.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(path)) return path;
  const head = base.endsWith('/') ? base.slice(0, -1) : base;
  const tail = path.startsWith('/') ? path : `/${path}`;
  return `${head}${tail}` || '/';
}
