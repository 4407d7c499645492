import { describe, expect, it } from 'vitest';
import { advanceSchedule, isDue, scheduleWords, stepDay } from './schedule';

describe('schedules', () => {
  it('steps days, weeks and months, clamping the 31st to the month end', () => {
    expect(stepDay('2026-01-31', 'month', 1)).toBe('2026-02-28');
    expect(stepDay('2028-01-31', 'month', 1)).toBe('2028-02-29');
    expect(stepDay('2026-12-15', 'month', 1)).toBe('2027-01-15');
    expect(stepDay('2026-03-01', 'week', 2)).toBe('2026-03-15');
    expect(stepDay('2026-03-01', 'day', 10)).toBe('2026-03-11');
  });

  it('is due on and after its day, and a run moves it past today without stacking missed runs', () => {
    const weekly = { every: 'week' as const, interval: 1, nextDue: '2026-03-02' };
    expect(isDue(weekly, '2026-03-01')).toBe(false);
    expect(isDue(weekly, '2026-03-02')).toBe(true);
    expect(advanceSchedule(weekly, '2026-03-20').nextDue).toBe('2026-03-23');
    expect(advanceSchedule(weekly, '2026-03-02').nextDue).toBe('2026-03-09');
  });

  it('names the schedule', () => {
    expect(scheduleWords({ every: 'month', interval: 1 })).toBe('Monthly');
    expect(scheduleWords({ every: 'day', interval: 10 })).toBe('Every 10 days');
  });
});
