import type { CalendarItem } from '@/platform/features/calendar/model/calendar-items';
import { opensProjectionWeek, type DayProjection } from '@/platform/features/calendar/model/projected-cash';
import { longDay } from '@/platform/features/calendar/model/zoned-time';
import { ItemList } from './item-list';
import { ProjectionLines } from './projection-lines';
import { useCompanyDates } from '@/lib/db/company-dates';

export interface DayListProps {
  readonly days: readonly string[];
  readonly today: string;
  readonly items: ReadonlyMap<string, readonly CalendarItem[]>;
  /** Projected cash per day, while the toggle is on. */
  readonly projections?: ReadonlyMap<string, readonly DayProjection[]> | undefined;
  readonly onOpen: (item: CalendarItem) => void;
  /** Leave out days without items (the agenda); a forecast week's first day shown stays for its projection. */
  readonly skipEmpty?: boolean;
  readonly empty?: string;
}

/** Days under their headings, each with its items (the week view and the agenda). */
export function DayList(props: DayListProps) {
  const { locale } = useCompanyDates();
  const { days, today, items, projections, onOpen, skipEmpty = false, empty = 'Nothing.' } = props;
  const first = days[0] ?? '';
  const shown = skipEmpty
    ? days.filter((d) => (items.get(d)?.length ?? 0) > 0 || opensProjectionWeek(d, projections?.get(d), first))
    : days;
  if (shown.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <ol className="grid gap-3">
      {shown.map((day) => (
        <li
          key={day}
          data-day={day}
          className="border-b border-border pb-2"
          {...(day === today ? { 'aria-current': 'date' as const } : {})}
        >
          <h3 className="text-sm font-semibold text-fg">
            {longDay(day, locale)}
            {day === today ? <span className="ml-2 text-xs font-normal text-muted">Today</span> : null}
          </h3>
          <ProjectionLines list={projections?.get(day)} />
          {(items.get(day)?.length ?? 0) > 0 ? (
            <ItemList items={items.get(day) ?? []} onOpen={onOpen} />
          ) : (
            <p className="text-xs text-muted">Nothing planned.</p>
          )}
        </li>
      ))}
    </ol>
  );
}
