// Own and derived events as iCalendar events, and an imported event as an own event.
import type { DerivedEvent } from '@/lib/calendar/derived-event';
import type { CalendarEvent } from '@/lib/db/entities/calendar-event';
import type { IcsEvent } from '@/lib/formats/ical-events';

/** UIDs the app makes end in this domain (derived ones are `<source>:<id>@ledgerline.app`). */
export const UID_DOMAIN = 'ledgerline.app';

/** An own event for the ICS writer (DTSTAMP is its last change). */
export function toIcsEvent(event: CalendarEvent): IcsEvent {
  return {
    uid: event.uid,
    sequence: event.sequence,
    title: event.title,
    allDay: event.allDay,
    start: event.start,
    end: event.end,
    timeZone: event.timeZone,
    recurrence: event.recurrence,
    exdates: event.exdates,
    notes: event.notes,
    stamp: event.updatedAt,
  };
}

/** A derived event as an all-day ICS event linking back to its page (`origin` + href). */
export function derivedToIcs(event: DerivedEvent, origin: string, zone: string, stamp: string): IcsEvent {
  const status = event.status === 'overdue' ? ' (overdue)' : event.status === 'done' ? ' (done)' : '';
  return {
    uid: `${event.id}@${UID_DOMAIN}`,
    sequence: event.sequence,
    title: `${event.title}${status}`,
    allDay: true,
    start: event.day,
    end: event.day,
    timeZone: zone,
    recurrence: null,
    exdates: [],
    notes: event.detail,
    stamp,
    url: `${origin}${event.href}`,
  };
}

/** An own event from an imported one: a new record, or the next version of the one with its UID. */
export function fromIcsEvent(
  imported: IcsEvent,
  existing: CalendarEvent | null,
  options: { readonly id: string; readonly now: string },
): CalendarEvent {
  return {
    id: existing?.id ?? options.id,
    uid: imported.uid,
    // Never lower: the stored sequence moves on even when the file's is older.
    sequence: existing ? Math.max(existing.sequence + 1, imported.sequence) : imported.sequence,
    title: imported.title.slice(0, 200),
    allDay: imported.allDay,
    start: imported.start,
    end: imported.end,
    timeZone: imported.timeZone,
    recurrence: imported.recurrence,
    exdates: [...imported.exdates],
    notes: imported.notes.slice(0, 5000),
    link: existing?.link ?? null,
    createdAt: existing?.createdAt ?? options.now,
    updatedAt: options.now,
    revision: existing?.revision ?? 1,
  };
}
