import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FX_FEED, usdBill } from '@/lib/payments/fiat.testing';
import { BillQuoteView } from './bill-quote';

const bill = usdBill(300_000n, '3000');
const rate = {
  kind: 'rate' as const,
  pair: 'ETH/USD',
  stale: false,
  rate: {
    price: '2500',
    source: { kind: 'feed' as const, feed: FX_FEED, round: '7', updatedAt: '2026-03-05T09:00:00.000Z' },
  },
};

describe('BillQuoteView', () => {
  it('quotes the open amount in the asset at the feed rate, with the source, round, time and tolerance', () => {
    render(<BillQuoteView bill={bill} open={300_000n} quote={{ rate, units: (12n * 10n ** 18n) / 10n }} />);
    expect(screen.getByTestId('bill-quote-units').textContent).toBe('1.2 ETH');
    const text = screen.getByTestId('bill-quote').textContent ?? '';
    expect(text).toContain('Due 3,000 USD');
    expect(text).toContain('at 2500 USD per ETH');
    expect(text).toContain(`price feed ${FX_FEED}, round 7, updated 2026-03-05 09:00:00 UTC`);
    expect(text).toContain('1% less');
    expect(text).not.toContain('stale');
  });
  it('marks a stale rate, and says there is no payment without a rate', () => {
    const { rerender } = render(
      <BillQuoteView bill={bill} open={300_000n} quote={{ rate: { ...rate, stale: true }, units: 1n }} />,
    );
    expect(screen.getByTestId('bill-quote').textContent).toContain('stale');
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
