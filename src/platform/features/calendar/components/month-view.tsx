import { useId, useMemo } from 'react';
import { MonthGrid } from '@/components/ui/month-grid';
import type { CalendarItem } from '@/platform/features/calendar/model/calendar-items';
import {
  projectionWeeks,
  projectionWords,
  type ProjectedCash,
} from '@/platform/features/calendar/model/projected-cash';
import { longDay, monthTitle, weekdayNames } from '@/platform/features/calendar/model/zoned-time';
import { ItemList } from './item-list';
import { ProjectionLines } from './projection-lines';
import { useCompanyDates } from '@/lib/db/company-dates';

export interface MonthViewProps {
  readonly day: string;
  readonly focusedDay: string;
  readonly today: string;
  readonly items: ReadonlyMap<string, readonly CalendarItem[]>;
  /** SBI's projected cash, while the toggle is on. */
  readonly projected?: ProjectedCash | null | undefined;
  readonly onFocusDay: (day: string) => void;
  readonly onActivateDay: (day: string) => void;
  readonly onOpen: (item: CalendarItem) => void;
}

/**
 * The month grid: each day's first items as chips (a count on narrow screens); Enter opens the day.
 * Projected cash is in each cell's name, the day's dialog and a list of the weeks under the grid: a
 * cell's visible text must stay within its name (the date) for speech input, so no figures go in it.
 */
export function MonthView(props: MonthViewProps) {
  const { locale } = useCompanyDates();
  const { day, focusedDay, today, items, projected, onFocusDay, onActivateDay, onOpen } = props;
  const weekdays = useMemo(() => weekdayNames(locale), [locale]);
  const weeksHeading = useId();
  const dayLabel = (d: string) => {
    const count = items.get(d)?.length ?? 0;
    const overdue = items.get(d)?.filter((i) => i.status === 'overdue').length ?? 0;
    return [
      longDay(d, locale),
      d === today ? 'today' : '',
      count ? `${count} ${count === 1 ? 'item' : 'items'}` : 'no items',
      overdue ? `${overdue} overdue` : '',
      ...(projected?.days.get(d) ?? []).map((p) => projectionWords(p)),
    ]
      .filter(Boolean)
      .join(', ');
  };
  const weeks = projected ? projectionWeeks(projected) : [];
  return (
    <>
      <MonthGrid
        label={monthTitle(day, locale)}
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
      {weeks.length ? (
        <section className="mt-4" aria-labelledby={weeksHeading}>
          <h3 id={weeksHeading} className="text-sm font-semibold text-fg">
            Projected cash by week
          </h3>
          <ul className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {weeks.map((w) => (
              <li key={w.week} data-week={w.week}>
                <span className="text-xs font-medium text-fg">Week of {longDay(w.week, locale)}</span>
                <ProjectionLines list={w.list} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
