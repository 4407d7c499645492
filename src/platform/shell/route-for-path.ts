import { platformRoutes, routePath, type PlatformRoute } from '@/platform/routes';

/** The platform route whose path is `pathname` (router path, without the site base), if any. */
export function routeForPath(pathname: string): PlatformRoute | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return platformRoutes.find((route) => routePath(route) === path.toLowerCase());
}
