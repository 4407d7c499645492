// The event form: text as typed, turned into the stored event (or a message per field).
import {
  CALENDAR_LINK_KINDS,
  calendarEventSchema,
  type CalendarEvent,
  type CalendarLinkKind,
} from '@/lib/db/entities/calendar-event';
import { RECURRENCE_FREQUENCIES, type RecurrenceFrequency } from '@/lib/formats/ical-events';
import { fieldErrorsFrom, type FieldErrors } from '@/lib/forms/field-errors';
import { UID_DOMAIN } from './ics-mapping';

export interface EventDraft {
  readonly title: string;
  readonly allDay: boolean;
  readonly startDay: string;
  readonly startTime: string;
  readonly endDay: string;
  readonly endTime: string;
  readonly timeZone: string;
  readonly repeat: '' | RecurrenceFrequency;
  readonly interval: string;
  readonly ends: 'never' | 'until' | 'count';
  readonly until: string;
  readonly count: string;
  readonly notes: string;
  /** `kind:id`, or '' for none. */
  readonly link: string;
}

export type EventField = keyof EventDraft;

/** A new event's draft on `day` (09:00 to 10:00 in `zone`), or the draft of a stored event. */
export function draftFromEvent(event: CalendarEvent | null, defaults: { day: string; zone: string }): EventDraft {
  if (!event)
    return {
      title: '',
      allDay: false,
      startDay: defaults.day,
      startTime: '09:00',
      endDay: defaults.day,
      endTime: '10:00',
      timeZone: defaults.zone,
      repeat: '',
      interval: '1',
      ends: 'never',
      until: '',
      count: '',
      notes: '',
      link: '',
    };
  const rule = event.recurrence;
  return {
    title: event.title,
    allDay: event.allDay,
    startDay: event.start.slice(0, 10),
    startTime: event.allDay ? '09:00' : event.start.slice(11, 16),
    endDay: event.end.slice(0, 10),
    endTime: event.allDay ? '10:00' : event.end.slice(11, 16),
    timeZone: event.timeZone,
    repeat: rule?.frequency ?? '',
    interval: String(rule?.interval ?? 1),
    ends: rule?.until ? 'until' : rule?.count ? 'count' : 'never',
    until: rule?.until ?? '',
    count: rule?.count ? String(rule.count) : '',
    notes: event.notes,
    link: event.link ? `${event.link.kind}:${event.link.id}` : '',
  };
}

function linkOf(text: string): CalendarEvent['link'] {
  const at = text.indexOf(':');
  const kind = text.slice(0, at) as CalendarLinkKind;
  return at > 0 && CALENDAR_LINK_KINDS.includes(kind) ? { kind, id: text.slice(at + 1) } : null;
}

const RENAME: Partial<Record<string, EventField>> = { start: 'startDay', end: 'endDay', recurrence: 'repeat' };

/**
 * The event to store, or the messages per field. An edit keeps the id, UID and creation time and
 * raises `sequence`; the exceptions of a repeating event are kept only while it still repeats.
 */
export function eventFromDraft(
  draft: EventDraft,
  existing: CalendarEvent | null,
  options: { readonly now: Date; readonly newId: string },
): { ok: true; event: CalendarEvent } | { ok: false; errors: FieldErrors<EventField> } {
  const errors: FieldErrors<EventField> = {};
  if (draft.repeat && !RECURRENCE_FREQUENCIES.includes(draft.repeat)) errors.repeat = 'Choose how it repeats';
  if (draft.repeat && draft.ends === 'until' && !draft.until) errors.until = 'Choose the last day';
  if (draft.repeat && draft.ends === 'count' && !/^\d+$/.test(draft.count)) errors.count = 'Enter how many times';
  if (draft.repeat && !/^\d+$/.test(draft.interval)) errors.interval = 'Enter a whole number';
  const id = existing?.id ?? options.newId;
  const now = options.now.toISOString();
  const result = calendarEventSchema.safeParse({
    id,
    uid: existing?.uid ?? `${id}@${UID_DOMAIN}`,
    sequence: existing ? existing.sequence + 1 : 0,
    title: draft.title,
    allDay: draft.allDay,
    start: draft.allDay ? draft.startDay : `${draft.startDay}T${draft.startTime}`,
    end: draft.allDay ? draft.endDay : `${draft.endDay}T${draft.endTime}`,
    timeZone: draft.timeZone,
    recurrence: draft.repeat
      ? {
          frequency: draft.repeat,
          interval: Number(draft.interval),
          until: draft.ends === 'until' ? draft.until : null,
          count: draft.ends === 'count' ? Number(draft.count) : null,
        }
      : null,
    exdates: draft.repeat && existing?.recurrence ? existing.exdates : [],
    notes: draft.notes,
    link: linkOf(draft.link),
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
    revision: existing?.revision ?? 1,
  });
  const all = { ...(result.success ? {} : fieldErrorsFrom<EventField>(result.error.issues, RENAME)), ...errors };
  if (!result.success || Object.keys(errors).length) return { ok: false, errors: all };
  return { ok: true, event: result.data };
}
