import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FX_PAYEE, FX_REFERENCE, usdQuoteRate } from '@/lib/payments/fiat.testing';
import type { InvoiceMessage } from '@/lib/payments/invoice-typed-data';
import { PayQuote } from './pay-quote';

const message: InvoiceMessage = {
  number: 'INV-0001',
  issuer: 'Lark Ltd',
  client: 'Northwind',
  issueDate: '2026-03-01',
  dueDate: '2026-03-31',
  token: '0x0000000000000000000000000000000000000000',
  symbol: 'ETH',
  decimals: 18,
  payee: FX_PAYEE,
  router: FX_PAYEE,
  paymentReference: FX_REFERENCE,
  lines: [],
  taxTotal: '0',
  total: '300000',
  notes: '',
  currency: 'USD',
  currencyDecimals: 2,
  tolerancePercent: '1',
};
const rate = usdQuoteRate('2500');

describe('PayQuote', () => {
  it('writes the amount due and its quote through lib/money, each with its unit after a no-break space', () => {
    const { rerender } = render(
      <PayQuote message={message} open={300_000n} rate={rate} units={(12n * 10n ** 18n) / 10n} />,
    );
    expect(screen.getByTestId('pay-quote-units').textContent).toBe('1.2\u00a0ETH');
    expect(screen.getByTestId('pay-quote').textContent).toContain(
      'Due 3,000\u00a0USD = 1.2\u00a0ETH at 2500 USD per ETH',
    );
    rerender(<PayQuote message={message} open={300_000n} rate={rate} units={null} />);
    expect(screen.getByTestId('pay-quote-units').textContent).toBe('? ETH');
  });
});
