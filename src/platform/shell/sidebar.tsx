import type { RefObject } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@/config/product';
import { PLATFORM_BASE } from '@/platform/routes';
import { SearchButton } from './command-palette/search-button';
import { SidebarNav } from './sidebar-nav';
import { UserProfile } from './user-profile';
import { WalletCard } from './wallet-card';

interface SidebarProps {
  id: string;
  /** Open as an overlay on small screens (always shown from `lg` on). */
  open: boolean;
  panelRef: RefObject<HTMLElement | null>;
  /** Opens the command palette (the sidebar's button shows from `lg` on; the top bar has one below). */
  onSearch: () => void;
}

/**
 * The platform sidebar: product name, wallet card, menu, and the profile at the bottom. The whole
 * sidebar scrolls when the window is short (one scroll, never the menu in a box of its own), so no
 * link is ever under the profile: every link is reachable at any height (docs/product.md#sidebar).
 */
export function Sidebar({ id, open, panelRef, onSearch }: SidebarProps) {
  return (
    <aside
      id={id}
      ref={panelRef}
      aria-label="Sidebar"
      className={`${open ? 'flex' : 'hidden'} fixed inset-y-0 left-0 z-40 w-72 max-w-[85vw] flex-col border-r border-border bg-surface-raised shadow-xl lg:sticky lg:top-0 lg:flex lg:h-dvh lg:max-w-none lg:shrink-0 lg:shadow-none overflow-y-auto overscroll-contain`}
    >
      <div className="px-5 pb-3 pt-5">
        <Link to={PLATFORM_BASE} className="text-lg font-semibold tracking-tight text-fg">
          {PRODUCT_NAME}
        </Link>
      </div>
      <div className="hidden px-3 pb-3 lg:block">
        <SearchButton onClick={onSearch} className="w-full" />
      </div>
      <WalletCard />
      <SidebarNav />
      <UserProfile />
    </aside>
  );
}
