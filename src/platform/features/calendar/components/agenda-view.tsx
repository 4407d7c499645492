import { AGENDA_DAYS } from '@/platform/features/calendar/model/view-state';
import { DayList } from './day-list';
import { daysOf, type RangeViewProps } from './week-view';

/** The coming weeks as a list: only the days that have something. */
export function AgendaView({ range, ...rest }: RangeViewProps) {
  return <DayList days={daysOf(range)} {...rest} skipEmpty empty={`Nothing in the ${AGENDA_DAYS} days from here.`} />;
}
