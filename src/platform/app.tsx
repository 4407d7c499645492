import { StrictMode, useEffect } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { appRoutes } from './app-routes';
import { routerBasename } from './shell/router-basename';

type Router = ReturnType<typeof createBrowserRouter>;
let router: Router | null = null;

/** Created on first render, in the browser (the island is client:only). */
function appRouter(): Router {
  router ??= createBrowserRouter(appRoutes(), { basename: routerBasename(import.meta.env.BASE_URL) });
  return router;
}

/** The platform island: /login and /platform/* with the wallet session. */
export default function App() {
  useEffect(() => {
    // The pre-rendered "Initializing Ledgerline" screen stays until React has mounted.
    document.getElementById('boot-screen')?.remove();
  }, []);
  return (
    <StrictMode>
      <RouterProvider router={appRouter()} />
    </StrictMode>
  );
}
