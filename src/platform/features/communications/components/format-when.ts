import { formatDate, formatDateTime, type DateFormatSettings } from '@/lib/primitives/date-format';

/** A timeline moment in the company's locale and zone: day and time, or the day alone for a midnight log. */
export function formatWhen(at: string, dates: DateFormatSettings): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  const dayOnly = /T00:00$/.test(at);
  return dayOnly ? formatDate(date, dates) : formatDateTime(date, dates);
}
