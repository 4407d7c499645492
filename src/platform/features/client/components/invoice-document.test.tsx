import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Invoice } from '@/lib/db/entities/invoice';
import { ADDRESS_A, sampleProfile } from '@/lib/db/sample-records.testing';
import { sampleInvoice } from '@/lib/db/search-samples.testing';
import type { WalletRequest } from '@/lib/payments/wallet-requests';
import type { PayDocumentState } from '../store/use-pay-document';
import { InvoiceDocument } from './invoice-document';
import { PayCodes } from './pay-codes';

const NOW = '2026-03-01T00:00:00.000Z';
const invoice: Invoice = sampleInvoice({
  id: 'i1',
  clientId: 'c1',
  payee: ADDRESS_A,
  lines: [{ description: 'Work', quantity: '1', unitPrice: '1000', discountPercent: '0', taxRatePercent: '0' }],
  total: '1000',
  reference: `0x${'ab'.repeat(32)}`,
  issuedAt: NOW,
  createdAt: NOW,
  updatedAt: NOW,
});
const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => Object.assign(URL, { createObjectURL, revokeObjectURL }));

const REF = `0x${'ab'.repeat(32)}`;
const ROUTER = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const WALLET = `ethereum:${ROUTER}@31337/payEth?bytes32=${REF}&address=${ADDRESS_A}&value=1000`;
const SHORT = 'https://example.org/pay#c=bafkreib6pqk6dvjw6bq4qwoyi3qlovmhdfqhb3gyjyn2ueoqcnidfjuzvi';
const LONG = `https://example.org/pay#i=${'a'.repeat(1100)}`;
const STORED: PayDocumentState = { pins: [], pinningConfigured: false, error: null };

function show(requests: WalletRequest[] = [{ step: null, uri: WALLET }], storage = STORED) {
  // jsdom has no object URLs (the logo is one).
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:logo'), revokeObjectURL: vi.fn() });
  const pay = (
    <PayCodes number="INV-0007" total="1 ETH" requests={requests} shortLink={SHORT} longLink={LONG} storage={storage} />
  );
  render(
    <InvoiceDocument invoice={invoice} client={undefined} profile={sampleProfile()} statusLabel="Sent" pay={pay} />,
  );
  return within(screen.getByRole('region', { name: 'Pay link' }));
}

describe('InvoiceDocument pay codes', () => {
  it('shows the logo, the wallet and pay-page codes and the short link; buttons and the long link are not printed', () => {
    const section = show();
    expect(screen.getByRole('img', { name: 'Acme Ledger GmbH logo' }).getAttribute('src')).toBe('blob:logo');
    expect(section.getByRole('img', { name: 'Wallet payment QR code of invoice INV-0007' })).toBeTruthy();
    expect(section.getByRole('img', { name: 'Pay page QR code of invoice INV-0007' })).toBeTruthy();
    expect(section.getAllByRole('button', { name: 'Download SVG' })).toHaveLength(2);
    expect(section.getByTestId('short-pay-link').getAttribute('href')).toBe(SHORT);
    expect(section.getByTestId('pay-link').getAttribute('href')).toBe(LONG);
    expect(section.getByRole('button', { name: 'Copy the pay link of invoice INV-0007' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Pay link' }).className).toContain('print:[&_button]:hidden');
    expect(section.getByTestId('pay-link').closest('.print\\:hidden')).not.toBeNull();
    // Every code is drawn at version 10 or less: 57 modules and the 4-module quiet zone on each side.
    for (const svg of screen.getByRole('region', { name: 'Pay link' }).querySelectorAll('svg[role="img"]')) {
      const size = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
      expect(size).toBeLessThanOrEqual(57 + 8);
      expect(svg.getAttribute('class')).toContain('print:size-[40mm]');
    }
    expect(section.getByTestId('pay-document-status').textContent).toMatch(/^Opens in this browser only/);
  });

  it('a token invoice shows its two steps; a request too long for a small code points to the pay page', () => {
    const section = show(
      [
        { step: 'Step 1 of 2: approve the PaymentRouter', uri: WALLET },
        { step: 'Step 2 of 2: pay', uri: `${WALLET}&x=${'9'.repeat(300)}` },
      ],
      {
        pins: [{ service: 'kubo', status: 'pinned', requestid: null, reason: null, updatedAt: NOW }],
        pinningConfigured: true,
        error: null,
      },
    );
    expect(section.getByText(/two transactions from a wallet app/)).toBeTruthy();
    expect(
      section.getByRole('img', { name: 'Step 1 of 2: approve the PaymentRouter QR code of invoice INV-0007' }),
    ).toBeTruthy();
    expect(section.getByText(/Too long for a QR code a phone reads from paper/)).toBeTruthy();
    expect(section.getByTestId('pay-document-status').textContent).toMatch(/^Pinned/);
  });
});
