import { describe, expect, it } from 'vitest';
import type { CommodityInfo } from '@/lib/ledger/commodity';
import { draftToSave, entryDraft, imbalances, readLines } from './entry-form';
import { periodContaining, periodLabel, periodToDate, previousPeriod } from '@/lib/ledger/period-presets';

const ETH = '31337:native';
const infos = new Map<string, CommodityInfo>([[ETH, { id: ETH, chainId: 31337, symbol: 'ETH', decimals: 18 }]]);
const line = (accountId: string, debit: string, credit: string) => ({ accountId, commodity: ETH, debit, credit });

describe('entry form', () => {
  it('shows the running imbalance per commodity and names it when refusing', () => {
    const values = { date: '2025-01-10', memo: ' Capital ', lines: [line('a', '1.5', ''), line('b', '', '1')] };
    const { postings } = readLines(values.lines, infos);
    expect(imbalances(postings, infos)).toEqual([{ commodity: ETH, label: 'ETH', difference: '0.5', balanced: false }]);
    expect(entryDraft(values, infos)).toEqual({
      ok: false,
      message: 'ETH on Anvil (local) does not balance: debits exceed credits by 0.5 ETH',
    });
    const balanced = { ...values, lines: [line('a', '1.5', ''), line('b', '', '1.5')] };
    expect(entryDraft(balanced, infos)).toMatchObject({
      ok: true,
      draft: { memo: 'Capital', postings: [{ amount: 15n * 10n ** 17n }, { amount: -15n * 10n ** 17n }] },
    });
  });
  it('reports a bad line by its number', () => {
    expect(
      entryDraft({ date: '2025-01-10', memo: '', lines: [line('a', '1', '1'), line('b', '', '1')] }, infos),
    ).toEqual({ ok: false, message: 'Line 1: Enter a debit or a credit, not both' });
    expect(entryDraft({ date: '2025-01-10', memo: '', lines: [line('', '1', ''), line('b', '', '1')] }, infos)).toEqual(
      { ok: false, message: 'Line 1: Choose an account' },
    );
  });
});

describe('saving as a draft', () => {
  it('keeps an unbalanced entry whose lines read, refuses a bad line or no line', () => {
    const values = { date: '2025-01-10', memo: 'Half done', lines: [line('a', '1.5', ''), line('', '', '')] };
    expect(draftToSave(values, infos)).toMatchObject({
      ok: true,
      draft: { memo: 'Half done', postings: [{ accountId: 'a', amount: 15n * 10n ** 17n }] },
    });
    expect(draftToSave({ ...values, lines: [line('a', 'x', '')] }, infos)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Line 1: /),
    });
    expect(draftToSave({ ...values, lines: [line('', '', '')] }, infos)).toEqual({
      ok: false,
      message: 'Enter at least one line',
    });
  });
});

describe('period presets', () => {
  it('finds the fiscal year, quarter, month and year of a day', () => {
    expect(periodContaining('fiscal-year', '2025-03-15', 4)).toEqual({ from: '2024-04-01', to: '2025-03-31' });
    expect(periodContaining('fiscal-year', '2025-04-01', 4)).toEqual({ from: '2025-04-01', to: '2026-03-31' });
    expect(periodContaining('quarter', '2024-08-31')).toEqual({ from: '2024-07-01', to: '2024-09-30' });
    expect(periodContaining('month', '2024-02-10')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(periodContaining('year', '2024-02-10')).toEqual({ from: '2024-01-01', to: '2024-12-31' });
    expect(previousPeriod('quarter', { from: '2025-01-01', to: '2025-03-31' })).toEqual({
      from: '2024-10-01',
      to: '2024-12-31',
    });
  });

  it('reads a period in progress to today, and an ended one whole, and labels it so', () => {
    const ytd = periodToDate('fiscal-year', '2026-11-29', 4);
    expect(ytd).toEqual({ from: '2026-04-01', to: '2026-11-29' });
    expect(periodLabel('fiscal-year', ytd, 4)).toBe('Fiscal year to date');
    // On its last day the year is whole.
    const whole = periodToDate('fiscal-year', '2027-03-31', 4);
    expect(whole).toEqual({ from: '2026-04-01', to: '2027-03-31' });
    expect(periodLabel('fiscal-year', whole, 4)).toBe('Fiscal year');
    expect(periodLabel('fiscal-year', { from: '2025-04-01', to: '2026-03-31' }, 4)).toBe('Fiscal year');
    expect(periodToDate('month', '2026-11-29')).toEqual({ from: '2026-11-01', to: '2026-11-29' });
    expect(periodLabel('month', { from: '2026-11-01', to: '2026-11-29' })).toBe('Month to date');
    expect(periodLabel('custom', { from: '2026-11-01', to: '2026-11-29' })).toBe('Custom');
  });
});
