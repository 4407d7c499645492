// The occurrences of an event in a time range. The rule runs on wall-clock times (RFC 5545: a
// daily 09:00 stays 09:00 across a DST change) through ical.js's Recur iterator; each wall time is
// then placed in the event's zone, so the instants move with the zone's offset.
import ICAL from 'ical.js';
import { type IcsEvent } from './ical-events';
import { wallParts, wallToInstant } from './wall-time';
import { addDays, daysBetween, nextDay } from '@/lib/primitives/days';

export interface Occurrence {
  /** The occurrence's start as written in the event (a day, or a wall time in its zone). */
  readonly start: string;
  readonly startAt: Date;
  readonly endAt: Date;
}

/** Most occurrences looked at per event (a daily event over 27 years), so a bad rule cannot hang the page. */
export const MAX_ITERATIONS = 10_000;

const two = (n: number) => String(n).padStart(2, '0');
function wallText(time: ICAL.Time, allDay: boolean): string {
  const day = `${String(time.year).padStart(4, '0')}-${two(time.month)}-${two(time.day)}`;
  return allDay ? day : `${day}T${two(time.hour)}:${two(time.minute)}`;
}

/** Where an event's start and end instants are (an all-day event spans whole days in `viewZone`). */
export function eventSpan(event: Pick<IcsEvent, 'allDay' | 'timeZone'>, start: string, end: string, viewZone: string) {
  if (event.allDay)
    return {
      startAt: wallToInstant(`${start}T00:00`, viewZone),
      endAt: wallToInstant(`${nextDay(end)}T00:00`, viewZone),
    };
  return { startAt: wallToInstant(start, event.timeZone), endAt: wallToInstant(end, event.timeZone) };
}

/** The wall-clock occurrence starts of a recurring event, first to last, the exceptions left out. */
export function* occurrenceStarts(event: Pick<IcsEvent, 'allDay' | 'start' | 'recurrence' | 'exdates'>) {
  const rule = event.recurrence;
  if (!rule) {
    yield event.start;
    return;
  }
  const recur = ICAL.Recur.fromData({
    freq: rule.frequency.toUpperCase() as 'DAILY',
    interval: rule.interval,
    ...(rule.count ? { count: rule.count } : {}),
  });
  const iterator = recur.iterator(ICAL.Time.fromData(wallParts(event.start)));
  const excluded = new Set(event.exdates);
  for (let i = 0; i < MAX_ITERATIONS; i += 1) {
    const next = iterator.next();
    if (!next) return;
    const text = wallText(next, event.allDay);
    if (rule.until && text.slice(0, 10) > rule.until) return;
    if (!excluded.has(text)) yield text;
  }
}

/** The occurrences overlapping [from, to), in order, each with its instants. */
export function occurrencesBetween(event: IcsEvent, from: Date, to: Date, viewZone: string): Occurrence[] {
  const first = eventSpan(event, event.start, event.end, viewZone);
  const length = first.endAt.getTime() - first.startAt.getTime();
  const days = event.allDay ? daysBetween(event.start, event.end) + 1 : 0;
  const result: Occurrence[] = [];
  for (const start of occurrenceStarts(event)) {
    const startAt = event.allDay ? wallToInstant(`${start}T00:00`, viewZone) : wallToInstant(start, event.timeZone);
    if (startAt >= to) break;
    // An all-day event ends at the midnight `days` later (a 23-hour day stays one day); a timed one lasts as long as the first.
    const endAt = event.allDay
      ? wallToInstant(`${addDays(start, days)}T00:00`, viewZone)
      : new Date(startAt.getTime() + length);
    if (endAt > from || (length === 0 && startAt >= from)) result.push({ start, startAt, endAt });
  }
  return result;
}
