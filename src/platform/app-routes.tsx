import { Link, type RouteObject } from 'react-router-dom';
import { PageMetaContext } from '@/components/ui/page-meta';
import { RouteLinkContext } from '@/components/ui/route-link';
import { pageLoaders } from './page-loaders';
import { PLATFORM_BASE, platformRoutes, type PlatformRoute } from './routes';
import { LeaveApp } from './shell/leave-app';
import { LoginPage } from './shell/login-page';
import { PageSlot } from './shell/page-slot';
import { PlatformLayout } from './shell/platform-layout';
import { RequireAccount } from './shell/require-account';

function pageRoute(route: PlatformRoute & { id: keyof typeof pageLoaders }): RouteObject {
  const element = (
    <PageMetaContext value={{ title: route.name, summary: route.summary }}>
      <RouteLinkContext value={Link}>
        <PageSlot key={route.id} load={pageLoaders[route.id]} />
      </RouteLinkContext>
    </PageMetaContext>
  );
  return route.segment ? { path: route.segment, element } : { index: true, element };
}

/** The router's route objects, built from the route table. */
export function appRoutes(): RouteObject[] {
  return [
    { path: '/login', element: <LoginPage /> },
    {
      path: PLATFORM_BASE,
      element: (
        <RequireAccount>
          <PlatformLayout />
        </RequireAccount>
      ),
      children: platformRoutes.map(pageRoute),
    },
    // Everything else (/platform/nope, /login/x, even /) is not part of this island.
    { path: '*', element: <LeaveApp /> },
  ];
}
