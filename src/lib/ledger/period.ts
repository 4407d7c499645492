// Closed (locked) periods. The history of closing and reopening is kept as events; the closed set
// is derived from it, so a reopening is recorded rather than erasing the close.
import { isIsoDay } from '@/lib/primitives/iso-day';
import type { Check } from './entry';

export interface Period {
  /** First day, YYYY-MM-DD. */
  readonly from: string;
  /** Last day, YYYY-MM-DD (inclusive). */
  readonly to: string;
}

export interface PeriodEvent extends Period {
  readonly kind: 'closed' | 'reopened';
  /** ISO time of the action (the caller's clock). */
  readonly at: string;
  /** Wallet address of the team member. */
  readonly by: string;
}

/** Records the closing of a period; refuses a reversed range or one overlapping a closed period. */
export function closePeriod(
  events: readonly PeriodEvent[],
  period: Period,
  at: string,
  by: string,
): { ok: true; events: PeriodEvent[] } | { ok: false; message: string } {
  if (!isIsoDay(period.from) || !isIsoDay(period.to)) return { ok: false, message: 'Use dates written YYYY-MM-DD' };
  if (period.from > period.to) return { ok: false, message: 'The period ends before it starts' };
  const overlap = closedPeriods(events).find((p) => p.from <= period.to && period.from <= p.to);
  if (overlap) return { ok: false, message: `It overlaps the closed period ${overlap.from} to ${overlap.to}` };
  return { ok: true, events: [...events, { kind: 'closed', from: period.from, to: period.to, at, by }] };
}

/** Records the reopening of a closed period (exactly as it was closed). */
export function reopenPeriod(
  events: readonly PeriodEvent[],
  period: Period,
  at: string,
  by: string,
): { ok: true; events: PeriodEvent[] } | { ok: false; message: string } {
  if (!closedPeriods(events).some((p) => p.from === period.from && p.to === period.to)) {
    return { ok: false, message: `${period.from} to ${period.to} is not a closed period` };
  }
  return { ok: true, events: [...events, { kind: 'reopened', from: period.from, to: period.to, at, by }] };
}

/** The periods closed now: each close not followed by a reopening of the same range. */
export function closedPeriods(events: readonly PeriodEvent[]): Period[] {
  const closed = new Map<string, Period>();
  for (const event of events) {
    const key = `${event.from}/${event.to}`;
    if (event.kind === 'closed') closed.set(key, { from: event.from, to: event.to });
    else closed.delete(key);
  }
  return [...closed.values()];
}

/** Whether an entry dated `date` may be posted: a valid day outside every closed period. */
export function canPost(entry: { date: string }, periods: readonly Period[]): Check {
  if (!isIsoDay(entry.date)) return { ok: false, message: `"${entry.date}" is not a date written YYYY-MM-DD` };
  const period = periods.find((p) => p.from <= entry.date && entry.date <= p.to);
  if (period)
    return {
      ok: false,
      message: `${entry.date} falls in the closed period ${period.from} to ${period.to}; reopen it first or use a later date`,
    };
  return { ok: true };
}

/** Whether an entry may be reversed on `date`: neither the entry's date nor the reversal's may be closed. */
export function canReverse(entry: { date: string }, date: string, periods: readonly Period[]): Check {
  const original = canPost(entry, periods);
  if (!original.ok) return { ok: false, message: `The entry cannot be reversed: ${original.message}` };
  return canPost({ date }, periods);
}
