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
});
