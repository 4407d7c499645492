import type { CalendarItem } from '@/platform/features/calendar/model/calendar-items';
import { longDay } from '@/platform/features/calendar/model/zoned-time';
import { ItemList } from './item-list';

export interface DayListProps {
  readonly days: readonly string[];
  readonly today: string;
  readonly items: ReadonlyMap<string, readonly CalendarItem[]>;
  readonly onOpen: (item: CalendarItem) => void;
  /** Leave out days without items (the agenda). */
  readonly skipEmpty?: boolean;
  readonly empty?: string;
}

/** Days under their headings, each with its items (the week view and the agenda). */
export function DayList({ days, today, items, onOpen, skipEmpty = false, empty = 'Nothing.' }: DayListProps) {
  const shown = skipEmpty ? days.filter((d) => (items.get(d)?.length ?? 0) > 0) : days;
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
            {longDay(day)}
            {day === today ? <span className="ml-2 text-xs font-normal text-muted">Today</span> : null}
          </h3>
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
