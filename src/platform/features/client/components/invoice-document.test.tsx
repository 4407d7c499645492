import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Invoice } from '@/lib/db/entities/invoice';
import { ADDRESS_A, sampleProfile } from '@/lib/db/sample-records.testing';
import { InvoiceDocument } from './invoice-document';

const NOW = '2026-03-01T00:00:00.000Z';
const invoice: Invoice = {
  id: 'i1',
  sequence: 7,
  number: 'INV-0007',
  clientId: 'c1',
  issueDate: '2026-03-01',
  dueDate: '2026-03-31',
  payee: ADDRESS_A,
  asset: { chainId: 31337, kind: 'native', address: null, symbol: 'ETH', decimals: 18, name: 'Ether' },
  lines: [{ description: 'Work', quantity: '1', unitPrice: '1000', discountPercent: '0', taxRatePercent: '0' }],
  total: '1000',
  taxTotal: '0',
  incomeAccountId: 'sales',
  notes: '',
  terms: '',
  reference: `0x${'ab'.repeat(32)}`,
  salt: `0x${'01'.repeat(16)}`,
  state: 'sent',
  voidReason: '',
  issuedAt: NOW,
  signature: null,
  matchDecisions: [],
  createdAt: NOW,
  updatedAt: NOW,
  revision: 1,
};
const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => Object.assign(URL, { createObjectURL, revokeObjectURL }));

function show(link: string) {
  // jsdom has no object URLs (the logo is one).
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:logo'), revokeObjectURL: vi.fn() });
  render(
    <InvoiceDocument invoice={invoice} client={undefined} profile={sampleProfile()} statusLabel="Sent" link={link} />,
  );
  return within(screen.getByRole('region', { name: 'Pay link' }));
}

describe('InvoiceDocument pay link', () => {
  it('shows the company logo and the QR code; its buttons are not printed', () => {
    const section = show('https://example.org/pay#i=abc');
    expect(screen.getByRole('img', { name: 'Acme Ledger GmbH logo' }).getAttribute('src')).toBe('blob:logo');
    expect(section.getByRole('img', { name: 'QR code of the pay link of invoice INV-0007' })).toBeTruthy();
    expect(section.getByRole('button', { name: 'Download SVG' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Pay link' }).className).toContain('print:[&_button]:hidden');
  });

  it('a link too long for a QR code says so and shows the whole link with a Copy button', () => {
    const long = `https://example.org/pay#i=${'a'.repeat(5000)}`;
    const section = show(long);
    expect(section.queryByRole('img')).toBeNull();
    expect(section.getByText(/pay link is 5,026 characters, more than a QR code holds \(2,953\)/)).toBeTruthy();
    expect(section.getByTestId('pay-link').textContent).toBe(long);
    expect(section.getByRole('button', { name: 'Copy the pay link of invoice INV-0007' })).toBeTruthy();
  });
});
