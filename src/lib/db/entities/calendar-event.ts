import { z } from 'zod';
import { RECURRENCE_FREQUENCIES } from '@/lib/formats/ical-events';
import { isIsoDay } from '@/lib/primitives/iso-day';
import { timeZoneSchema } from '@/lib/primitives/time-zone';
import { revisionSchema } from './revision';

/** Kinds of record an own event may point at. */
export const CALENDAR_LINK_KINDS = ['client', 'vendor', 'invoice', 'bill', 'document'] as const;
export type CalendarLinkKind = (typeof CALENDAR_LINK_KINDS)[number];

const day = z.string().refine(isIsoDay, 'Use a date written YYYY-MM-DD');
const wallTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, 'Use a time written YYYY-MM-DDTHH:mm')
  .refine((text) => isIsoDay(text.slice(0, 10)), 'Use a real date');

export const calendarRecurrenceSchema = z
  .strictObject({
    frequency: z.enum(RECURRENCE_FREQUENCIES),
    interval: z.int().min(1, 'Repeat at least every 1').max(999, 'Use at most 999'),
    /** The last day an occurrence may start (inclusive), or null. */
    until: day.nullable(),
    count: z.int().min(1, 'Repeat at least once').max(1000, 'Use at most 1,000').nullable(),
  })
  .refine((rule) => rule.until === null || rule.count === null, {
    message: 'Choose an end date or a number of times, not both',
    path: ['count'],
  });

/**
 * An event of the company's own calendar. All-day: `start`/`end` are days (end inclusive); timed:
 * wall-clock times in `timeZone`. `uid` never changes (exports and imports match on it);
 * `sequence` is raised on every change, as iCalendar's SEQUENCE.
 */
export const calendarEventSchema = z
  .strictObject({
    id: z.string().min(1).max(100),
    uid: z.string().min(1).max(255),
    sequence: z.int().nonnegative().max(Number.MAX_SAFE_INTEGER),
    title: z.string().trim().min(1, 'Enter a title').max(200, 'Use at most 200 characters'),
    allDay: z.boolean(),
    start: z.union([day, wallTime]),
    end: z.union([day, wallTime]),
    timeZone: timeZoneSchema,
    recurrence: calendarRecurrenceSchema.nullable(),
    /** Occurrence starts left out, written like `start`. */
    exdates: z.array(z.union([day, wallTime])).max(500),
    notes: z.string().max(5000, 'Use at most 5,000 characters'),
    link: z.strictObject({ kind: z.enum(CALENDAR_LINK_KINDS), id: z.string().min(1).max(100) }).nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    revision: revisionSchema,
  })
  .refine(
    (event) =>
      event.allDay
        ? isIsoDay(event.start) && isIsoDay(event.end)
        : event.start.includes('T') && event.end.includes('T'),
    {
      message: 'An all-day event has days, a timed event has times',
      path: ['start'],
    },
  )
  .refine((event) => event.end >= event.start, { message: 'The end is before the start', path: ['end'] });

export type CalendarEvent = z.output<typeof calendarEventSchema>;
