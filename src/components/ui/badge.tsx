import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

const TONES: Record<BadgeTone, string> = {
  neutral: 'border-border bg-surface-muted text-fg',
  info: 'border-info-border bg-info-soft text-info',
  success: 'border-success-border bg-success-soft text-success',
  warning: 'border-warning-border bg-warning-soft text-warning',
  danger: 'border-danger-border bg-danger-soft text-danger',
};

const DOTS: Record<BadgeTone, string> = {
  neutral: 'bg-muted',
  info: 'bg-info',
  success: 'bg-success',
  warning: 'bg-warning',
  danger: 'bg-danger',
};

/** A short label in a tone ("Paid", "Overdue"); the words carry the meaning, the colour only helps. */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-medium ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}

/**
 * A record's state as a coloured dot and words ("Pending", "Confirmed"), lighter than a Badge in
 * tables. `wrap` lets long words ("Confirmed · 12 confirmations") take two lines in a narrow column.
 */
export function Status({
  tone = 'neutral',
  wrap = false,
  children,
}: {
  tone?: BadgeTone;
  wrap?: boolean;
  children: ReactNode;
}) {
  return (
    <span
      className={`items-center gap-1.5 text-sm text-fg ${wrap ? 'flex whitespace-normal leading-tight' : 'inline-flex whitespace-nowrap'}`}
    >
      <span aria-hidden="true" className={`size-2 shrink-0 rounded-full ${DOTS[tone]}`} />
      <span>{children}</span>
    </span>
  );
}
