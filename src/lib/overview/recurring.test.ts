import { describe, expect, it } from 'vitest';
import { nthOccurrence, occurrences } from './recurring';

const item = (
  cadence: 'weekly' | 'monthly' | 'quarterly' | 'yearly',
  firstDate: string,
  endDate: string | null = null,
) => ({
  cadence,
  firstDate,
  endDate,
});

describe('recurring item occurrences', () => {
  it('walks weeks from the first date, inside the window only', () => {
    expect(occurrences(item('weekly', '2026-03-02'), '2026-03-10', '2026-03-31')).toEqual([
      '2026-03-16',
      '2026-03-23',
      '2026-03-30',
    ]);
  });
  it('keeps the first date’s day of the month, on the last day of a shorter month, without drifting', () => {
    expect(occurrences(item('monthly', '2026-01-31'), '2026-01-01', '2026-05-31')).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
    ]);
    expect(nthOccurrence('2024-02-29', 'yearly', 1)).toBe('2025-02-28');
    expect(nthOccurrence('2024-02-29', 'yearly', 4)).toBe('2028-02-29');
  });
  it('counts quarters and years across the year’s end', () => {
    expect(occurrences(item('quarterly', '2025-11-15'), '2026-01-01', '2026-12-31')).toEqual([
      '2026-02-15',
      '2026-05-15',
      '2026-08-15',
      '2026-11-15',
    ]);
    expect(occurrences(item('yearly', '2020-06-01'), '2026-01-01', '2027-12-31')).toEqual(['2026-06-01', '2027-06-01']);
  });
  it('stops at the end date (inclusive) and gives nothing before the first date or after the end', () => {
    expect(occurrences(item('weekly', '2026-03-02', '2026-03-16'), '2026-03-01', '2026-04-30')).toEqual([
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
    ]);
    expect(occurrences(item('monthly', '2026-06-01'), '2026-03-01', '2026-05-31')).toEqual([]);
    expect(occurrences(item('monthly', '2026-01-01', '2026-02-01'), '2026-03-01', '2026-05-31')).toEqual([]);
  });
});
