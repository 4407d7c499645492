import { describe, expect, it } from 'vitest';
import { isoCurrencyOptions, monthOptions, regionOptions } from './select-options';

describe('select options (all names from Intl)', () => {
  it('names regions and sorts them by name', () => {
    expect(regionOptions(['DE', 'AT', 'FR'])).toEqual([
      { value: 'AT', label: 'Austria' },
      { value: 'FR', label: 'France' },
      { value: 'DE', label: 'Germany' },
    ]);
    expect(regionOptions(['DE'], 'de')).toEqual([{ value: 'DE', label: 'Deutschland' }]);
  });
  it('lists ISO 4217 currencies as "code — name"', () => {
    const options = isoCurrencyOptions();
    expect(options).toContainEqual({ value: 'EUR', label: 'EUR — Euro' });
    expect(options.every((o) => /^[A-Z]{3}$/.test(o.value))).toBe(true);
  });
  it('names the months January..December', () => {
    const months = monthOptions();
    expect(months[0]).toEqual({ value: '1', label: 'January' });
    expect(months[11]).toEqual({ value: '12', label: 'December' });
    expect(monthOptions('de')[2]?.label).toBe('März');
  });
});
