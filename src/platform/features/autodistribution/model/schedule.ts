// Recurring schedules: stored with the template and shown as due; the app has no backend, so
// nothing runs unattended. Days are UTC calendar days written YYYY-MM-DD, shifted by
// lib/primitives/days.ts.
import { addDays, shiftMonths } from '@/lib/primitives/days';

export type ScheduleUnit = 'week' | 'month' | 'day';

export interface Schedule {
  readonly every: ScheduleUnit;
  readonly interval: number;
  readonly nextDue: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** One step after `day`: N days, N weeks, or N months (the 31st becomes the month's last day). */
export function stepDay(day: string, every: ScheduleUnit, interval: number): string {
  if (!DAY.test(day)) throw new RangeError(`"${day}" is not a day written YYYY-MM-DD`);
  if (every === 'day') return addDays(day, interval);
  if (every === 'week') return addDays(day, interval * 7);
  return shiftMonths(day, interval);
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
