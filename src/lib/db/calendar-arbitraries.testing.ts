// fast-check arbitraries of the Calendar's own events (never imported by app code).
import fc from 'fast-check';
import { CALENDAR_LINK_KINDS } from './entities/calendar-event';
import { RECURRENCE_FREQUENCIES } from '@/lib/formats/ical-events';
import { day, isoDate, requiredText, text, valid } from './arbitrary-parts.testing';

const recurrence = fc.option(
  fc.record({
    frequency: fc.constantFrom(...RECURRENCE_FREQUENCIES),
    interval: fc.integer({ min: 1, max: 999 }),
    until: fc.constant(null),
    count: fc.option(fc.integer({ min: 1, max: 1000 }), { nil: null }),
  }),
  { nil: null },
);

/** A valid own event (all-day or timed, maybe recurring, maybe linked). */
export const calendarEvent = fc
  .record({
    id: fc.uuid(),
    sequence: fc.nat({ max: 50 }),
    title: requiredText(200),
    allDay: fc.boolean(),
    start: day,
    timeZone: fc.constantFrom('UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Tokyo'),
    recurrence,
    notes: text(200),
    link: fc.option(fc.record({ kind: fc.constantFrom(...CALENDAR_LINK_KINDS), id: fc.uuid() }), { nil: null }),
    createdAt: isoDate,
    updatedAt: isoDate,
    revision: fc.integer({ min: 1, max: 20 }),
  })
  .map(({ start, allDay, ...rest }) => ({
    ...rest,
    uid: `${rest.id}@ledgerline`,
    allDay,
    start: allDay ? start : `${start}T09:00`,
    end: allDay ? start : `${start}T10:30`,
    exdates: [],
  }))
  .map(valid('calendarEvents'));
