// An all-day calendar event on a due date (.ics), attached to mail: the Calendar's own writer, so
// a mailed due date and an exported calendar read the same way.
import { writeIcs } from '@/lib/formats/ical-events';

export interface DueDateEvent {
  readonly uid: string;
  readonly summary: string;
  readonly description: string;
  /** YYYY-MM-DD. */
  readonly date: string;
  readonly url?: string;
  readonly stamp: Date;
}

/** A VCALENDAR with one all-day VEVENT on the due date. */
export function dueDateIcs(event: DueDateEvent): string {
  return writeIcs([
    {
      uid: event.uid,
      sequence: 0,
      title: event.summary,
      allDay: true,
      start: event.date,
      end: event.date,
      timeZone: 'UTC',
      recurrence: null,
      exdates: [],
      notes: event.description,
      stamp: event.stamp.toISOString(),
      ...(event.url ? { url: event.url } : {}),
    },
  ]);
}
