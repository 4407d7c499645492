import { useId, type ReactNode } from 'react';
import { CARD_CLASSES } from './kit-classes';
import { RouteLink } from './route-link';

export type StatTrend = 'up' | 'down' | 'flat';

export interface StatProps {
  readonly label: string;
  /** The figure: text, or an Amount. */
  readonly value: ReactNode;
  /** What it is computed from ("Sent invoices minus what the chain paid"), in one short line. */
  readonly basis?: string;
  /** How it compares ("+12% on last month"); the words say the direction, the arrow only helps. */
  readonly comparison?: string;
  readonly trend?: StatTrend;
  /** Where the figure comes from ("View invoices"): a route path. */
  readonly link?: { readonly to: string; readonly label: string };
}

const ARROWS: Record<StatTrend, string> = { up: '↑', down: '↓', flat: '→' };

/** A figure tile: label, value, what it is computed from, comparison and a link to the records behind it. */
export function Stat({ label, value, basis, comparison, trend, link }: StatProps) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className={`${CARD_CLASSES} flex flex-col gap-1 p-4`}>
      <p id={labelId} className="text-sm font-medium text-muted">
        {label}
      </p>
      <div className="text-2xl font-semibold tracking-tight text-fg tabular-nums">{value}</div>
      {basis ? <p className="text-xs text-muted">{basis}</p> : null}
      {comparison ? (
        <p className="text-sm text-muted">
          {trend ? <span aria-hidden="true">{ARROWS[trend]} </span> : null}
          {comparison}
        </p>
      ) : null}
      {link ? (
        <RouteLink to={link.to} className="mt-1 text-sm font-medium text-link underline-offset-2 hover:underline">
          {link.label}
        </RouteLink>
      ) : null}
    </div>
  );
}
