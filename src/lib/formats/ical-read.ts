// Reads iCalendar text into events, one error per event that cannot be taken (nothing thrown).
// Every VTIMEZONE is registered with ical.js's TimezoneService before any event is read, so a TZID
// time is placed in its zone (not left floating); recurring events are previewed with RecurExpansion.
import ICAL from 'ical.js';
import { TZDate } from '@date-fns/tz';
import { RECURRENCE_FREQUENCIES, type IcsEvent, type IcsRecurrence } from './ical-events';
import { addDays } from '@/lib/primitives/days';
import { isIanaTimeZone } from '@/lib/primitives/time-zone';

export interface IcsReadEvent {
  readonly event: IcsEvent;
  /** The first few occurrence instants (RecurExpansion in the event's registered zone). */
  readonly firstStarts: readonly Date[];
}
export interface IcsReadError {
  readonly index: number;
  readonly uid: string;
  readonly title: string;
  readonly message: string;
}
export interface IcsReadResult {
  readonly events: readonly IcsReadEvent[];
  readonly errors: readonly IcsReadError[];
}

const two = (n: number) => String(n).padStart(2, '0');
const PREVIEW_COUNT = 5;

/** A time as a day or wall time in `zone` ('UTC' included); a floating time or one in `zone` is kept as written. */
function wallIn(time: ICAL.Time, zone: string): string {
  if (time.isDate) return `${time.year}-${two(time.month)}-${two(time.day)}`;
  const own = time.zone?.tzid;
  if (!own || own === 'floating' || own === zone)
    return `${time.year}-${two(time.month)}-${two(time.day)}T${two(time.hour)}:${two(time.minute)}`;
  const zoned = new TZDate(time.toJSDate().getTime(), zone);
  const day = `${zoned.getFullYear()}-${two(zoned.getMonth() + 1)}-${two(zoned.getDate())}`;
  return `${day}T${two(zoned.getHours())}:${two(zoned.getMinutes())}`;
}

/**
 * The zone an event's times are kept in: its IANA TZID; UTC for a Z time or a non-IANA TZID the
 * file defines (converted through its VTIMEZONE); else (floating, or an undefined zone) the default.
 */
function zoneOf(start: ICAL.Time, tzid: string | null, defaultZone: string): string {
  if (tzid && isIanaTimeZone(tzid)) return tzid;
  const own = start.zone?.tzid;
  if (own === 'UTC' || (tzid && own === tzid)) return 'UTC';
  return defaultZone;
}

/** Our repeat rule for an RRULE, or why it is not supported. */
function recurrenceOf(recur: ICAL.Recur, start: ICAL.Time, zone: string): IcsRecurrence | string {
  const frequency = recur.freq.toLowerCase() as IcsRecurrence['frequency'];
  if (!RECURRENCE_FREQUENCIES.includes(frequency)) return `Repeats ${frequency}: only daily, weekly, monthly or yearly`;
  const parts = recur.parts as Record<string, (string | number)[] | undefined>;
  const same: Record<string, string | number> = {
    BYDAY: ICAL.Recur.numericDayToIcalDay(start.dayOfWeek()),
    BYMONTHDAY: start.day,
    BYMONTH: start.month,
  };
  for (const [part, values] of Object.entries(parts)) {
    if (!values || values.length === 0) continue;
    if (values.length === 1 && same[part] !== undefined && String(values[0]) === String(same[part])) continue;
    return `The repeat rule uses ${part}=${values.join(',')}: only every N days, weeks, months or years can be imported`;
  }
  const until = recur.until ? wallIn(recur.until, zone).slice(0, 10) : null;
  return { frequency, interval: recur.interval || 1, until, count: recur.count ?? null };
}

