// What an .ics import would do, shown before anything is written: each event new, an update of
// the own event with its UID, or unchanged; and the events the file could not give.
import type { CalendarEvent } from '@/lib/db/entities/calendar-event';
import { calendarEventSchema } from '@/lib/db/entities/calendar-event';
import type { IcsReadError, IcsReadResult } from '@/lib/formats/ical-read';
import { fromIcsEvent } from './ics-mapping';

export interface ImportRow {
  readonly action: 'new' | 'update' | 'unchanged';
  readonly event: CalendarEvent;
  /** The first occurrences (instants), for the preview. */
  readonly firstStarts: readonly Date[];
}

export interface ImportPlan {
  readonly rows: readonly ImportRow[];
  readonly errors: readonly IcsReadError[];
}

const SAME_FIELDS = ['title', 'allDay', 'start', 'end', 'timeZone', 'recurrence', 'exdates', 'notes'] as const;

/** The plan for a read file against the stored events (a later duplicate UID in the file wins). */
export function importPlan(
  read: IcsReadResult,
  stored: readonly CalendarEvent[],
  options: { readonly now: Date; readonly newId: () => string },
): ImportPlan {
  const byUid = new Map(stored.map((event) => [event.uid, event]));
  const rows = new Map<string, ImportRow>();
  const errors: IcsReadError[] = [...read.errors];
  read.events.forEach(({ event: imported, firstStarts }, index) => {
    const existing = byUid.get(imported.uid) ?? null;
    const candidate = fromIcsEvent(imported, existing, { id: options.newId(), now: options.now.toISOString() });
    const checked = calendarEventSchema.safeParse(candidate);
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? 'Not a valid event';
      errors.push({ index, uid: imported.uid, title: imported.title, message });
      return;
    }
    const unchanged =
      existing && SAME_FIELDS.every((field) => JSON.stringify(existing[field]) === JSON.stringify(checked.data[field]));
    rows.set(imported.uid, {
      action: !existing ? 'new' : unchanged ? 'unchanged' : 'update',
      event: unchanged && existing ? existing : checked.data,
      firstStarts,
    });
  });
  return { rows: [...rows.values()], errors };
}
