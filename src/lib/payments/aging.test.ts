import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '@/lib/primitives/days';
import {
  AGING_BUCKETS,
  agingBucket,
  agingReport,
  agingTotals,
  daysPastDue,
  isOverdue,
  overdueItems,
  type OpenItem,
} from './aging';

const item = (over: Partial<OpenItem>): OpenItem => ({
  id: 'a',
  counterpartyId: 'v1',
  dueDate: '2026-01-31',
  assetId: '31337:native',
  open: 100n,
  ...over,
});

describe('aging buckets', () => {
  it('puts each boundary day in the right bucket', () => {
    const asOf = '2026-05-01';
    const cases: Array<[string, string]> = [
      ['2026-05-02', 'current'], // not yet due
      ['2026-05-01', 'current'], // due today
      ['2026-04-30', '1-30'], // 1 day late
      ['2026-04-01', '1-30'], // 30 days
      ['2026-03-31', '31-60'], // 31 days
      ['2026-03-02', '31-60'], // 60 days
      ['2026-03-01', '61-90'], // 61 days
      ['2026-01-31', '61-90'], // 90 days
      ['2026-01-30', 'over-90'], // 91 days
    ];
    for (const [due, bucket] of cases) expect([due, agingBucket(due, asOf)]).toEqual([due, bucket]);
  });
  it('counts calendar days across month ends and a leap day', () => {
    expect(daysPastDue('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysPastDue('2025-12-31', '2026-01-01')).toBe(1);
  });
  it('refuses something that is not a day', () => {
    expect(() => agingBucket('31/01/2026', '2026-02-01')).toThrow(/Not a day/);
  });
  it('sums per counterparty and asset, never mixing assets, ignoring settled items', () => {
    const rows = agingReport(
      [
        item({ id: '1', open: 100n, dueDate: '2026-05-10' }),
        item({ id: '2', open: 50n, dueDate: '2026-04-20' }),
        item({ id: '3', open: 7n, assetId: '31337:0xabc', dueDate: '2026-01-01' }),
        item({ id: '4', counterpartyId: 'v2', open: 0n }),
        item({ id: '5', counterpartyId: 'v2', open: 5n, dueDate: '2025-12-01' }),
      ],
      '2026-05-01',
    );
    expect(rows).toEqual([
      {
        counterpartyId: 'v1',
        assetId: '31337:native',
        buckets: { current: 100n, '1-30': 50n, '31-60': 0n, '61-90': 0n, 'over-90': 0n },
        credit: 0n,
        total: 150n,
      },
      {
        counterpartyId: 'v1',
        assetId: '31337:0xabc',
        buckets: { current: 0n, '1-30': 0n, '31-60': 0n, '61-90': 0n, 'over-90': 7n },
        credit: 0n,
        total: 7n,
      },
      {
        counterpartyId: 'v2',
        assetId: '31337:native',
        buckets: { current: 0n, '1-30': 0n, '31-60': 0n, '61-90': 0n, 'over-90': 5n },
        credit: 0n,
        total: 5n,
      },
    ]);
    expect(agingTotals(rows).get('31337:native')).toEqual({
      current: 100n,
      '1-30': 50n,
      '31-60': 0n,
      '61-90': 0n,
      'over-90': 5n,
    });
  });
  it('buckets always add up to the open total (property)', () => {
    const day = fc.integer({ min: 0, max: 2000 }).map((n) => addDays('2024-01-01', n));
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            dueDate: day,
            open: fc.bigInt({ min: -5n, max: 10n ** 30n }),
            counterpartyId: fc.constantFrom('a', 'b'),
          }),
        ),
        day,
        (raw, asOf) => {
          const items = raw.map((r, i) => item({ ...r, id: String(i) }));
          const rows = agingReport(items, asOf);
          const open = items.reduce((sum, i) => sum + (i.open > 0n ? i.open : 0n), 0n);
          const total = rows.reduce((sum, row) => sum + AGING_BUCKETS.reduce((s, b) => s + row.buckets[b], 0n), 0n);
          expect(total).toBe(open);
        },
      ),
    );
  });
  it('lists overdue items longest first', () => {
    const list = overdueItems(
      [
        item({ id: 'x', dueDate: '2026-04-30' }),
        item({ id: 'y', dueDate: '2026-01-01' }),
        item({ id: 'z', dueDate: '2026-06-01' }),
      ],
      '2026-05-01',
    );
    expect(list.map((i) => [i.id, i.daysOverdue])).toEqual([
      ['y', 120],
      ['x', 1],
    ]);
  });
});

describe('overdue', () => {
  it('is something open whose due date has passed; due today is not overdue', () => {
    expect(isOverdue({ dueDate: '2026-03-01', open: 1n }, '2026-03-02')).toBe(true);
    expect(isOverdue({ dueDate: '2026-03-02', open: 1n }, '2026-03-02')).toBe(false);
    expect(isOverdue({ dueDate: '2026-03-01', open: 0n }, '2026-03-02')).toBe(false);
  });
});
