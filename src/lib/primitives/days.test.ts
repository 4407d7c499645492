import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay } from './date-format';
import { addDays, daysBetween, dueFromTerms, isoDay, isValidDay, monthWeeks, nextDay, shiftMonths } from './days';

describe('days', () => {
  it('writes an instant as its UTC day', () => {
    expect(isoDay(new Date('2026-11-28T23:59:59.999Z'))).toBe('2026-11-28');
    expect(isoDay(Date.UTC(2026, 0, 1))).toBe('2026-01-01');
    expect(isoDay()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('shifts and counts days across months, years and leap days', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(daysBetween('2026-01-01', '2026-03-01')).toBe(59);
    expect(daysBetween('2026-03-01', '2026-01-01')).toBe(-59);
  });

  it('shifts months, keeping the day where the month has it', () => {
    expect(shiftMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(shiftMonths('2026-03-15', -12)).toBe('2025-03-15');
  });

  it('reads only real days, and a due date from net terms (the bill and invoice forms prefill with it)', () => {
    expect(isValidDay('2024-02-29')).toBe(true);
    expect(isValidDay('2026-02-29')).toBe(false);
    expect(isValidDay('2026-02-30')).toBe(false);
    expect(isValidDay('2026-1-31')).toBe(false);
    expect(dueFromTerms('2026-01-31', 30)).toBe('2026-03-02');
    expect(dueFromTerms('2024-02-28', 1)).toBe('2024-02-29');
    expect(dueFromTerms('', 30)).toBe('');
    expect(dueFromTerms('2026-02-30', 30)).toBe('');
  });

  it('lays a month out in whole weeks', () => {
    const weeks = monthWeeks('2026-11');
    expect(weeks[0]?.[0]).toBe('2026-10-26');
    expect(weeks.at(-1)?.at(-1)).toBe('2026-12-06');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(monthWeeks('2026-11', 0)[0]?.[0]).toBe('2026-11-01');
  });
});

describe('date-format', () => {
  const at = '2026-11-28T23:05:09Z';

  it('writes a moment in the given locale and time zone', () => {
    expect(formatDateTime(at, { locale: 'en-US', timeZone: 'UTC' })).toBe('Nov 28, 2026, 11:05 PM');
    expect(formatDateTime(at, { locale: 'en-GB', timeZone: 'Europe/Berlin' })).toBe('29 Nov 2026, 00:05');
    expect(formatDateTime(at, { locale: 'en-US', timeZone: 'UTC' }, { seconds: true })).toBe(
      'Nov 28, 2026, 11:05:09 PM',
    );
    expect(formatDate(at, { locale: 'de-DE', timeZone: 'UTC' })).toBe('28.11.2026');
  });

  it("defaults to the browser's own locale and zone", () => {
    expect(formatDateTime(at)).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at)),
    );
  });

  it('writes a calendar day as that day in any zone', () => {
    expect(formatDay('2026-11-28', { locale: 'en-US' })).toBe('Nov 28, 2026');
  });
});
