// The Dashboard's latest transactions write each moment as the Transactions page does: through
// lib/primitives/date-format in the company's locale and time zone, not the row's ISO day.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { getAddress } from 'ethers';
import { describe, expect, it } from 'vitest';
import { buildAddressBook } from '@/lib/chain/address-book';
import { lookAlikeOf } from '@/lib/insights/anomalies/address-checks';
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

  it("flags a counterparty that starts and ends like a treasury wallet or a vendor's, not the real ones", () => {
    const TREASURY = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
    const like = (address: string) =>
      getAddress(`0x${address.slice(2, 6)}${'2'.repeat(32)}${address.slice(-4)}`.toLowerCase());
    const vendors = [{ name: 'Acme', wallets: [{ chainId: 31337, address: OTHER }] }];
    const book = buildAddressBook({
      treasuryWallets: [{ address: TREASURY, label: 'Ops' }],
      teamMembers: [],
      counterparties: vendors,
    });
    render(
      <MemoryRouter>
        <LatestTransactions
          rows={[
            txRow({ direction: 'out', counterparty: like(OTHER) }),
            txRow({ direction: 'in', counterparty: like(TREASURY) }),
            txRow({ direction: 'out', counterparty: OTHER }),
          ]}
          values={noValues}
          book={book}
          dates={{ locale: 'en-GB', timeZone: 'UTC' }}
          lookAlike={lookAlikeOf(vendors, [TREASURY])}
        />
      </MemoryRouter>,
    );
    const rows = screen.getAllByTestId('latest-transaction');
    expect(rows.map((row) => row.querySelector('[data-testid="look-alike"]')?.textContent ?? null)).toEqual([
      'Look-alike of Acme',
      'Look-alike of Ops',
      null,
    ]);
    expect(rows[0]?.querySelector('[data-testid="look-alike"]')?.getAttribute('title')).toContain(
      `starts and ends like Acme, ${OTHER}`,
    );
  });
});