function readEvent(vevent: ICAL.Component, defaultZone: string): IcsReadEvent | string {
  // No exceptions passed: otherwise ical.js scans every sibling VEVENT for each event (quadratic);
  // changed occurrences (RECURRENCE-ID) are refused below anyway.
  const item = new ICAL.Event(vevent, { exceptions: [] });
  if (vevent.hasProperty('recurrence-id')) return 'A changed occurrence of a repeating event is not imported';
  if (!item.uid) return 'The event has no UID';
  const start = item.startDate;
  if (!start) return 'The event has no start (DTSTART)';
  const tzid = vevent.getFirstProperty('dtstart')?.getParameter('tzid');
  const zone = zoneOf(start, typeof tzid === 'string' ? tzid : null, defaultZone);
  const allDay = start.isDate;
  const end = item.endDate ?? start;
  const startText = wallIn(start, zone);
  const endText = allDay ? addDays(wallIn(end, zone), end.compare(start) > 0 ? -1 : 0) : wallIn(end, zone);
  if (endText < startText) return 'The event ends before it starts';
  const rules = vevent.getAllProperties('rrule');
  if (rules.length > 1) return 'The event has more than one repeat rule';
  if (vevent.hasProperty('rdate')) return 'Extra dates (RDATE) are not supported';
  const recurrence = rules[0] ? recurrenceOf(rules[0].getFirstValue() as ICAL.Recur, start, zone) : null;
  if (typeof recurrence === 'string') return recurrence;
  const exdates = vevent
    .getAllProperties('exdate')
    .flatMap((property) => property.getValues() as ICAL.Time[])
    .map((time) => wallIn(time, zone));
  const stampTime = (vevent.getFirstPropertyValue('last-modified') ??
    vevent.getFirstPropertyValue('dtstamp')) as ICAL.Time | null;
  const url = vevent.getFirstPropertyValue('url');
  const event: IcsEvent = {
    uid: item.uid,
    sequence: item.sequence || 0,
    title: (item.summary || '').trim() || '(No title)',
    allDay,
    start: startText,
    end: endText,
    timeZone: allDay ? defaultZone : zone,
    recurrence,
    exdates: recurrence ? [...new Set(exdates)].sort() : [],
    notes: item.description || '',
    stamp: (stampTime ? stampTime.toJSDate() : new Date()).toISOString(),
    ...(typeof url === 'string' && url ? { url } : {}),
  };
  const expansion = new ICAL.RecurExpansion({ component: vevent, dtstart: start });
  const firstStarts: Date[] = [];
  for (let next = expansion.next(); next && firstStarts.length < PREVIEW_COUNT; next = expansion.next())
    firstStarts.push(next.toJSDate());
  return { event, firstStarts };
}

/** The events of an iCalendar text (floating times are read in `defaultZone`). */
export function readIcs(text: string, defaultZone: string): IcsReadResult {
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { events: [], errors: [{ index: 0, uid: '', title: '', message: `Not an iCalendar file: ${message}` }] };
  }
  if (calendar.name !== 'vcalendar')
    return { events: [], errors: [{ index: 0, uid: '', title: '', message: 'Not an iCalendar file (no VCALENDAR)' }] };
  const registered: string[] = [];
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) {
    const zone = new ICAL.Timezone(vtimezone);
    if (!zone.tzid) continue;
    ICAL.TimezoneService.register(zone);
    registered.push(zone.tzid);
  }
  try {
    const events: IcsReadEvent[] = [];
    const errors: IcsReadError[] = [];
    calendar.getAllSubcomponents('vevent').forEach((vevent, index) => {
      let result: IcsReadEvent | string;
      try {
        result = readEvent(vevent, defaultZone);
      } catch (error) {
        result = error instanceof Error ? error.message : String(error);
      }
      if (typeof result !== 'string') events.push(result);
      else {
        const uid = vevent.getFirstPropertyValue('uid');
        const title = vevent.getFirstPropertyValue('summary');
        errors.push({
          index,
          uid: typeof uid === 'string' ? uid : '',
          title: typeof title === 'string' ? title : '',
          message: result,
        });
      }
    });
    return { events, errors };
  } finally {
    for (const tzid of registered) ICAL.TimezoneService.remove(tzid);
  }
}
