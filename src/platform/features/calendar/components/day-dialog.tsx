import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { CalendarItem } from '@/platform/features/calendar/model/calendar-items';
import { longDay } from '@/platform/features/calendar/model/zoned-time';
import { ItemList } from './item-list';

export interface DayDialogProps {
  readonly day: string;
  readonly items: readonly CalendarItem[];
  readonly onOpen: (item: CalendarItem) => void;
  readonly onNew: () => void;
  readonly onClose: () => void;
}

/** One day of the month grid (Enter on a day): everything on it, and a new event there. */
export function DayDialog({ day, items, onOpen, onNew, onClose }: DayDialogProps) {
  return (
    <Dialog title={longDay(day)} onClose={onClose}>
      <div className="grid gap-3">
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
