import { describe, expect, it } from 'vitest';
import { currencyDigits, formatMoney } from './format-money';

const NBSP = '\u00a0';

describe('formatMoney', () => {
  it("shows the currency's symbol, thousands separators and exactly its minor-unit decimals", () => {
    expect(formatMoney('3000', 'USD', 'en-US')).toBe('$3,000.00');
    expect(formatMoney('1234567.1', 'EUR', 'de-DE')).toBe(`1.234.567,10${NBSP}€`);
    expect(formatMoney('3000', 'JPY', 'en-US')).toBe('¥3,000');
    expect(formatMoney('1.2345', 'KWD', 'en-US')).toBe(`KWD${NBSP}1.235`);
    expect(formatMoney('0', 'USD', 'en-US')).toBe('$0.00');
  });

  it('rounds half away from zero on the digits', () => {
    expect(formatMoney('0.005', 'USD', 'en-US')).toBe('$0.01');
    expect(formatMoney('-12.345', 'USD', 'en-US')).toBe('-$12.35');
    expect(formatMoney('12.344999999999999999999', 'USD', 'en-US')).toBe('$12.34');
    expect(formatMoney('2.5', 'JPY', 'en-US')).toBe('¥3');
    expect(formatMoney('123456789012345678901.995', 'USD', 'en-US')).toBe('$123,456,789,012,345,678,902.00');
  });

  it('never shows a non-zero value as zero', () => {
    expect(formatMoney('0.004', 'USD', 'en-US')).toBe('<$0.01');
    expect(formatMoney('-0.004', 'USD', 'en-US')).toBe('-<$0.01');
    expect(formatMoney('0.4', 'JPY', 'en-US')).toBe('<¥1');
  });

  it('shows a code that is not a currency code after the number', () => {
    expect(formatMoney('3000', 'US-D', 'en-US')).toBe(`3,000.00${NBSP}US-D`);
    expect(formatMoney('-1.5', 'X', 'en-US')).toBe(`-1.50${NBSP}X`);
    expect(formatMoney('12.3', 'USDC', 'en')).toBe(`12.30${NBSP}USDC`);
  });

  it('matches the figures the Reports tab printed raw, and refuses what is not a decimal', () => {
    expect(formatMoney('2029.58213071150422996768', 'GBP', 'en-GB')).toBe('£2,029.58');
    expect(formatMoney('-1998.918', 'GBP', 'en-GB')).toBe('-£1,998.92');
    expect(formatMoney('13.75626928849577003232', 'GBP', 'en-GB')).toBe('£13.76');
    expect(() => formatMoney('1e3', 'GBP')).toThrow('Not a decimal number');
  });

  it('leaves the decimals out of a whole value when asked (prices), never out of one with cents', () => {
    const price = { minorDigits: 'unless-whole' } as const;
    expect(formatMoney('2988', 'USD', 'en-US', price)).toBe('$2,988');
    expect(formatMoney('79.5', 'USD', 'en-US', price)).toBe('$79.50');
    expect(formatMoney('79.004', 'USD', 'en-US', price)).toBe('$79');
    expect(formatMoney('1000', 'USDC', 'en-US', price)).toBe(`1,000${NBSP}USDC`);
    expect(formatMoney('79', 'USD', 'en-US')).toBe('$79.00');
  });

  it('knows each currency’s minor unit', () => {
    expect([currencyDigits('USD'), currencyDigits('JPY'), currencyDigits('KWD'), currencyDigits('??')]).toEqual([
      2, 0, 3, 2,
    ]);
  });
});
