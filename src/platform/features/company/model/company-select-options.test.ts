import { describe, expect, it } from 'vitest';
import { REGION_CODES } from './region-codes';
import { countryOptions, currencyOptions } from './company-select-options';

describe('company select options', () => {
  it('lists the 249 ISO 3166-1 countries by name', () => {
    expect(REGION_CODES).toHaveLength(249);
    expect(new Set(REGION_CODES).size).toBe(249);
    const options = countryOptions();
    expect(options).toContainEqual({ value: 'DE', label: 'Germany' });
    expect(options.findIndex((o) => o.value === 'AT')).toBeLessThan(options.findIndex((o) => o.value === 'DE'));
  });
  it('lists ISO 4217 currencies then ETH and USDC', () => {
    const options = currencyOptions();
    expect(options).toContainEqual({ value: 'EUR', label: 'EUR — Euro' });
    expect(options.slice(-2).map((o) => o.value)).toEqual(['ETH', 'USDC']);
    expect(options.every((o) => /^[A-Z]{3,5}$/.test(o.value))).toBe(true);
  });
});
