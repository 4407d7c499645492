import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FileInput } from '@/components/ui/file-input';
import { Table } from '@/components/ui/table';
import type { CalendarEvent } from '@/lib/db/entities/calendar-event';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { readIcs } from '@/lib/formats/ical-read';
import { importPlan, type ImportPlan, type ImportRow } from '@/platform/features/calendar/model/import-plan';
import { dayAndTime } from '@/platform/features/calendar/model/zoned-time';
import { applyImport } from '@/platform/features/calendar/store/event-store';

/** Largest .ics file read (a year of a busy calendar is well under this). */
const MAX_BYTES = 5 * 1024 * 1024;
const ACTION_WORDS = { new: 'New', update: 'Update', unchanged: 'Unchanged' } as const;

export interface ImportDialogProps {
  readonly db: WorkspaceDb;
  readonly stored: readonly CalendarEvent[];
  /** Where floating times and all-day events are placed. */
  readonly zone: string;
  readonly onClose: () => void;
}

function when(row: ImportRow, zone: string): string {
  const e = row.event;
  const first = e.allDay ? e.start : `${e.start.replace('T', ' ')} ${e.timeZone}`;
  const rule = e.recurrence ? `, every ${e.recurrence.interval} × ${e.recurrence.frequency}` : '';
  const next = row.firstStarts
    .slice(0, 3)
    .map((d) => {
      const at = dayAndTime(d, zone);
      return e.allDay ? at.day : `${at.day} ${at.time}`;
    })
    .join('; ');
  return e.recurrence ? `${first}${rule} (${next}…)` : first;
}

/** Import an .ics file: a preview of what it adds or updates and what it cannot take; nothing is written until confirmed. */
export function ImportDialog({ db, stored, zone, onClose }: ImportDialogProps) {
  const [plan, setPlan] = useState<ImportPlan | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const read = async (files: File[]) => {
    setPlan(null);
    setProblem(null);
    const file = files[0];
    if (!file) return;
    if (file.size > MAX_BYTES) return setProblem('This file is larger than 5 MB.');
    const result = readIcs(await file.text(), zone);
    setPlan(importPlan(result, stored, { now: new Date(), newId: () => crypto.randomUUID() }));
  };
  const confirm = async () => {
    if (!plan) return;
    setBusy(true);
    try {
      await applyImport(db, plan.rows);
      onClose();
    } catch (error) {
      setProblem(`Nothing was imported: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setBusy(false);
    }
  };
  const changes = plan?.rows.filter((r) => r.action !== 'unchanged').length ?? 0;

  return (
    <Dialog title="Import events" onClose={onClose}>
      <div className="grid gap-4">
        <FileInput label="Calendar file (.ics)" accept=".ics,text/calendar" onFiles={(files) => void read(files)} />
        {problem ? <Alert tone="danger">{problem}</Alert> : null}
        {plan ? (
          <>
            <Table
              label="Events in the file"
              columns={[
                { id: 'action', header: 'Import as', cell: (row) => <Badge>{ACTION_WORDS[row.action]}</Badge> },
                { id: 'title', header: 'Title', cell: (row) => row.event.title },
                { id: 'when', header: 'When', cell: (row) => when(row, zone) },
              ]}
              rows={plan.rows}
              rowKey={(row) => row.event.uid}
              empty={<p className="text-sm text-muted">No events can be imported from this file.</p>}
            />
            {plan.errors.length ? (
              <Alert
                tone="warning"
                title={`${plan.errors.length} ${plan.errors.length === 1 ? 'event' : 'events'} left out`}
              >
                <ul className="list-disc pl-5">
                  {plan.errors.map((error) => (
                    <li key={`${error.index}:${error.uid}`}>
                      {error.title || error.uid || `Event ${error.index + 1}`}: {error.message}
                    </li>
                  ))}
                </ul>
              </Alert>
            ) : null}
          </>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button disabled={!plan || changes === 0 || busy} onClick={() => void confirm()}>
            {changes ? `Import ${changes} ${changes === 1 ? 'event' : 'events'}` : 'Import'}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
