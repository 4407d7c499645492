import { Suspense, lazy, useCallback, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageNoticesContext } from '@/components/ui/page-notices';
import { PRODUCT_NAME } from '@/config/product';
import { AppStatus } from './app-status';
import { SearchButton } from './command-palette/search-button';
import { usePaletteShortcut } from './command-palette/use-palette-shortcut';
import { renderLazyPageNotices } from './lazy-page-notices';
import { Sidebar } from './sidebar';
import { routeForPath } from './route-for-path';
import { useDocumentTitle } from './use-document-title';
import { useSidebarOverlay } from './use-sidebar-overlay';
import { useSyncEngine } from './use-sync-engine';

// The palette searches the workspace (Dexie): loaded when first opened, so the shell stays small.
const CommandPalette = lazy(() =>
  import('./command-palette/command-palette').then((m) => ({ default: m.CommandPalette })),
);

const SIDEBAR_ID = 'platform-sidebar';

/** The platform shell: skip link, small-screen top bar with the menu toggle, sidebar, page area. */
export function PlatformLayout() {
  const { open, toggle, toggleRef, panelRef } = useSidebarOverlay();
  const { pathname } = useLocation();
  useDocumentTitle(routeForPath(pathname)?.name ?? null);
  useSyncEngine();
  const [paletteOpen, setPaletteOpen] = useState(false);
  const openPalette = useCallback(() => setPaletteOpen(true), []);
  usePaletteShortcut(openPalette);

  return (
    <div className="min-h-dvh lg:flex">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-surface px-4 py-2 font-medium text-link shadow focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-20 flex items-center gap-3 border-b border-border bg-surface/95 px-4 py-2.5 backdrop-blur lg:hidden">
        <button
          ref={toggleRef}
          type="button"
          onClick={toggle}
          aria-expanded={open}
          aria-controls={SIDEBAR_ID}
          aria-label={open ? 'Close menu' : 'Open menu'}
          className="rounded-lg p-2 text-fg hover:bg-surface-muted"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
        <span className="font-semibold">{PRODUCT_NAME}</span>
        <SearchButton onClick={openPalette} className="ml-auto" />
      </header>
      {open ? <div aria-hidden="true" className="fixed inset-0 z-30 bg-scrim lg:hidden" /> : null}
      <Sidebar id={SIDEBAR_ID} open={open} panelRef={panelRef} onSearch={openPalette} />
      <main
        id="main-content"
        tabIndex={-1}
        inert={open}
        className="min-w-0 flex-1 px-4 py-6 outline-none sm:px-6 lg:px-10 lg:py-8"
      >
        <AppStatus />
        <PageNoticesContext value={renderLazyPageNotices}>
          <Outlet />
        </PageNoticesContext>
      </main>
      {paletteOpen ? (
        <Suspense fallback={null}>
          <CommandPalette onClose={() => setPaletteOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
