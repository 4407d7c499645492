import { useState } from 'react';
import { withBase } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { Fieldset } from '@/components/ui/fieldset';
import type { CalendarData } from '@/lib/calendar/calendar-read';
import { downloadText } from '@/lib/files/download';
import { calendarExport, EXPORT_PARTS, type ExportPart } from '@/platform/features/calendar/model/calendar-export';

export interface ExportDialogProps {
  readonly data: CalendarData;
  readonly zone: string;
  readonly today: string;
  readonly onClose: () => void;
}

/** Export the calendar, or some of it, as one .ics file. */
export function ExportDialog({ data, zone, today, onClose }: ExportDialogProps) {
  const [parts, setParts] = useState<ReadonlySet<ExportPart>>(() => new Set(EXPORT_PARTS.map((p) => p.id)));
  const toggle = (id: ExportPart, on: boolean) =>
    setParts((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const download = () => {
    const text = calendarExport(data, {
      parts,
      zone,
      today,
      // The site's root, with its sub-path when it is served under one (BASE_PATH).
      origin: `${window.location.origin}${withBase('/').replace(/\/$/, '')}`,
      now: new Date(),
    });
    downloadText(text, `ledgerline-calendar-${today}.ics`, 'text/calendar');
    onClose();
  };
  return (
    <Dialog title="Export events" onClose={onClose}>
      <div className="grid gap-4">
        <Fieldset legend="What to export">
          {EXPORT_PARTS.map((part) => (
            <Checkbox
              key={part.id}
              label={part.label}
              checked={parts.has(part.id)}
              onChange={(e) => toggle(part.id, e.target.checked)}
            />
          ))}
        </Fieldset>
        <p className="text-sm text-muted">
          Due dates, schedules and closings are exported from a year ago to two years ahead, as all-day events linking
          back here.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button disabled={parts.size === 0} onClick={download}>
            Download .ics
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
