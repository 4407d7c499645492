// Instants shown in the company's zone: the day and time a wall clock there reads.
import { instantToWall } from '@/lib/formats/wall-time';
import { formatLongDay, formatMonth, weekdayNames as weekdays } from '@/lib/primitives/date-format';

/** The day (YYYY-MM-DD) and time (HH:mm) an instant reads in a zone. */
export function dayAndTime(instant: Date, zone: string): { day: string; time: string } {
  return instantToWall(instant, zone);
}

/** Today in a zone. */
export function todayIn(zone: string, now: Date = new Date()): string {
  return dayAndTime(now, zone).day;
}

/** "Friday 27 November 2026" for a day (the one date module writes it, lib/primitives/date-format). */
export function longDay(day: string, locale?: string): string {
  return formatLongDay(day, locale === undefined ? {} : { locale });
}

/** "November 2026" for a month. */
export function monthTitle(day: string, locale?: string): string {
  return formatMonth(day, locale === undefined ? {} : { locale });
}

/** Weekday names from Monday: [short, full]. */
export function weekdayNames(locale?: string): [string, string][] {
  return weekdays(locale === undefined ? {} : { locale });
}
