import { formatDate, formatDateTime } from '@/lib/primitives/date-format';

/** A timeline moment in the reader's locale: day and time, or the day alone for a midnight log. */
export function formatWhen(at: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  const dayOnly = /T00:00$/.test(at);
  return dayOnly ? formatDate(date) : formatDateTime(date);
}
