import { useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useRemoveWithUndo } from '@/components/ui/use-remove-with-undo';
import type { LinkOption } from '@/lib/calendar/calendar-read';
import type { CalendarEvent } from '@/lib/db/entities/calendar-event';
import { StaleRevisionError } from '@/lib/db/revision-save';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { FieldErrors } from '@/lib/forms/field-errors';
import {
  draftFromEvent,
  eventFromDraft,
  type EventDraft,
  type EventField,
} from '@/platform/features/calendar/model/event-form';
import { removeEvent, restoreEvent, saveEvent } from '@/platform/features/calendar/store/event-store';
import { EventFields } from './event-fields';

export interface EventPanelProps {
  readonly db: WorkspaceDb;
  /** The event edited, or null for a new one. */
  readonly event: CalendarEvent | null;
  readonly day: string;
  readonly zone: string;
  readonly links: readonly LinkOption[];
  readonly onClose: () => void;
}

function problem(error: unknown): string {
  if (error instanceof StaleRevisionError)
    return 'This event was changed or removed in another tab since you opened it. Close and open it again.';
  return `It could not be saved: ${error instanceof Error ? error.message : String(error)}`;
}

/** Add or edit an own event in a side panel; Delete offers Undo. */
export function EventPanel({ db, event, day, zone, links, onClose }: EventPanelProps) {
  const [draft, setDraft] = useState<EventDraft>(() => draftFromEvent(event, { day, zone }));
  const [errors, setErrors] = useState<FieldErrors<EventField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { remove } = useRemoveWithUndo();
  const newId = useMemo(() => crypto.randomUUID(), []);

  const save = async () => {
    const result = eventFromDraft(draft, event, { now: new Date(), newId });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await saveEvent(db, result.event, event ? event.revision : null);
      onClose();
    } catch (error) {
      setFailure(problem(error));
    } finally {
      setBusy(false);
    }
  };
  const removeThis = async () => {
    if (!event) return;
    const done = await remove(
      `“${event.title}”`,
      () => removeEvent(db, event),
      () => restoreEvent(db, event),
    );
    if (done) onClose();
    else setFailure('It could not be removed: it may have changed in another tab.');
  };

  return (
    <Dialog title={event ? 'Edit event' : 'New event'} onClose={onClose}>
      <form
        className="grid gap-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <EventFields
          draft={draft}
          errors={errors}
          links={links}
          onChange={(patch) => setDraft((previous) => ({ ...previous, ...patch }))}
        />
        {failure ? <Alert tone="danger">{failure}</Alert> : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy}>
            {event ? 'Save changes' : 'Add event'}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          {event ? (
            <Button variant="danger" className="ml-auto" onClick={() => void removeThis()}>
              Delete
            </Button>
          ) : null}
        </div>
      </form>
    </Dialog>
  );
}
