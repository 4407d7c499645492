// The Calendar's writes: an own event saved against the revision its edit started from, removed
// (and put back by Undo exactly as it was), and an import applied in one transaction.
import type { CalendarEvent } from '@/lib/db/entities/calendar-event';
import { parseRecord } from '@/lib/db/records';
import { deleteRevision, saveRevision, type BaseRevision } from '@/lib/db/revision-save';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { ImportRow } from '@/platform/features/calendar/model/import-plan';

/** Saves a new event (base null) or an edit of the one at `base`; throws StaleRevisionError. */
export function saveEvent(db: WorkspaceDb, event: CalendarEvent, base: BaseRevision): Promise<CalendarEvent> {
  return saveRevision(db, 'calendarEvents', event, base);
}

/** Removes the event if it is still the version shown; throws StaleRevisionError. */
export function removeEvent(db: WorkspaceDb, event: CalendarEvent): Promise<void> {
  return deleteRevision(db, 'calendarEvents', event.id, event.revision);
}

/** Puts a removed event back as it was (Undo). */
export function restoreEvent(db: WorkspaceDb, event: CalendarEvent): Promise<CalendarEvent> {
  return saveRevision(db, 'calendarEvents', event, null);
}

/**
 * Writes the planned new and updated events in one transaction. An update is matched by UID again
 * inside it (another tab may have changed the event since the preview) and stored at revision + 1.
 */
export async function applyImport(db: WorkspaceDb, rows: readonly ImportRow[]): Promise<number> {
  const changes = rows.filter((row) => row.action !== 'unchanged');
  return db.transaction('rw', db.calendarEvents, async () => {
    for (const { event } of changes) {
      const stored = await db.calendarEvents.where('uid').equals(event.uid).first();
      const record = stored
        ? {
            ...event,
            id: stored.id,
            sequence: Math.max(event.sequence, stored.sequence + 1),
            revision: stored.revision + 1,
          }
        : event;
      await db.calendarEvents.put(parseRecord('calendarEvents', record));
    }
    return changes.length;
  });
}
