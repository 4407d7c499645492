import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('shows the symbol, thousands separators and exactly the minor-unit decimals', () => {
    expect(formatMoney('2029.58213071150422996768', 'GBP', 'en-GB')).toBe('£2,029.58');
    expect(formatMoney('-1998.918', 'GBP', 'en-GB')).toBe('-£1,998.92');
    expect(formatMoney('1234567', 'GBP', 'en-GB')).toBe('£1,234,567.00');
    expect(formatMoney('450000.5', 'JPY', 'en')).toBe('¥450,001');
    expect(formatMoney('1234.5', 'EUR', 'de-DE')).toBe('1.234,50\u00a0€');
  });

  it('rounds half away from zero, exactly at any size', () => {
    expect(formatMoney('0.005', 'GBP', 'en-GB')).toBe('£0.01');
    expect(formatMoney('-0.005', 'GBP', 'en-GB')).toBe('-£0.01');
    expect(formatMoney('123456789012345678901.235', 'USD', 'en-US')).toBe('$123,456,789,012,345,678,901.24');
  });

  it('writes a code Intl does not take after the number, and refuses what is not a decimal', () => {
    expect(formatMoney('12.3', 'USDC', 'en')).toBe('12.30\u00a0USDC');
    expect(() => formatMoney('1e3', 'GBP')).toThrow('Not a decimal number');
  });
});
