import { describe, expect, it } from 'vitest';
import type { OpenItem } from '@/lib/payments/aging';
import { dueSummary } from './due-summary';

const item = (id: string, dueDate: string, open: bigint, assetId = '31337:native'): OpenItem => ({
  id,
  counterpartyId: 'c',
  dueDate,
  assetId,
  open,
});

describe('due summary', () => {
  it('splits open amounts into overdue, due within 7 and within 30 days, per asset', () => {
    const asOf = '2026-03-10';
    const lines = dueSummary(
      [
        item('late', '2026-03-09', 100n), // 1 day late
        item('today', '2026-03-10', 20n), // due today: not overdue, within 7
        item('week', '2026-03-17', 3n), // 7 days ahead: within 7
        item('eight', '2026-03-18', 4000n), // 8 days: within 30 only
        item('month', '2026-04-09', 50000n), // 30 days: within 30
        item('later', '2026-04-10', 600000n), // 31 days: open only
        item('paid', '2026-03-01', 0n), // nothing open: ignored
        item('usd', '2026-03-01', 7n, '31337:0xabc'),
      ],
      asOf,
    );
    expect(lines).toEqual([
      {
        assetId: '31337:native',
        open: 654123n,
        overdue: 100n,
        due7: 23n,
        due30: 54023n,
        count: 6,
        overdueCount: 1,
        credit: 0n,
        net: 654123n,
      },
      {
        assetId: '31337:0xabc',
        open: 7n,
        overdue: 7n,
        due7: 0n,
        due30: 0n,
        count: 1,
        overdueCount: 1,
        credit: 0n,
        net: 7n,
      },
    ]);
  });

  it('nets credits (overpayments) per asset as the control account does, an asset with only a credit included', () => {
    const credit = (id: string, units: bigint, assetId = '31337:native') => ({
      id,
      counterpartyId: 'c',
      assetId,
      credit: units,
    });
    // 4.31 open, 0.24 paid over: the ledger's receivable is 4.07.
    const lines = dueSummary([item('a', '2026-03-20', 431n)], '2026-03-10', [
      credit('over', 24n),
      credit('usd', 5n, '31337:0xabc'),
    ]);
    expect(lines.map((l) => [l.assetId, l.open, l.credit, l.net])).toEqual([
      ['31337:native', 431n, 24n, 407n],
      ['31337:0xabc', 0n, 5n, -5n],
    ]);
  });
});
