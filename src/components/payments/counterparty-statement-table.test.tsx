import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildStatement } from '@/lib/payments/counterparty-statement';
import { StatementTable } from './counterparty-statement-table';

const ETH = { chainId: 31337, kind: 'native' as const, address: null, symbol: 'ETH', decimals: 18, name: 'Ether' };
const E = 10n ** 16n; // 0.01 ETH

describe('the counterparty statement table', () => {
  it('reads a balance below zero as the counterparty’s credit', () => {
    const statement = buildStatement([
      { date: '2026-03-01', kind: 'document', label: 'Bill B', assetId: '31337:native', units: 40n * E, key: 'b' },
      { date: '2026-03-12', kind: 'payment', label: 'Payment of B', assetId: '31337:native', units: 55n * E, key: 'p' },
    ]);
    render(
      <StatementTable
        title="Vendor statement"
        documentsColumn="Billed"
        emptyText="Nothing"
        statement={statement}
        assets={new Map([['31337:native', ETH]])}
        creditWord="vendor credit"
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Vendor statement' })).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('0.4\u00a0ETH');
    expect(rows[2]?.lastElementChild?.textContent).toBe('0.15\u00a0ETH vendor credit');
  });

  it('shows an exchange difference on its own line, in the column its sign moves the balance', () => {
    const statement = buildStatement([
      { date: '2026-03-01', kind: 'document', label: 'Invoice I', assetId: '31337:native', units: 100n * E, key: 'i' },
      { date: '2026-03-02', kind: 'payment', label: 'Payment of I', assetId: '31337:native', units: 60n * E, key: 'p' },
      {
        date: '2026-03-02',
        kind: 'difference',
        label: 'Exchange difference on I',
        assetId: '31337:native',
        units: 10n * E,
        key: 'x',
      },
      {
        date: '2026-03-03',
        kind: 'difference',
        label: 'Exchange difference on I',
        assetId: '31337:native',
        units: -5n * E,
        key: 'y',
      },
    ]);
    render(
      <StatementTable
        title="Client statement"
        documentsColumn="Invoiced"
        emptyText="Nothing"
        statement={statement}
        assets={new Map([['31337:native', ETH]])}
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Client statement' })).getAllByRole('row');
    const cells = (i: number) => [...(rows[i]?.children ?? [])].map((c) => c.textContent);
    expect(cells(3)).toEqual(['2026-03-02', 'Exchange difference on I', '0.1\u00a0ETH', '', '0.5\u00a0ETH']);
    expect(cells(4)).toEqual(['2026-03-03', 'Exchange difference on I', '', '0.05\u00a0ETH', '0.45\u00a0ETH']);
  });
});
