// Plan days as the dates and times the records carry (UTC).
import { DAY_MS, isoDay } from '@/lib/primitives/days';

/** YYYY-MM-DD of plan day `day`. */
export function planDate(start: number, day: number): string {
  return isoDay(start + day * DAY_MS);
}

/** An ISO time on plan day `day` (`hour` UTC): when the user saved the record. */
export function planTime(start: number, day: number, hour = 8): string {
  return new Date(start + day * DAY_MS + hour * 3_600_000).toISOString();
}
