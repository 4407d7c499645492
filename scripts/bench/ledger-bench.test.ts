import { describe, expect, it } from 'vitest';
import { benchLedger } from './ledger-bench';

describe('benchLedger', () => {
  it('builds the journal it reports and every export (figures only; times are never asserted)', () => {
    const figures = benchLedger(400);
    expect(figures).toMatchObject({ lines: 400, entries: 200 });
    expect(Object.values(figures.bytes).every((n) => n > 0)).toBe(true);
    expect(Object.keys(figures.ms).sort()).toEqual([
      'beancount',
      'csv',
      'hledger',
      'income',
      'sheet',
      'trial',
      'trialCsv',
    ]);
  });
});
