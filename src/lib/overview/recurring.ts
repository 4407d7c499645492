// The occurrences of the user's recurring items. A monthly, quarterly or yearly item keeps the day of
// its first date; in a shorter month it falls on the month's last day (the 31st → 30 April, 28 or
// 29 February) and returns to its own day the month after, so occurrences never drift.
import type { RecurringCadence, RecurringItem } from '@/lib/db/entities/recurring-item';
import { addDays, daysBetween } from '@/lib/primitives/days';

/** How far ahead recurring items are counted as flows to come: the forecast's 13 weeks. */
export const RECURRING_HORIZON_DAYS = 91;

const MONTHS: Record<Exclude<RecurringCadence, 'weekly'>, number> = { monthly: 1, quarterly: 3, yearly: 12 };

function monthsLater(first: string, months: number): string {
  const [year = 0, month = 1, day = 1] = first.split('-').map(Number);
  const index = month - 1 + months;
  const y = year + Math.floor(index / 12);
  const m = index % 12;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return `${String(y).padStart(4, '0')}-${String(m + 1).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`;
}

/** The n-th occurrence (0 = the first date) of a cadence. */
export function nthOccurrence(first: string, cadence: RecurringCadence, n: number): string {
  return cadence === 'weekly' ? addDays(first, 7 * n) : monthsLater(first, MONTHS[cadence] * n);
}

/** The days an item occurs on from `from` to `to` (both inclusive, YYYY-MM-DD), oldest first. */
export function occurrences(
  item: Pick<RecurringItem, 'cadence' | 'firstDate' | 'endDate'>,
  from: string,
  to: string,
): string[] {
  const last = item.endDate !== null && item.endDate < to ? item.endDate : to;
  if (last < from || last < item.firstDate) return [];
  // Skip to just before `from` (a period is at most 7 days or 31 days a month), then walk.
  const gap = Math.max(0, daysBetween(item.firstDate, from));
  let n = Math.floor(gap / (item.cadence === 'weekly' ? 7 : 31 * MONTHS[item.cadence]));
  const days: string[] = [];
  for (
    let day = nthOccurrence(item.firstDate, item.cadence, n);
    day <= last;
    day = nthOccurrence(item.firstDate, item.cadence, ++n)
  )
    if (day >= from) days.push(day);
  return days;
}

/** The first occurrence on or after `today`, or null when the item has ended. */
export function nextOccurrence(
  item: Pick<RecurringItem, 'cadence' | 'firstDate' | 'endDate'>,
  today: string,
): string | null {
  const from = item.firstDate > today ? item.firstDate : today;
  // A year and a week ahead holds the next occurrence of every cadence.
  return occurrences(item, from, addDays(from, 372))[0] ?? null;
}
