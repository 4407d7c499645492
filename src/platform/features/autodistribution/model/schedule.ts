// Recurring schedules: stored with the template and shown as due; the app has no backend, so
// nothing runs unattended. Days are UTC calendar days written YYYY-MM-DD.
import { isoDay } from '@/lib/primitives/days';

export type ScheduleUnit = 'week' | 'month' | 'day';

export interface Schedule {
  readonly every: ScheduleUnit;
  readonly interval: number;
  readonly nextDue: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(day: string): Date {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`"${day}" is not a day written YYYY-MM-DD`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

const toDay = (date: Date) => isoDay(date);

/** The UTC day of a moment. */
export function utcDay(now: Date): string {
  return toDay(now);
}

/** One step after `day`: N days, N weeks, or N months (the 31st becomes the month's last day). */
export function stepDay(day: string, every: ScheduleUnit, interval: number): string {
  const date = toDate(day);
  if (every === 'day') return toDay(new Date(date.getTime() + interval * 86_400_000));
  if (every === 'week') return toDay(new Date(date.getTime() + interval * 7 * 86_400_000));
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + interval, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return toDay(target);
}

/** Whether the schedule is due on `today` (or was due earlier and not run). */
export function isDue(schedule: Schedule, today: string): boolean {
  return schedule.nextDue <= today;
}

/** The schedule after a run on `today`: the first due day after today (missed ones are not stacked). */
export function advanceSchedule(schedule: Schedule, today: string): Schedule {
  let next = schedule.nextDue;
  while (next <= today) next = stepDay(next, schedule.every, schedule.interval);
  return { ...schedule, nextDue: next };
}

/** "Every 2 weeks", "Monthly", "Every 10 days". */
export function scheduleWords(schedule: Pick<Schedule, 'every' | 'interval'>): string {
  if (schedule.interval === 1)
    return schedule.every === 'week' ? 'Weekly' : schedule.every === 'month' ? 'Monthly' : 'Daily';
  return `Every ${schedule.interval} ${schedule.every}s`;
}
