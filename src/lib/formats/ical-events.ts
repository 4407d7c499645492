// Calendar events as iCalendar (RFC 5545) text, written with ical.js: stable UIDs, SEQUENCE, DTSTAMP,
// a VTIMEZONE for every TZID used (from the zone's own transitions), RRULE and EXDATE kept. A timed
// event is always zoned (TZID, or UTC with Z): never a floating time. Reading is in ical-read.ts.
import ICAL from 'ical.js';
import { vtimezone } from './ical-timezone';
import { wallParts, wallToInstant } from './wall-time';
import { nextDay } from '@/lib/primitives/days';

export const RECURRENCE_FREQUENCIES = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];

/** A repeat rule: every `interval` days/weeks/months/years, until a day (inclusive) or `count` times, or forever. */
export interface IcsRecurrence {
  readonly frequency: RecurrenceFrequency;
  readonly interval: number;
  readonly until: string | null;
  readonly count: number | null;
}

/**
 * One event. All-day: `start` and `end` are days (YYYY-MM-DD, `end` the last day, inclusive).
 * Timed: wall-clock times `YYYY-MM-DDTHH:mm` in `timeZone` (an IANA name, or 'UTC').
 * `exdates` are occurrence starts left out, written like `start`.
 */
export interface IcsEvent {
  readonly uid: string;
  readonly sequence: number;
  readonly title: string;
  readonly allDay: boolean;
  readonly start: string;
  readonly end: string;
  readonly timeZone: string;
  readonly recurrence: IcsRecurrence | null;
  readonly exdates: readonly string[];
  readonly notes: string;
  /** When this version was written (DTSTAMP / LAST-MODIFIED), an ISO instant. */
  readonly stamp: string;
  /** A link to the record the event is about (URL property), or ''. */
  readonly url?: string;
}

export const ICS_PRODUCT_ID = '-//Ledgerline//Calendar//EN';

function timeValue(text: string, zone: string, allDay: boolean): ICAL.Time {
  const parts = wallParts(text);
  if (allDay) return ICAL.Time.fromData({ year: parts.year, month: parts.month, day: parts.day, isDate: true });
  if (zone === 'UTC') return ICAL.Time.fromData(parts, ICAL.Timezone.utcTimezone);
  return ICAL.Time.fromData(parts);
}

function addTime(vevent: ICAL.Component, name: string, value: ICAL.Time, event: IcsEvent): void {
  const property = vevent.addPropertyWithValue(name, value);
  if (!event.allDay && event.timeZone !== 'UTC') property.setParameter('tzid', event.timeZone);
}

/** RRULE's UNTIL: a DATE for all-day events, else the end of the day in the zone, in UTC (RFC 5545 3.3.10). */
function untilValue(event: IcsEvent, until: string): ICAL.Time {
  if (event.allDay) return timeValue(until, 'UTC', true);
  const instant = new Date(wallToInstant(`${nextDay(until)}T00:00`, event.timeZone).getTime() - 1000);
  return ICAL.Time.fromJSDate(instant, true);
}

/** One VEVENT for an event. */
export function veventOf(event: IcsEvent): ICAL.Component {
  const vevent = new ICAL.Component('vevent');
  vevent.addPropertyWithValue('uid', event.uid);
  vevent.addPropertyWithValue('sequence', event.sequence);
  const stamp = ICAL.Time.fromJSDate(new Date(event.stamp), true);
  vevent.addPropertyWithValue('dtstamp', stamp);
  vevent.addPropertyWithValue('last-modified', stamp);
  vevent.addPropertyWithValue('summary', event.title);
  addTime(vevent, 'dtstart', timeValue(event.start, event.timeZone, event.allDay), event);
  const end = event.allDay ? nextDay(event.end) : event.end;
  addTime(vevent, 'dtend', timeValue(end, event.timeZone, event.allDay), event);
  if (event.recurrence) {
    const rule = event.recurrence;
    const recur = ICAL.Recur.fromData({
      freq: rule.frequency.toUpperCase() as 'DAILY',
      interval: rule.interval,
      ...(rule.until ? { until: untilValue(event, rule.until) } : {}),
      ...(rule.count ? { count: rule.count } : {}),
    });
    vevent.addPropertyWithValue('rrule', recur);
    for (const exdate of [...event.exdates].sort())
      addTime(vevent, 'exdate', timeValue(exdate, event.timeZone, event.allDay), event);
  }
  if (event.notes) vevent.addPropertyWithValue('description', event.notes);
  if (event.url) vevent.addPropertyWithValue('url', event.url);
  return vevent;
}

/** The years an event's times fall in (from its start to its end, its until, or ten years on). */
function yearsOf(event: IcsEvent): [number, number] {
  const first = Number(event.start.slice(0, 4));
  const rule = event.recurrence;
  const last = rule ? (rule.until ? Number(rule.until.slice(0, 4)) : first + 10) : Number(event.end.slice(0, 4));
  return [first, Math.max(first, last)];
}

/** A VCALENDAR of the events, with one VTIMEZONE per TZID used; CRLF line ends, folded at 75 octets. */
export function writeIcs(events: readonly IcsEvent[], calendarName = 'Ledgerline'): string {
  const calendar = new ICAL.Component('vcalendar');
  calendar.addPropertyWithValue('prodid', ICS_PRODUCT_ID);
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  calendar.addPropertyWithValue('x-wr-calname', calendarName);
  const zones = new Map<string, [number, number]>();
  for (const event of events) {
    if (event.allDay || event.timeZone === 'UTC') continue;
    const [from, to] = yearsOf(event);
    const known = zones.get(event.timeZone);
    zones.set(event.timeZone, known ? [Math.min(known[0], from), Math.max(known[1], to)] : [from, to]);
  }
  for (const [zone, [from, to]] of [...zones].sort(([a], [b]) => a.localeCompare(b)))
    calendar.addSubcomponent(vtimezone(zone, from, to));
  for (const event of events) calendar.addSubcomponent(veventOf(event));
  return calendar.toString() + '\r\n';
}
