import { useMemo } from 'react';
import { MonthGrid } from '@/components/ui/month-grid';
import type { CalendarItem } from '@/platform/features/calendar/model/calendar-items';
import { longDay, monthTitle, weekdayNames } from '@/platform/features/calendar/model/zoned-time';
import { ItemList } from './item-list';

export interface MonthViewProps {
  readonly day: string;
  readonly focusedDay: string;
  readonly today: string;
  readonly items: ReadonlyMap<string, readonly CalendarItem[]>;
  readonly onFocusDay: (day: string) => void;
  readonly onActivateDay: (day: string) => void;
  readonly onOpen: (item: CalendarItem) => void;
}

/** The month grid: each day's first items as chips (a count on narrow screens); Enter opens the day. */
export function MonthView({ day, focusedDay, today, items, onFocusDay, onActivateDay, onOpen }: MonthViewProps) {
  const weekdays = useMemo(() => weekdayNames(), []);
  const dayLabel = (d: string) => {
    const count = items.get(d)?.length ?? 0;
    const overdue = items.get(d)?.filter((i) => i.status === 'overdue').length ?? 0;
    return [
      longDay(d),
      d === today ? 'today' : '',
      count ? `${count} ${count === 1 ? 'item' : 'items'}` : 'no items',
      overdue ? `${overdue} overdue` : '',
    ]
      .filter(Boolean)
      .join(', ');
  };
  return (
    <MonthGrid
      label={monthTitle(day)}
      month={day.slice(0, 7)}
      focusedDay={focusedDay}
      today={today}
      weekdays={weekdays}
      onFocusDay={onFocusDay}
      onActivateDay={onActivateDay}
      dayLabel={dayLabel}
      renderDay={(d) => {
        const list = items.get(d) ?? [];
        if (list.length === 0) return null;
        return (
          <>
            <span aria-hidden="true" className="block text-xs text-muted sm:hidden">
              {list.length}
            </span>
            <div className="hidden sm:block">
              <ItemList items={list} onOpen={onOpen} inGrid max={3} />
            </div>
          </>
        );
      }}
    />
  );
}
