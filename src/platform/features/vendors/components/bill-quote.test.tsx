import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FX_FEED, usdBill, usdQuoteRate } from '@/lib/payments/fiat.testing';
import { BillQuoteView } from './bill-quote';

const bill = usdBill(300_000n, '3000');
const rate = usdQuoteRate('2500');

describe('BillQuoteView', () => {
  it('quotes the open amount in the asset at the feed rate, with the source, round, time and tolerance', () => {
    render(<BillQuoteView bill={bill} open={300_000n} quote={{ rate, units: (12n * 10n ** 18n) / 10n }} />);
    // lib/money writes each amount with its unit, after a no-break space.
    expect(screen.getByTestId('bill-quote-units').textContent).toBe('1.2\u00a0ETH');
    const text = screen.getByTestId('bill-quote').textContent ?? '';
    expect(text).toContain('Due 3,000\u00a0USD = 1.2\u00a0ETH');
    expect(text).toContain('at 2500 USD per ETH');
    expect(text).toContain(`price feed ${FX_FEED}, round 7, updated 2026-03-05 09:00:00 UTC`);
    expect(text).toContain('1% less');
    expect(text).not.toContain('stale');
  });
  it('marks a stale rate and a quote not read yet, and says there is no payment without a rate', () => {
    const { rerender } = render(
      <BillQuoteView bill={bill} open={300_000n} quote={{ rate: { ...rate, stale: true }, units: 1n }} />,
    );
    expect(screen.getByTestId('bill-quote').textContent).toContain('stale');
    rerender(<BillQuoteView bill={bill} open={300_000n} quote={{ rate, units: null }} />);
    expect(screen.getByTestId('bill-quote-units').textContent).toBe('? ETH');
    rerender(
      <BillQuoteView
        bill={bill}
        open={300_000n}
        quote={{ rate: { kind: 'missing', message: 'No feed.' }, units: null }}
      />,
    );
    expect(screen.getByText(/cannot be paid yet/)).toBeTruthy();
    expect(screen.queryByTestId('bill-quote')).toBeNull();
  });
});
