import { describe, expect, it } from 'vitest';
import { defaultChart } from '@/lib/ledger/default-chart';
import { compareLines, compareRows, previousRange } from './comparison';

const [a, b, c] = defaultChart().filter((x) => ['1100', '2100', '4100'].includes(x.code));

describe('previousRange', () => {
  it('takes the preset before, or a custom range of the same length ending the day before', () => {
    expect(previousRange('month', { from: '2025-03-01', to: '2025-03-31' })).toEqual({
      from: '2025-02-01',
      to: '2025-02-28',
    });
    expect(previousRange('fiscal-year', { from: '2025-04-01', to: '2026-03-31' }, 4)).toEqual({
      from: '2024-04-01',
      to: '2025-03-31',
    });
    expect(previousRange('custom', { from: '2025-03-11', to: '2025-03-20' })).toEqual({
      from: '2025-03-01',
      to: '2025-03-10',
    });
  });

  it('compares a period to date with the same span of the period before', () => {
    expect(previousRange('fiscal-year', { from: '2026-04-01', to: '2026-11-29' }, 4)).toEqual({
      from: '2025-04-01',
      to: '2025-11-29',
    });
    expect(previousRange('quarter', { from: '2026-10-01', to: '2026-11-29' })).toEqual({
      from: '2026-07-01',
      to: '2026-08-29',
    });
    // A day the earlier period does not have stops at its end.
    expect(previousRange('month', { from: '2026-03-01', to: '2026-03-30' })).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(previousRange('year', { from: '2028-01-01', to: '2028-02-29' })).toEqual({
      from: '2027-01-01',
      to: '2027-02-28',
    });
  });
});

describe('compareRows', () => {
  const row = (account: typeof a, amount: bigint) => ({ account: account!, commodity: 'x', decimals: 0, amount });
  it('joins by account and commodity; a row on one side only shows 0 on the other', () => {
    const joined = compareRows([row(c, 5n), row(a, 1n)], [row(a, 2n), row(b, 3n)], (r) => r.amount);
    expect(joined.map((r) => [r.account.code, r.current?.amount ?? null, r.previous])).toEqual([
      ['1100', 1n, 2n],
      ['2100', null, 3n],
      ['4100', 5n, 0n],
    ]);
  });
  it('gives no previous figure when not comparing', () => {
    expect(compareRows([row(a, 1n)], null, (r) => r.amount).map((r) => r.previous)).toEqual([null]);
  });
});

describe('compareLines', () => {
  const line = (commodity: string, amount: bigint) => ({ commodity, decimals: 0, amount });
  it('joins per-commodity totals; a commodity of one period only still gets its line', () => {
    const joined = compareLines([line('b', 1n), line('a', 2n)], [line('a', 3n), line('c', 4n)]);
    expect(joined.map((l) => [l.commodity, l.current?.amount ?? null, l.previous?.amount ?? null])).toEqual([
      ['a', 2n, 3n],
      ['b', 1n, null],
      ['c', null, 4n],
    ]);
    expect(compareLines([line('a', 1n)], null).map((l) => l.previous)).toEqual([null]);
  });
});
