import { describe, expect, it } from 'vitest';
import {
  companyDateSettings,
  formatDateTime,
  formatLongDay,
  formatMonth,
  monthNames,
  weekdayNames,
} from './date-format';

describe('the one date format', () => {
  it("takes the company's country as the reader's region and its time zone", () => {
    expect(companyDateSettings({ country: 'GB', timeZone: 'Europe/London' }, 'en-US')).toEqual({
      locale: 'en-GB',
      timeZone: 'Europe/London',
    });
    expect(companyDateSettings({ country: 'DE' }, 'de')).toEqual({ locale: 'de-DE' });
    // Nothing set: the browser's own.
    expect(companyDateSettings({ country: '' }, 'en-US')).toEqual({});
    expect(companyDateSettings(null, 'en-US')).toEqual({});
    const settings = companyDateSettings({ country: 'GB', timeZone: 'Europe/Berlin' }, 'en');
    expect(formatDateTime('2026-11-21T09:00:00Z', settings)).toBe('21 Nov 2026, 10:00');
  });

  it('writes whole days, months and names the same in any zone', () => {
    expect(formatLongDay('2026-11-27', { locale: 'en-GB' })).toMatch(/^Friday,? 27 November 2026$/);
    expect(formatMonth('2026-11', { locale: 'en-GB' })).toBe('November 2026');
    expect(monthNames({ locale: 'en' })[0]).toBe('January');
    expect(weekdayNames({ locale: 'en' })[0]).toEqual(['Mon', 'Monday']);
  });
});
