// The records of a 50-line issued invoice, for scripts/bench-invoice-pdf.mjs (never imported by the
// app): the invoice (euros paid in ETH at its issue rate, three VAT rates, some lines discounted,
// long descriptions that wrap), the company profile and the client, complete for an EN 16931
// e-invoice, as the workspace stores them. The bench hands them to the built site's own on-demand
// chunk in Chromium, which makes the PDF as the Client page does. Plain JSON (no Blob, no bigint).
import { COMPANY_PROFILE_ID, companyProfileSchema, type CompanyProfile } from '@/lib/db/entities/company-profile';
import { counterpartySchema, type Counterparty } from '@/lib/db/entities/counterparty';
import { invoiceSchema, type Invoice } from '@/lib/db/entities/invoice';
import { invoiceTotals } from '@/lib/payments/invoice-totals';
import { invoiceMessage } from '@/lib/payments/invoice-typed-data';

const PAYEE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const ROUTER = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const CLIENT_WALLET = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const REFERENCE = `0x${'ab'.repeat(32)}`;
const ISSUED = '2026-03-01T10:00:00.000Z';
const ETH = { chainId: 1, kind: 'native', address: null, symbol: 'ETH', decimals: 18, name: 'Ether' } as const;

export interface PdfBenchRecords {
  readonly invoice: Invoice;
  readonly profile: Omit<CompanyProfile, 'logo'> & { readonly logo: null };
  readonly client: Counterparty;
}

/** The 50 lines, in euro cents. */
function fiftyLines(): Invoice['lines'] {
  const rates = ['19', '7', '0'];
  return Array.from({ length: 50 }, (_, i) => ({
    description: `Item ${i + 1}: ${i % 5 === 0 ? 'glazed stoneware plates, hand-finished, packed in recycled cardboard with a printed care leaflet' : 'studio hours'}`,
    quantity: String((i % 7) + 1),
    unitPrice: String(1_250 + 175 * i),
    discountPercent: i % 4 === 0 ? '5' : '0',
    taxRatePercent: rates[i % 3] ?? '19',
  }));
}

/** The issued 50-line invoice with its profile and client (the signature's bytes are not checked by the PDF code). */
export function fiftyLineRecords(): PdfBenchRecords {
  const lines = fiftyLines();
  const totals = invoiceTotals(lines);
  const fiat = {
    currency: 'EUR',
    decimals: 2,
    tolerancePercent: '1',
    issueRate: { price: '2500', source: { kind: 'manual' as const, enteredAt: ISSUED } },
  };
  const message = invoiceMessage({
    number: 'INV-2026-0050',
    issuer: 'Larkspur Atelier GmbH',
    client: 'Northwind Ceramics B.V.',
    issueDate: '2026-03-01',
    dueDate: '2026-03-31',
    asset: { address: null, symbol: 'ETH', decimals: 18 },
    payee: PAYEE,
    router: ROUTER,
    reference: REFERENCE,
    lines,
    taxTotal: totals.tax.toString(),
    total: totals.total.toString(),
    notes: 'Thank you for your business.',
    fiat,
  });
  const invoice = invoiceSchema.parse({
    id: 'bench-invoice-50',
    sequence: 50,
    number: 'INV-2026-0050',
    clientId: 'bench-client',
    issueDate: '2026-03-01',
    dueDate: '2026-03-31',
    asset: ETH,
    fiat,
    payee: PAYEE,
    lines,
    total: totals.total.toString(),
    taxTotal: totals.tax.toString(),
    incomeAccountId: 'sales',
    notes: 'Thank you for your business.',
    terms: 'Net 30 days',
    reference: REFERENCE,
    salt: `0x${'01'.repeat(16)}`,
    state: 'sent',
    voidReason: '',
    issuedAt: ISSUED,
    signature: {
      signer: PAYEE,
      chainId: 1,
      signature: `0x${'11'.repeat(65)}`,
      message: JSON.stringify(message),
      signedAt: ISSUED,
    },
    matchDecisions: [],
    createdAt: ISSUED,
    updatedAt: ISSUED,
    revision: 1,
  });
  const profile = companyProfileSchema.parse({
    id: COMPANY_PROFILE_ID,
    legalName: 'Larkspur Atelier GmbH',
    registrationNumber: 'HRB 12345',
    taxId: 'DE123456789',
    address: 'Hauptstraße 1\n10115 Berlin',
    country: 'DE',
    electronicAddress: 'invoices@larkspur.example',
    baseCurrency: 'EUR',
    fiscalYearStartMonth: 1,
    logo: null,
    updatedAt: ISSUED,
    revision: 1,
  });
  const client = counterpartySchema.parse({
    id: 'bench-client',
    name: 'Northwind Ceramics',
    legalName: 'Northwind Ceramics B.V.',
    email: 'billing@northwind.example',
    isClient: true,
    isVendor: false,
    wallets: [{ chainId: 1, address: CLIENT_WALLET }],
    taxId: 'NL123456789B01',
    address: 'Keizersgracht 1\n1015 CJ Amsterdam',
    country: 'NL',
    electronicAddress: '0088:5790000435975',
    paymentTermsDays: 30,
    incomeAccountId: null,
    expenseAccountId: null,
    notes: '',
    createdAt: ISSUED,
    updatedAt: ISSUED,
    revision: 1,
  });
  return { invoice, profile: { ...profile, logo: null }, client };
}
