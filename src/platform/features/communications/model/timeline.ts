// The counterparty timeline: every source turns its records into items (small pure functions in
// timeline-sources.ts and timeline-comms-sources.ts), and one merge orders them newest first. A new
// source is one more function whose items go into mergeTimeline.
import type { Asset } from '@/lib/money/asset';

export const TIMELINE_KINDS = [
  'invoice',
  'bill',
  'payment',
  'mail',
  'document',
  'note',
  'call',
  'meeting',
  'signed',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export const TIMELINE_KIND_LABELS: Readonly<Record<TimelineKind, string>> = {
  invoice: 'Invoice',
  bill: 'Bill',
  payment: 'Payment',
  mail: 'Mail',
  document: 'Document',
  note: 'Note',
  call: 'Call',
  meeting: 'Meeting',
  signed: 'Signed message',
};

/** Where an item leads: an app path (with the target page's own `?tab=` or `?tx=`) and its words. */
export interface TimelineLink {
  readonly path: string;
  readonly label: string;
}

export interface TimelineItem {
  /** Unique across sources: `<kind>:<record id>:<event>`. */
  readonly id: string;
  readonly kind: TimelineKind;
  /** When it happened: an ISO date-time, or a local `YYYY-MM-DDTHH:MM` for what the user logged. */
  readonly at: string;
  readonly title: string;
  readonly detail: string;
  readonly amount?: { readonly units: bigint; readonly asset: Asset };
  readonly link: TimelineLink | null;
}

/** The counterparty's records a source reads (invoices and bills already narrowed to it). */
export interface CounterpartyScope {
  readonly counterpartyId: string;
}

/** Milliseconds since the epoch of an item's time (local for a logged `YYYY-MM-DDTHH:MM`). */
export function itemTime(item: Pick<TimelineItem, 'at'>): number {
  const time = Date.parse(item.at);
  return Number.isNaN(time) ? 0 : time;
}

/**
 * Merges every source's items: newest first; items at the same moment in a stable order (by id),
 * and an item given twice (same id) kept once.
 */
export function mergeTimeline(sources: readonly (readonly TimelineItem[])[]): TimelineItem[] {
  const byId = new Map<string, TimelineItem>();
  for (const source of sources) for (const item of source) if (!byId.has(item.id)) byId.set(item.id, item);
  return [...byId.values()].sort((a, b) => itemTime(b) - itemTime(a) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The items of the chosen kinds (all when none is chosen). */
export function filterTimeline(items: readonly TimelineItem[], kinds: readonly TimelineKind[]): TimelineItem[] {
  if (kinds.length === 0) return [...items];
  const wanted = new Set(kinds);
  return items.filter((item) => wanted.has(item.kind));
}
