/** Joins a site-absolute path ('/login', '/platform/company', '#contact') onto the build's base. */
export function withBase(path: string, base: string = import.meta.env.BASE_URL): string {
  if (path.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(path)) return path;
  const head = base.endsWith('/') ? base.slice(0, -1) : base;
  const tail = path.startsWith('/') ? path : `/${path}`;
  return `${head}${tail}` || '/';
}
