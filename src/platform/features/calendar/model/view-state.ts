// The view in the URL: `?view=month&date=2026-11`, `?view=week&date=2026-11-23`, `?view=agenda`.
import { addDays, monthWeeks, shiftMonths } from '@/lib/primitives/days';
import { isIsoDay } from '@/lib/primitives/iso-day';

export const CALENDAR_VIEWS = [
  { id: 'month', label: 'Month' },
  { id: 'week', label: 'Week' },
  { id: 'agenda', label: 'Agenda' },
] as const;
/** The query parameter of the view (tabs), beside `date`. */
export const VIEW_PARAM = 'view';
export const DATE_PARAM = 'date';

export type CalendarView = (typeof CALENDAR_VIEWS)[number]['id'];

/** How many days the agenda lists from its first day. */
export const AGENDA_DAYS = 42;

/** The day the view is about: `date` as a day or a month (its first day), else today. */
export function dayFromParam(date: string | null, today: string): string {
  if (date && isIsoDay(date)) return date;
  if (date && /^\d{4}-\d{2}$/.test(date) && isIsoDay(`${date}-01`)) return `${date}-01`;
  return today;
}

/** What `date` says in the URL for a view: a month for the month view, a day otherwise. */
export function paramFromDay(view: CalendarView, day: string): string {
  return view === 'month' ? day.slice(0, 7) : day;
}

/** Monday of the day's week. */
export function weekStart(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The days a view shows (inclusive): the month grid's whole weeks, a week, or the agenda's days. */
export function viewRange(view: CalendarView, day: string): { from: string; to: string } {
  if (view === 'week') return { from: weekStart(day), to: addDays(weekStart(day), 6) };
  if (view === 'agenda') return { from: day, to: addDays(day, AGENDA_DAYS - 1) };
  const weeks = monthWeeks(day.slice(0, 7));
  return { from: weeks[0]?.[0] ?? day, to: weeks.at(-1)?.at(-1) ?? day };
}

/** The day Previous/Next moves to. */
export function stepDay(view: CalendarView, day: string, direction: 1 | -1): string {
  if (view === 'month') return shiftMonths(`${day.slice(0, 7)}-01`, direction);
  return addDays(day, direction * (view === 'week' ? 7 : AGENDA_DAYS));
}
