import { describe, expect, it } from 'vitest';
import { buildStatement, type StatementEvent } from './counterparty-statement';

const ev = (over: Partial<StatementEvent>): StatementEvent => ({
  date: '2026-03-01',
  kind: 'document',
  label: 'Bill 1',
  assetId: 'eth',
  units: 10n,
  key: 'k',
  ...over,
});

describe('counterparty statement', () => {
  it('orders by date, documents first within a day, and runs a balance per asset', () => {
    const { lines, balances } = buildStatement([
      ev({ date: '2026-03-05', kind: 'payment', label: 'Payment', units: 4n, key: 'p1' }),
      ev({ date: '2026-03-05', label: 'Bill 2', units: 6n, key: 'b2' }),
      ev({ date: '2026-03-01', label: 'Bill 1', units: 10n, key: 'b1' }),
      ev({ date: '2026-03-02', label: 'Bill USD', assetId: 'usd', units: 3n, key: 'b3' }),
    ]);
    expect(lines.map((l) => [l.label, l.balance])).toEqual([
      ['Bill 1', 10n],
      ['Bill USD', 3n],
      ['Bill 2', 16n],
      ['Payment', 12n],
    ]);
    expect(balances).toEqual(
      new Map([
        ['eth', 12n],
        ['usd', 3n],
      ]),
    );
  });
});
