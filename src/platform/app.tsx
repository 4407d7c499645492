import { StrictMode, useLayoutEffect } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { appRoutes } from './app-routes';
import { routerBasename } from './shell/router-basename';
import { siteRoot } from '@/config/paths';

type Router = ReturnType<typeof createBrowserRouter>;
let router: Router | null = null;

/** Created on first render, in the browser (the island is client:only). */
function appRouter(): Router {
  router ??= createBrowserRouter(appRoutes(), { basename: routerBasename(siteRoot()) });
  return router;
}

/** The platform island: /login and /platform/* with the wallet session. */
export default function App() {
  // Before the first paint of the mounted app: the pre-rendered screen (the spinner, or /login's
  // card) and the app's own content are never on screen, nor in the document, together.
  useLayoutEffect(() => {
    // The pre-rendered "Initializing Ledgerline" screen stays until React has mounted.
    document.getElementById('boot-screen')?.remove();
    // The HTML's URLs are relative to the file it was served from; the router soon moves the
    // address elsewhere, where the icon's URL would resolve to another folder: pin it now.
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="icon"]')) link.href = link.href;
  }, []);
  return (
    <StrictMode>
      <RouterProvider router={appRouter()} />
    </StrictMode>
  );
}
