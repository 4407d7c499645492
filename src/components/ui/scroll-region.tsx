import type { ReactNode } from 'react';

/**
 * A wide table's box that scrolls sideways on its own (the page never does), reachable and
 * scrollable from the keyboard: focusable, a named region (axe: scrollable-region-focusable).
 * Positioned, so screen-reader-only (absolute) cells inside stay inside and never widen the page.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="relative overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
