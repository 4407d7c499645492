// One list per day of what the views show: own events' occurrences (expanded in their zone,
// placed on the day the company's zone reads) and the derived events, timed ones in time order.
import type { DerivedEvent, DerivedStatus } from '@/lib/calendar/derived-event';
import type { CalendarEvent } from '@/lib/db/entities/calendar-event';
import { wallToInstant } from '@/lib/formats/wall-time';
import { addDays } from '@/lib/primitives/days';
import { occurrencesBetween } from '@/lib/formats/ical-recur';
import { toIcsEvent } from './ics-mapping';
import { dayAndTime } from './zoned-time';

export interface CalendarItem {
  readonly key: string;
  readonly day: string;
  /** HH:mm in the company's zone, '' for all-day. */
  readonly time: string;
  readonly title: string;
  readonly detail: string;
  readonly status: DerivedStatus | 'own';
  readonly derived: DerivedEvent | null;
  readonly own: { readonly event: CalendarEvent; readonly occurrence: string } | null;
}

/** Items per day in [from, to] (inclusive days in `zone`). */
export function itemsByDay(
  own: readonly CalendarEvent[],
  derived: readonly DerivedEvent[],
  range: { from: string; to: string },
  zone: string,
): Map<string, CalendarItem[]> {
  const days = new Map<string, CalendarItem[]>();
  const push = (item: CalendarItem) => {
    if (item.day < range.from || item.day > range.to) return;
    const list = days.get(item.day);
    if (list) list.push(item);
    else days.set(item.day, [item]);
  };
  const from = wallToInstant(`${range.from}T00:00`, zone);
  const to = wallToInstant(`${addDays(range.to, 1)}T00:00`, zone);
  for (const event of own) {
    for (const occurrence of occurrencesBetween(toIcsEvent(event), from, to, zone)) {
      const start = dayAndTime(occurrence.startAt, zone);
      const base = { title: event.title, detail: event.notes.split('\n')[0] ?? '', status: 'own' as const };
      const ownRef = { event, occurrence: occurrence.start };
      if (!event.allDay) {
        push({
          ...base,
          key: `${event.id}:${occurrence.start}`,
          day: start.day,
          time: start.time,
          derived: null,
          own: ownRef,
        });
        continue;
      }
      // An all-day event is listed on each of its days.
      const last = dayAndTime(new Date(occurrence.endAt.getTime() - 1), zone).day;
      for (let day = start.day; day <= last; day = addDays(day, 1))
        push({ ...base, key: `${event.id}:${occurrence.start}:${day}`, day, time: '', derived: null, own: ownRef });
    }
  }
  for (const event of derived) push(derivedItem(event));
  for (const list of days.values()) list.sort((a, b) => a.time.localeCompare(b.time));
  return days;
}

/** A derived event as a view's item (all day). */
export function derivedItem(event: DerivedEvent): CalendarItem {
  return {
    key: event.id,
    day: event.day,
    time: '',
    title: event.title,
    detail: event.detail,
    status: event.status,
    derived: event,
    own: null,
  };
}
