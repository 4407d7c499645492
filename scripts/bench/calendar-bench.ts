// Calendar figures (scripts/bench-calendar.mjs bundles this for Node): the month view's items and
// render (React to static markup: the page's own components) with N own events in one month, a
// tenth of them repeating weekly in Europe/Berlin, and the .ics export and re-import of them all.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { CalendarEvent } from '@/lib/db/entities/calendar-event';
import { readIcs } from '@/lib/formats/ical-read';
import { writeIcs } from '@/lib/formats/ical-events';
import { itemsByDay } from '@/platform/features/calendar/model/calendar-items';
import { toIcsEvent } from '@/platform/features/calendar/model/ics-mapping';
import { viewRange } from '@/platform/features/calendar/model/view-state';
import { MonthView } from '@/platform/features/calendar/components/month-view';

const ZONES = ['Europe/Berlin', 'America/New_York', 'Asia/Tokyo', 'UTC'];

/** N own events spread over November 2026 (every tenth weekly, from October, across the DST change). */
export function sampleEvents(count: number): CalendarEvent[] {
  return Array.from({ length: count }, (_, i) => {
    const repeats = i % 10 === 0;
    const day = `2026-${repeats ? '10' : '11'}-${String((i % 28) + 1).padStart(2, '0')}`;
    const hour = String(i % 24).padStart(2, '0');
    return {
      id: `e${i}`,
      uid: `e${i}@ledgerline.app`,
      sequence: i % 3,
      title: `Event ${i}`,
      allDay: i % 7 === 0,
      start: i % 7 === 0 ? day : `${day}T${hour}:00`,
      end: i % 7 === 0 ? day : `${day}T${hour}:30`,
      timeZone: repeats ? 'Europe/Berlin' : (ZONES[i % ZONES.length] ?? 'UTC'),
      recurrence: repeats ? { frequency: 'weekly', interval: 1, until: null, count: 10 } : null,
      exdates: [],
      notes: i % 5 === 0 ? 'Notes, with; special characters\nand a second line' : '',
      link: null,
      createdAt: '2026-10-01T00:00:00.000Z',
      updatedAt: '2026-10-01T00:00:00.000Z',
      revision: 1,
    } satisfies CalendarEvent;
  });
}

const time = <T>(run: () => T): [T, number] => {
  const start = performance.now();
  const value = run();
  return [value, performance.now() - start];
};

/** Month view (items, then render) and .ics export/import of `count` events; milliseconds and bytes. */
export function benchCalendar(count: number) {
  const events = sampleEvents(count);
  const range = viewRange('month', '2026-11-01');
  const [items, itemsMs] = time(() => itemsByDay(events, [], range, 'Europe/Berlin'));
  const [html, renderMs] = time(() =>
    renderToStaticMarkup(
      createElement(MonthView, {
        day: '2026-11-01',
        focusedDay: '2026-11-15',
        today: '2026-11-15',
        items,
        onFocusDay: () => undefined,
        onActivateDay: () => undefined,
        onOpen: () => undefined,
      }),
    ),
  );
  const [ics, exportMs] = time(() => writeIcs(events.map(toIcsEvent)));
  const [read, importMs] = time(() => readIcs(ics, 'Europe/Berlin'));
  const shown = [...items.values()].reduce((sum, list) => sum + list.length, 0);
  return {
    events: count,
    itemsInMonth: shown,
    ms: { items: itemsMs, render: renderMs, export: exportMs, import: importMs },
    bytes: { html: html.length, ics: ics.length },
    imported: read.events.length,
    importErrors: read.errors.length,
  };
}
