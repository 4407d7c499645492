// Calendar days as the app writes them (YYYY-MM-DD): stored records, closed periods and forms all
// check them the same way.
import { isoDay } from './days';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `date` is a real calendar day written YYYY-MM-DD. */
export function isIsoDay(date: string): boolean {
  if (!DAY.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && isoDay(parsed) === date;
}
