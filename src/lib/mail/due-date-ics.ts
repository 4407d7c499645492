// An all-day calendar event on a due date (.ics), written with ical.js. Kept tiny on purpose: the
// Calendar page's own writer will take it over.
import ICAL from 'ical.js';

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
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('prodid', '-//Ledgerline//Mail//EN');
  calendar.updatePropertyWithValue('version', '2.0');
  calendar.updatePropertyWithValue('method', 'PUBLISH');
  const vevent = new ICAL.Component('vevent');
  vevent.updatePropertyWithValue('uid', event.uid);
  vevent.updatePropertyWithValue('dtstamp', ICAL.Time.fromJSDate(event.stamp, true));
  const [year, month, day] = event.date.split('-').map(Number);
  const start = new ICAL.Time({ year, month, day, isDate: true }, ICAL.Timezone.localTimezone);
  vevent.updatePropertyWithValue('dtstart', start);
  vevent.updatePropertyWithValue('summary', event.summary);
  vevent.updatePropertyWithValue('description', event.description);
  if (event.url) vevent.updatePropertyWithValue('url', event.url);
  calendar.addSubcomponent(vevent);
  return calendar.toString().replace(/\r?\n/g, '\r\n') + '\r\n';
}
