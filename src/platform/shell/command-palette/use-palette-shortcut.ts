import { useLayoutEffect } from 'react';

/** Whether a key press is the palette's shortcut: Ctrl+K, or Cmd+K on a Mac. */
export function isPaletteShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>) {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

/**
 * Opens the palette on Ctrl+K / Cmd+K anywhere in the app (the browser's own use of the keys is prevented).
 * Listening from the shell's commit, before it is painted: a passive effect runs in a later task, and a
 * Ctrl+K pressed as the shell appeared (a clean-clone run's command-palette test, under load) was lost.
 */
export function usePaletteShortcut(open: () => void): void {
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      open();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
}
