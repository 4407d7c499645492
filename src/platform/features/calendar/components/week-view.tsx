import { addDays } from '@/lib/formats/wall-time';
import type { CalendarItem } from '@/platform/features/calendar/model/calendar-items';
import { DayList } from './day-list';

export interface RangeViewProps {
  readonly range: { readonly from: string; readonly to: string };
  readonly today: string;
  readonly items: ReadonlyMap<string, readonly CalendarItem[]>;
  readonly onOpen: (item: CalendarItem) => void;
}

/** The days from `from` to `to`. */
export function daysOf(range: RangeViewProps['range']): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** A week, Monday to Sunday, every day listed. */
export function WeekView({ range, today, items, onOpen }: RangeViewProps) {
  return <DayList days={daysOf(range)} today={today} items={items} onOpen={onOpen} />;
}
