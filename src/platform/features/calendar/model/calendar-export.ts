// The .ics export of the whole calendar or a choice of its parts.
import type { CalendarData } from '@/lib/calendar/calendar-read';
import type { DerivedKind } from '@/lib/calendar/derived-event';
import { derivedEvents } from '@/lib/calendar/derived-sources';
import { writeIcs } from '@/lib/formats/ical-events';
import { addDays } from '@/lib/primitives/days';
import { derivedToIcs, toIcsEvent } from './ics-mapping';

export const EXPORT_PARTS = [
  { id: 'own', label: 'Own events' },
  { id: 'invoice-due', label: 'Invoice due dates' },
  { id: 'reminder', label: 'Payment reminders' },
  { id: 'bill-due', label: 'Bill due dates' },
  { id: 'distribution', label: 'Scheduled distributions' },
  { id: 'period-close', label: 'Closed periods' },
  { id: 'token', label: 'Tokens' },
] as const satisfies readonly { id: 'own' | DerivedKind; label: string }[];
export type ExportPart = (typeof EXPORT_PARTS)[number]['id'];

/** The chosen parts as iCalendar text; derived events from a year back to two years ahead. */
export function calendarExport(
  data: Pick<CalendarData, 'ownEvents' | 'records'>,
  options: {
    readonly parts: ReadonlySet<ExportPart>;
    readonly zone: string;
    readonly today: string;
    readonly origin: string;
    readonly now: Date;
  },
): string {
  const window = { from: addDays(options.today, -366), to: addDays(options.today, 731), today: options.today };
  const stamp = options.now.toISOString();
  const derived = derivedEvents(data.records, window)
    .filter((event) => options.parts.has(event.kind))
    .map((event) => derivedToIcs(event, options.origin, options.zone, stamp));
  const own = options.parts.has('own') ? data.ownEvents.map(toIcsEvent) : [];
  return writeIcs([...own, ...derived]);
}
