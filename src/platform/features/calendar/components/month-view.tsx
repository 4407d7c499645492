import { useMemo } from 'react';
import { MonthGrid } from '@/components/ui/month-grid';
import type { CalendarItem } from '@/platform/features/calendar/model/calendar-items';
import { projectionWords, type DayProjection } from '@/platform/features/calendar/model/projected-cash';
import { longDay, monthTitle, weekdayNames } from '@/platform/features/calendar/model/zoned-time';
import { ItemList } from './item-list';
import { ProjectionLines } from './projection-lines';

export interface MonthViewProps {
  readonly day: string;
  readonly focusedDay: string;
  readonly today: string;
  readonly items: ReadonlyMap<string, readonly CalendarItem[]>;
  /** Projected cash per day, while the toggle is on. */
  readonly projections?: ReadonlyMap<string, readonly DayProjection[]> | undefined;
  readonly onFocusDay: (day: string) => void;
  readonly onActivateDay: (day: string) => void;
  readonly onOpen: (item: CalendarItem) => void;
}

/**
 * The month grid: each day's projected cash and first items as chips (on narrow screens a count, the
 * projection only in the day's dialog); Enter opens the day. The cell's name carries the projection.
 */
export function MonthView(props: MonthViewProps) {
  const { day, focusedDay, today, items, projections, onFocusDay, onActivateDay, onOpen } = props;
  const weekdays = useMemo(() => weekdayNames(), []);
  const dayLabel = (d: string) => {
    const count = items.get(d)?.length ?? 0;
    const overdue = items.get(d)?.filter((i) => i.status === 'overdue').length ?? 0;
    return [
      longDay(d),
      d === today ? 'today' : '',
      count ? `${count} ${count === 1 ? 'item' : 'items'}` : 'no items',
      overdue ? `${overdue} overdue` : '',
      ...(projections?.get(d) ?? []).map((p) => projectionWords(p)),
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
        const projected = projections?.get(d);
        if (list.length === 0 && !projected?.length) return null;
        return (
          <>
            {list.length ? (
              <span aria-hidden="true" className="block text-xs text-muted sm:hidden">
                {list.length}
              </span>
            ) : null}
            <div className="hidden sm:block">
              <ProjectionLines list={projected} inGrid />
              {list.length ? <ItemList items={list} onOpen={onOpen} inGrid max={3} /> : null}
            </div>
          </>
        );
      }}
    />
  );
}
