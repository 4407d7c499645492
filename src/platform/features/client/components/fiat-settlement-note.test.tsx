import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { settleFiat } from '@/lib/payments/fiat-settlement';
import { ethPayment, FX_PAYEE, FX_REFERENCE } from '@/lib/payments/fiat.testing';
import { FiatSettlementNote } from './fiat-settlement-note';

const ETH = 10n ** 18n;
const record = {
  id: 'fx1',
  reference: FX_REFERENCE,
  asset: { chainId: 31337, address: null },
  payee: FX_PAYEE,
  total: 300_000n,
  assetDecimals: 18,
  fiat: { currency: 'USD', tolerancePercent: '1' },
};
const asset = { symbol: 'ETH', decimals: 18 };

describe('FiatSettlementNote', () => {
  it('values each payment at its block rate, says what the tolerance forgave and what awaits a rate', () => {
    const settlement = settleFiat(
      record,
      [ethPayment(1, (119n * ETH) / 100n, '2500'), ethPayment(2, ETH, null)],
      'receivable',
      new Set([FX_PAYEE.toLowerCase()]),
    );
    render(<FiatSettlementNote settlement={settlement} asset={asset} />);
    expect(screen.getByTestId('fiat-valued').textContent).toBe(
      '1.19\u00a0ETH worth 2,975\u00a0USD at 2500 USD per ETH (feed round 2, read at the payment block)',
    );
    expect(screen.getByText(/Paid within the tolerance: 25 USD forgiven/)).toBeTruthy();
    expect(screen.getByText(/1 payment\(s\) awaiting their block's rate/)).toBeTruthy();
  });
  it('shows nothing for an invoice in its asset', () => {
    const { container } = render(
      <FiatSettlementNote
        settlement={{ paid: 0n, open: 1n, overpaid: 0n, status: 'unpaid', counted: [], refused: [] }}
        asset={asset}
      />,
    );
    expect(container.textContent).toBe('');
  });
});
