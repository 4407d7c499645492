// E-invoices for the tests (never imported by app code): the cases the EN 16931 rules are run on.
import { sampleProfile } from '@/lib/db/sample-records.testing';
import { sampleCounterparty, sampleInvoice } from '@/lib/db/search-samples.testing';
import type { EInvoiceFacts, EInvoiceParty } from './facts';
import { factsFromInvoice } from './from-records';

export const SELLER: EInvoiceParty = {
  name: 'Acme Ledger GmbH',
  registrationId: 'HRB 12345',
  vatId: 'DE123456789',
  addressLines: ['Hauptstraße 1', '10115 Berlin'],
  country: 'DE',
  electronicAddress: { scheme: 'EM', value: 'invoices@acme.example' },
};

export const BUYER: EInvoiceParty = {
  name: 'Northwind Traders B.V. & Co <NL>',
  registrationId: '',
  vatId: 'NL123456789B01',
  addressLines: ['Keizersgracht 1', 'Floor 2', 'Suite 3', '1015 CJ Amsterdam'],
  country: 'NL',
  electronicAddress: { scheme: '0088', value: '5790000435975' },
};

const PAYMENT = {
  reference: `0x${'ab'.repeat(32)}`,
  payee: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  means: 'Crypto transfer of USDC on Ethereum (chain 1) to 0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  payLink: 'https://pay.example/pay#c=bafkreiexample',
};

/** Tax at three rates (19 %, 7 %, 0 % zero rated), discounts on two lines, fractional quantities. */
export const SEVERAL_RATES: EInvoiceFacts = {
  kind: 'invoice',
  number: 'INV-0042',
  issueDate: '2026-03-01',
  dueDate: '2026-03-31',
  currency: 'EUR',
  seller: SELLER,
  buyer: BUYER,
  lines: [
    {
      description: 'Consulting, March',
      quantity: '12.5',
      unitPrice: 12_000n,
      discountPercent: '10',
      taxRatePercent: '19',
    },
    { description: 'Books', quantity: '3', unitPrice: 1_999n, discountPercent: '0', taxRatePercent: '7' },
    { description: 'Export shipping', quantity: '1', unitPrice: 4_500n, discountPercent: '0', taxRatePercent: '0' },
    {
      description: 'Support hours',
      quantity: '0.333333',
      unitPrice: 9_999n,
      discountPercent: '2.5',
      taxRatePercent: '19',
    },
  ],
  precedingInvoice: null,
  buyerReference: 'PO-7781',
  payment: PAYMENT,
  notes: ['Thank you for your business.', `Pay online: ${PAYMENT.payLink}`],
  terms: 'Net 30 days',
};

/** A credit note for part of INV-0042. */
export const CREDIT_NOTE: EInvoiceFacts = {
  ...SEVERAL_RATES,
  kind: 'credit-note',
  number: 'CN-0001',
  issueDate: '2026-03-10',
  dueDate: '2026-03-20',
  lines: [
    {
      description: 'Consulting, March (2 hours not delivered)',
      quantity: '2',
      unitPrice: 12_000n,
      discountPercent: '10',
      taxRatePercent: '19',
    },
  ],
  precedingInvoice: { number: 'INV-0042', issueDate: '2026-03-01' },
  notes: ['Credit for hours not delivered.'],
};

/** A seller not registered for VAT (registration number only): every line is not subject to VAT. */
export const NOT_SUBJECT: EInvoiceFacts = {
  ...SEVERAL_RATES,
  number: 'INV-0043',
  seller: { ...SELLER, vatId: '' },
  buyer: { ...BUYER, electronicAddress: null, addressLines: [] },
  lines: [
    { description: 'Design work', quantity: '1', unitPrice: 150_000n, discountPercent: '0', taxRatePercent: '0' },
  ],
  notes: [],
};

/** A EUR invoice paid in USDC at the rate when issued, from the workspace's records. */
export function fiatPaidInCrypto(): EInvoiceFacts {
  const invoice = sampleInvoice({
    number: 'INV-0044',
    asset: {
      chainId: 1,
      kind: 'erc20',
      address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      symbol: 'USDC',
      decimals: 6,
      name: 'USD Coin',
    },
    fiat: {
      currency: 'EUR',
      decimals: 2,
      tolerancePercent: '1',
      issueRate: { price: '0.92', source: { kind: 'manual', enteredAt: '2026-03-01T10:00:00.000Z' } },
    },
    lines: [
      {
        description: 'Monthly retainer',
        quantity: '1',
        unitPrice: '250000',
        discountPercent: '5',
        taxRatePercent: '19',
      },
      { description: 'Travel', quantity: '2', unitPrice: '12345', discountPercent: '0', taxRatePercent: '7' },
    ],
    total: '0',
    notes: 'Retainer for March.',
    terms: 'Net 30',
  });
  const client = sampleCounterparty({
    address: 'Rue de la Loi 16\n1000 Bruxelles',
    country: 'BE',
    taxId: 'BE0123456789',
  });
  const profile = sampleProfile({ electronicAddress: 'invoices@acme.example' });
  return factsFromInvoice({ invoice, profile, client, payLink: 'https://pay.example/pay#c=bafkreiexample' });
}
