// Instants shown in the company's zone: the day and time a wall clock there reads.
import { instantToWall } from '@/lib/formats/wall-time';

/** The day (YYYY-MM-DD) and time (HH:mm) an instant reads in a zone. */
export function dayAndTime(instant: Date, zone: string): { day: string; time: string } {
  return instantToWall(instant, zone);
}

/** Today in a zone. */
export function todayIn(zone: string, now: Date = new Date()): string {
  return dayAndTime(now, zone).day;
}

/** "Friday 27 November 2026" for a day (a UTC-noon date, so no zone can move it). */
export function longDay(day: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

/** "November 2026" for a month. */
export function monthTitle(day: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day.slice(0, 7)}-15T12:00:00Z`),
  );
}

/** Weekday names from Monday: [short, full]. */
export function weekdayNames(locale?: string): [string, string][] {
  return Array.from({ length: 7 }, (_, i) => {
    const date = new Date(Date.UTC(2026, 10, 23 + i, 12)); // 23 November 2026 is a Monday
    const name = (weekday: 'short' | 'long') =>
      new Intl.DateTimeFormat(locale, { weekday, timeZone: 'UTC' }).format(date);
    return [name('short'), name('long')];
  });
}
