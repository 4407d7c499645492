import { addDays } from '@/lib/primitives/days';
import type { CalendarItem } from '@/platform/features/calendar/model/calendar-items';
import type { DayProjection } from '@/platform/features/calendar/model/projected-cash';
import { DayList } from './day-list';

export interface RangeViewProps {
  readonly range: { readonly from: string; readonly to: string };
  readonly today: string;
  readonly items: ReadonlyMap<string, readonly CalendarItem[]>;
  readonly projections?: ReadonlyMap<string, readonly DayProjection[]> | undefined;
  readonly onOpen: (item: CalendarItem) => void;
}

/** The days from `from` to `to`. */
export function daysOf(range: RangeViewProps['range']): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** A week, Monday to Sunday, every day listed. */
export function WeekView({ range, ...rest }: RangeViewProps) {
  return <DayList days={daysOf(range)} {...rest} />;
}
