import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { PRODUCT_NAME } from '@/config/product';
import { withBase } from '@/config/paths';
import { LogoMark } from './logo-mark';
import { SECTION_LINKS } from './nav-links';
import { isScrolledPast } from './scroll-state';
import { useHydrated } from './use-hydrated';

const HEADER_STYLE = {
  // Scrolled: a solid bar with a shadow, so it reads above the content passing under it.
  scrolled: 'border-border bg-surface shadow-md',
  // The open small-screen menu needs a solid panel even at the top of the page.
  menuOpen: 'border-transparent max-lg:bg-surface max-lg:shadow-md',
  top: 'border-transparent bg-transparent',
};

const LINK = 'block rounded-md py-2 text-sm font-medium text-muted hover:bg-surface-muted hover:text-fg';

/**
 * The landing page's top bar. Server-rendered complete, so every link works without JavaScript.
 * Once hydrated it is fixed, follows the scroll position, and on small screens collapses the
 * section links into a disclosure menu.
 */
export function TopBar() {
  const hydrated = useHydrated();
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const loginHref = withBase('/login');

  useEffect(() => {
    const update = () => setScrolled(isScrolledPast(window.scrollY));
    update(); // the page may load already scrolled (a #pricing link, a reload)
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !headerRef.current?.contains(event.target)) setMenuOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [menuOpen]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    setMenuOpen(false);
    menuButtonRef.current?.focus();
  };

  const headerStyle = scrolled ? HEADER_STYLE.scrolled : menuOpen ? HEADER_STYLE.menuOpen : HEADER_STYLE.top;
  // Without JavaScript the bar is not fixed (it would cover the content it cannot style against)
  // and the small-screen links stay visible as a wrapped row instead of a menu.
  const position = hydrated ? 'fixed' : 'absolute';
  const sectionLinks = (linkClass: string) =>
    SECTION_LINKS.map((link) => (
      <li key={link.href}>
        <a href={link.href} onClick={() => setMenuOpen(false)} className={`${LINK} ${linkClass}`}>
          {link.label}
        </a>
      </li>
    ));

  return (
    <header
      ref={headerRef}
      data-scrolled={scrolled ? 'true' : 'false'}
      onKeyDown={onKeyDown}
      className={`${position} inset-x-0 top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-200 motion-reduce:transition-none ${headerStyle}`}
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-1.5 px-3 py-3 sm:gap-x-2 sm:px-6">
        <a
          href="#home"
          className="mr-auto flex shrink-0 items-center gap-2 rounded-md text-base font-bold tracking-tight text-fg sm:text-lg "
        >
          <LogoMark className="size-7 max-[400px]:hidden" />
          {PRODUCT_NAME}
        </a>
        {/* Large screens: the links sit inline, in reading order between the brand and the buttons. */}
        <nav aria-label="Main" className="mr-4 hidden lg:block">
          <ul className="flex items-center gap-1">{sectionLinks('px-3')}</ul>
        </nav>
        <div className="flex shrink-0 items-center gap-1.5 sm:gap-2">
          <a
            href={loginHref}
            className="rounded-lg border border-border-strong px-2.5 py-2 text-sm font-semibold whitespace-nowrap text-fg hover:bg-surface-muted sm:px-3"
          >
            Log In
          </a>
          <a
            href={loginHref}
            className="rounded-lg border border-primary bg-primary px-2.5 py-2 text-sm font-semibold whitespace-nowrap text-primary-fg hover:border-primary-hover hover:bg-primary-hover sm:px-3"
          >
            Get Started
          </a>
          <button
            ref={menuButtonRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls="site-nav"
            onClick={() => setMenuOpen((open) => !open)}
            // Invisible (not removed) until hydrated: it keeps its place, so nothing shifts.
            className={`inline-flex size-9 items-center justify-center rounded-lg text-muted hover:bg-surface-muted lg:hidden ${
              hydrated ? '' : 'invisible'
            }`}
          >
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
            <span className="sr-only">Menu</span>
          </button>
        </div>
        {/* Small screens: after the menu button in the DOM, so Tab goes from the button into it. */}
        <nav id="site-nav" aria-label="Main" className={`w-full lg:hidden ${hydrated && !menuOpen ? 'hidden' : ''}`}>
          <ul className={hydrated ? 'flex flex-col gap-1 py-2' : 'flex flex-wrap'}>
            {sectionLinks(hydrated ? 'px-2' : 'px-1.5')}
          </ul>
        </nav>
      </div>
    </header>
  );
}
