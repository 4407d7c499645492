import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { CalendarItem } from '@/platform/features/calendar/model/calendar-items';
import type { DayProjection } from '@/platform/features/calendar/model/projected-cash';
import { longDay } from '@/platform/features/calendar/model/zoned-time';
import { ItemList } from './item-list';
import { ProjectionLines } from './projection-lines';
import { useCompanyDates } from '@/lib/db/company-dates';

export interface DayDialogProps {
  readonly day: string;
  readonly items: readonly CalendarItem[];
  /** The day's projected cash, while the toggle is on. */
  readonly projections?: readonly DayProjection[] | undefined;
  readonly onOpen: (item: CalendarItem) => void;
  readonly onNew: () => void;
  readonly onClose: () => void;
}

/** One day of the month grid (Enter on a day): everything on it, and a new event there. */
export function DayDialog({ day, items, projections, onOpen, onNew, onClose }: DayDialogProps) {
  const { locale } = useCompanyDates();
  return (
    <Dialog title={longDay(day, locale)} onClose={onClose}>
      <div className="grid gap-3">
        <ProjectionLines list={projections} />
        {items.length ? (
          <ItemList items={items} onOpen={onOpen} />
        ) : (
          <p className="text-sm text-muted">Nothing planned.</p>
        )}
        <div>
          <Button onClick={onNew}>New event on this day</Button>
        </div>
      </div>
    </Dialog>
  );
}
