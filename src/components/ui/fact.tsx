import type { ReactNode } from 'react';

/**
 * One line of what a confirmation shows before the wallet is asked (inside a `<dl>`): the label,
 * then the value in full (wrapped, never cut), side by side from the small breakpoint up.
 */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[8rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="min-w-0 font-medium break-words">{children}</dd>
    </div>
  );
}
