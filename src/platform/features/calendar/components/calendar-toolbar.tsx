import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import type { CalendarData } from '@/lib/calendar/calendar-read';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { stepDay, weekStart, type CalendarView } from '@/platform/features/calendar/model/view-state';
import { longDay, monthTitle } from '@/platform/features/calendar/model/zoned-time';
import { ExportDialog } from './export-dialog';
import { ImportDialog } from './import-dialog';
import { useCompanyDates } from '@/lib/db/company-dates';

export interface CalendarToolbarProps {
  readonly db: WorkspaceDb;
  readonly data: CalendarData;
  readonly view: CalendarView;
  readonly day: string;
  readonly today: string;
  readonly zone: string;
  readonly companyZone: string | null;
  readonly browserZone: string;
  readonly onGo: (day: string) => void;
  readonly onNew: () => void;
  /** The projected-cash toggle (`cash=1` in the URL). */
  readonly cash: boolean;
  readonly onCash: (on: boolean) => void;
}

function periodTitle(view: CalendarView, day: string, locale: string | undefined): string {
  if (view === 'month') return monthTitle(day, locale);
  if (view === 'week') return `Week of ${longDay(weekStart(day), locale)}`;
  return `From ${longDay(day, locale)}`;
}

/** Where the view is, moving it, the zone it is shown in, and the page's actions. */
export function CalendarToolbar(props: CalendarToolbarProps) {
  const { locale } = useCompanyDates();
  const { view, day, today, zone, companyZone, browserZone, onGo } = props;
  const [dialog, setDialog] = useState<'import' | 'export' | null>(null);
  // The URL changes in a transition: until it lands, the box shows what was clicked (a controlled
  // box would otherwise spring back for a moment). Any newer URL value wins.
  const [clicked, setClicked] = useState<{ readonly on: boolean; readonly from: boolean } | null>(null);
  const cashShown = clicked && clicked.from === props.cash ? clicked.on : props.cash;
  return (
    <div className="mb-4 grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="mr-auto text-lg font-semibold text-fg" aria-live="polite">
          {periodTitle(view, day, locale)}
        </h2>
        <Button variant="secondary" onClick={() => onGo(stepDay(view, day, -1))} aria-label={`Previous ${view}`}>
          Previous
        </Button>
        <Button variant="secondary" onClick={() => onGo(today)}>
          Today
        </Button>
        <Button variant="secondary" onClick={() => onGo(stepDay(view, day, 1))} aria-label={`Next ${view}`}>
          Next
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={props.onNew}>New event</Button>
        <Button variant="secondary" onClick={() => setDialog('import')}>
          Import .ics
        </Button>
        <Button variant="secondary" onClick={() => setDialog('export')}>
          Export .ics
        </Button>
      </div>
      <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
        <Checkbox
          label="Projected cash"
          hint="From SBI’s weekly cash forecast: the expected balance and its 80% range."
          checked={cashShown}
          onChange={(event) => {
            const on = event.currentTarget.checked;
            setClicked({ on, from: props.cash });
            props.onCash(on);
          }}
        />
        <Link className="text-sm text-link underline" to="/platform/sbi?tab=forecast">
          SBI’s Forecast tab
        </Link>
      </div>
      <p className="text-sm text-muted" data-testid="calendar-zone">
        Times in {zone}
        {companyZone ? ' (the company’s time zone)' : ' (your browser’s; '}
        {companyZone ? null : (
          <>
            <Link className="text-link underline" to="/platform/company">
              set the company’s time zone
            </Link>
            )
          </>
        )}
        {companyZone && companyZone !== browserZone ? `. Your browser is in ${browserZone}.` : '.'}
      </p>
      {dialog === 'import' ? (
        <ImportDialog db={props.db} stored={props.data.ownEvents} zone={zone} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'export' ? (
        <ExportDialog data={props.data} zone={zone} today={today} onClose={() => setDialog(null)} />
      ) : null}
    </div>
  );
}
