import type { ComponentProps } from 'react';
import type { BadgeTone } from './badge';

const DOTS: Record<BadgeTone, string> = {
  neutral: 'bg-muted',
  info: 'bg-info',
  success: 'bg-success',
  warning: 'bg-warning',
  danger: 'bg-danger',
};

export interface EventChipProps extends Omit<ComponentProps<'button'>, 'children' | 'type'> {
  readonly title: string;
  /** "09:00", or '' for all day. */
  readonly time?: string;
  /** Words said after the title ("Overdue"); the dot's colour only repeats them. */
  readonly status?: string;
  readonly tone?: BadgeTone;
}

/** One calendar item as a small button: a tone dot, the time, the title (cut with an ellipsis), the status for screen readers and on hover. */
export function EventChip({
  title,
  time = '',
  status = '',
  tone = 'neutral',
  className = '',
  ...props
}: EventChipProps) {
  const name = [time, title, status].filter(Boolean).join(', ');
  return (
    <button
      type="button"
      aria-label={name}
      title={name}
      className={`flex w-full min-w-0 items-center gap-1 rounded px-1 py-0.5 text-left text-xs text-fg hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring ${className}`}
      {...props}
    >
      <span aria-hidden="true" className={`size-2 shrink-0 rounded-full ${DOTS[tone]}`} />
      {time ? <span className="shrink-0 tabular-nums text-muted">{time}</span> : null}
      <span className="truncate">{title}</span>
    </button>
  );
}
