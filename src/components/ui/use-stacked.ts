import { useLayoutEffect, useRef, useState } from 'react';
import { STACK_BELOW_REM } from './table-stack';

/**
 * Whether a virtual table's box is narrower than where rows stack (table-stack.ts): its rows are a
 * fixed height, so it must know the layout its container query draws to size them. Follows the
 * box's width; false without layout (jsdom) or when the table does not stack.
 */
export function useStacked(element: HTMLElement | null, enabled: boolean): boolean {
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    if (!enabled || !element || typeof ResizeObserver !== 'function') return;
    const measure = () => {
      const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      const width = element.clientWidth;
      setNarrow(width > 0 && width < STACK_BELOW_REM * rem);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, enabled]);
  return enabled && narrow;
}

/**
 * Rows stacked or not are another fixed height: the virtualizer places them again when it changes
 * (not on mount, where it has placed nothing yet).
 */
export function useReplaceRows(virtualizer: { measure(): void }, rowHeight: number): void {
  const placed = useRef(rowHeight);
  useLayoutEffect(() => {
    if (placed.current === rowHeight) return;
    placed.current = rowHeight;
    virtualizer.measure();
  }, [virtualizer, rowHeight]);
}
