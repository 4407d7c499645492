// The Dashboard's latest transactions write each moment as the Transactions page does: through
// lib/primitives/date-format in the company's locale and time zone, not the row's ISO day.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { BaseValues } from '@/lib/ledger/store/use-base-values';
import { OTHER, txRow } from '@/lib/overview/overview-rows.testing';
import { LatestTransactions } from './latest-transactions';

const noValues: BaseValues = { currency: '', on: () => null, now: () => null };

function linkText(dates: { locale?: string; timeZone?: string }): string | null {
  const { unmount } = render(
    <MemoryRouter>
      <LatestTransactions
        rows={[txRow({ time: '2026-11-21T23:30:00.000Z', direction: 'in', counterparty: OTHER })]}
        values={noValues}
        book={new Map()}
        dates={dates}
      />
    </MemoryRouter>,
  );
  // Whatever space ICU puts before AM/PM.
  const text = screen.getByTestId('latest-transaction').querySelector('a')?.textContent?.replace(/\s/g, ' ') ?? null;
  unmount();
  return text;
}

describe('latest transactions on the Dashboard', () => {
  it("writes the moment in the company's locale and zone, the next day where the zone says so", () => {
    expect(linkText({ locale: 'en-GB', timeZone: 'Europe/London' })).toBe('Received 21 Nov 2026, 23:30');
    expect(linkText({ locale: 'en-US', timeZone: 'Asia/Tokyo' })).toBe('Received Nov 22, 2026, 8:30 AM');
  });
});
