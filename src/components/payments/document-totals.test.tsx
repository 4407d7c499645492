import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listTotals } from '@/lib/payments/list-totals';
import { DocumentTotals } from './document-totals';

describe('DocumentTotals', () => {
  it('shows one line per unit with the total, the open amount and the count; nothing without documents', () => {
    const totals = listTotals([
      { unitKey: 'fiat:GBP', symbol: 'GBP', decimals: 2, total: 1_200_000n, open: 300_000n, void: false },
      { unitKey: 'fiat:GBP', symbol: 'GBP', decimals: 2, total: 50_000n, open: 0n, void: false },
      { unitKey: '31337:native', symbol: 'ETH', decimals: 18, total: 10n ** 18n, open: 10n ** 18n, void: false },
    ]);
    const { container } = render(<DocumentTotals label="Totals of the bills listed" noun="bill" totals={totals} />);
    const section = screen.getByRole('region', { name: 'Totals of the bills listed' });
    const lines = within(section)
      .getAllByRole('listitem')
      .map((li) => li.textContent?.replace(/\u00a0/g, ' '));
    expect(lines).toEqual(['12,500 GBP3,000 GBP open(2 bills)', '1 ETH1 ETH open(1 bill)']);
    container.remove();
    const empty = render(<DocumentTotals label="Totals of the bills listed" noun="bill" totals={[]} />);
    expect(empty.container.textContent).toBe('');
  });
});
