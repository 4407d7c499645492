import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** Tailwind's `lg` breakpoint: from here on the sidebar is always shown beside the page. */
const LARGE_SCREEN = '(min-width: 64rem)';

/**
 * The small-screen sidebar overlay: open/closed, closing on navigation, Escape, a click outside
 * and on growing to a large screen; focus moves into it on open and back to the toggle on Escape.
 */
export function useSidebarOverlay() {
  const [open, setOpen] = useState(false);
  const { key } = useLocation();
  const [seenKey, setSeenKey] = useState(key);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  // Navigation closes the menu (adjusting state while rendering, not in an effect).
  if (seenKey !== key) {
    setSeenKey(key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      // Escape inside a modal dialog (the wallet chooser) closes only that dialog.
      if (event.key !== 'Escape' || document.querySelector('dialog[open]')) return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && !panelRef.current?.contains(target) && !toggleRef.current?.contains(target)) setOpen(false);
    };
    const large = window.matchMedia(LARGE_SCREEN);
    const onResize = () => {
      if (large.matches) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    large.addEventListener('change', onResize);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      large.removeEventListener('change', onResize);
    };
  }, [open]);

  return { open, toggle: () => setOpen((value) => !value), toggleRef, panelRef };
}
