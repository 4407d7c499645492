import { useId } from 'react';
import type { CalendarItem } from '@/platform/features/calendar/model/calendar-items';
import { AGENDA_DAYS } from '@/platform/features/calendar/model/view-state';
import { longDay } from '@/platform/features/calendar/model/zoned-time';
import { DayList } from './day-list';
import { ItemList } from './item-list';
import { daysOf, type RangeViewProps } from './week-view';
import { useCompanyDates } from '@/lib/db/company-dates';

export interface AgendaViewProps extends RangeViewProps {
  /** What is overdue from before the agenda's first day (unpaid due dates, missed runs), oldest first. */
  readonly overdue: readonly CalendarItem[];
}

/** What is overdue first, then the coming weeks as a list: only the days that have something. */
export function AgendaView({ range, overdue, ...rest }: AgendaViewProps) {
  const { locale } = useCompanyDates();
  const heading = useId();
  return (
    <>
      {overdue.length > 0 ? (
        <section aria-labelledby={heading} className="mb-4 border-b border-border pb-2" data-testid="agenda-overdue">
          <h3 id={heading} className="text-sm font-semibold text-danger">
            Overdue from before {longDay(range.from, locale)} ({overdue.length})
          </h3>
          <ul className="grid gap-1">
            {overdue.map((item) => (
              <li key={item.key} className="flex flex-wrap items-baseline gap-x-2">
                <span className="text-xs whitespace-nowrap text-muted">{longDay(item.day, locale)}</span>
                <span className="min-w-0 flex-1">
                  <ItemList items={[item]} onOpen={rest.onOpen} />
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <DayList days={daysOf(range)} {...rest} skipEmpty empty={`Nothing in the ${AGENDA_DAYS} days from here.`} />
    </>
  );
}
