// The e-invoice's pieces read without the validator: the check before issuing, electronic addresses,
// amounts, escaping, and the figures each syntax states.
import { describe, expect, it } from 'vitest';
import { sampleProfile } from '@/lib/db/sample-records.testing';
import { sampleCounterparty, sampleInvoice } from '@/lib/db/search-samples.testing';
import { writeCii } from './cii';
import { writeUbl } from './ubl';
import { amountText, decimalText, threeLines } from './facts';
import { eInvoiceProblems, parseElectronicAddress } from './from-records';
import { escapeXml } from './xml';
import { CREDIT_NOTE, SEVERAL_RATES, fiatPaidInCrypto } from './einvoice.testing';

const EUR = {
  currency: 'EUR',
  decimals: 2,
  tolerancePercent: '1',
  issueRate: { price: '2500', source: { kind: 'manual', enteredAt: '2026-03-01T10:00:00.000Z' } },
} as const;

describe('the check before issuing', () => {
  it('finds nothing missing when the records are complete', () => {
    const invoice = sampleInvoice({ fiat: EUR });
    const profile = sampleProfile({ electronicAddress: 'invoices@acme.example' });
    const client = sampleCounterparty({ country: 'NL' });
    expect(eInvoiceProblems({ invoice, profile, client })).toEqual([]);
  });

  it('names every missing field with where to fill it in', () => {
    const invoice = sampleInvoice({
      lines: [{ description: 'Work', quantity: '1', unitPrice: '100', discountPercent: '0', taxRatePercent: '19' }],
    });
    const profile = sampleProfile({ taxId: '', country: '' });
    const client = sampleCounterparty({ email: '' });
    const problems = eInvoiceProblems({ invoice, profile, client });
    expect(problems.map((p) => `${p.place}:${p.field}`)).toEqual([
      'invoice:Amounts in',
      'company:Country',
      'company:Tax ID',
      'company:E-invoice endpoint',
      'client:Country',
    ]);
    expect(problems[0]?.message).toContain('this invoice is in ETH');
    expect(problems[2]?.message).toContain('lines carry VAT');
  });

  it('asks for a registration number or VAT ID when no line carries VAT', () => {
    const invoice = sampleInvoice({ fiat: EUR });
    const profile = sampleProfile({ taxId: '', registrationNumber: '', electronicAddress: '0088:5790000435975' });
    const problems = eInvoiceProblems({ invoice, profile, client: undefined });
    expect(problems.map((p) => p.field)).toEqual(['Registration number', 'Name', 'Country']);
  });
});

describe('electronic addresses', () => {
  it('reads an e-mail as EM and a Peppol ID as its scheme', () => {
    expect(parseElectronicAddress(' a@b.example ')).toEqual({ scheme: 'EM', value: 'a@b.example' });
    expect(parseElectronicAddress('0088:5790000435975')).toEqual({ scheme: '0088', value: '5790000435975' });
    expect(parseElectronicAddress('not an address')).toBeNull();
    expect(parseElectronicAddress('')).toBeNull();
    expect(parseElectronicAddress(undefined)).toBeNull();
  });
});

describe('writing', () => {
  it('writes amounts with two decimals and decimals without trailing zeros', () => {
    expect(amountText(0n)).toBe('0.00');
    expect(amountText(5n)).toBe('0.05');
    expect(amountText(123456n)).toBe('1234.56');
    expect(amountText(-5n)).toBe('-0.05');
    expect(decimalText('12.500000')).toBe('12.5');
    expect(decimalText('7.0')).toBe('7');
    expect(decimalText('007')).toBe('7');
  });

  it('keeps three address lines, joining the rest into the third', () => {
    expect(threeLines(['a', ' ', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c, d']);
  });

  it('escapes markup and drops characters XML 1.0 refuses', () => {
    expect(escapeXml('a<b & "c">\u0001')).toBe('a&lt;b &amp; &quot;c&quot;&gt;');
    const xml = writeCii(SEVERAL_RATES);
    expect(xml).toContain('<ram:Name>Northwind Traders B.V. &amp; Co &lt;NL&gt;</ram:Name>');
  });

  it('states the invoice’s own totals, its reference as remittance information and the pay link as a note', () => {
    // 12.5 × 120.00 − 10 % = 1350.00; 3 × 19.99 = 59.97; 45.00; 0.333333 × 99.99 = 33.33 − 2.5 % = 32.50
    const cii = writeCii(SEVERAL_RATES);
    expect(cii).toContain('<ram:LineTotalAmount>1487.47</ram:LineTotalAmount>');
    // 19 %: (1350.00 → 256.50) + (32.50 → 6.18); 7 %: 59.97 → 4.20
    expect(cii).toContain('<ram:TaxTotalAmount currencyID="EUR">266.88</ram:TaxTotalAmount>');
    expect(cii).toContain('<ram:GrandTotalAmount>1754.35</ram:GrandTotalAmount>');
    expect(cii).toContain(`<ram:PaymentReference>${SEVERAL_RATES.payment.reference}</ram:PaymentReference>`);
    expect(cii).toContain('<ram:TypeCode>ZZZ</ram:TypeCode>');
    expect(cii).toContain('Pay online: https://pay.example/pay#c=bafkreiexample');
    const ubl = writeUbl(SEVERAL_RATES);
    expect(ubl).toContain('<cbc:PayableAmount currencyID="EUR">1754.35</cbc:PayableAmount>');
    expect(ubl).toContain(`<cbc:PaymentID>${SEVERAL_RATES.payment.reference}</cbc:PaymentID>`);
  });

  it('writes a credit note as UBL CreditNote and CII type 381 referring to its invoice', () => {
    expect(writeUbl(CREDIT_NOTE)).toMatch(
      /^<\?xml[^>]*>\n<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"/,
    );
    const cii = writeCii(CREDIT_NOTE);
    expect(cii).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(cii).toContain('<ram:IssuerAssignedID>INV-0042</ram:IssuerAssignedID>');
  });

  it('states a fiat invoice in its currency, with the asset and rate it is paid in', () => {
    const ubl = writeUbl(fiatPaidInCrypto());
    expect(ubl).toContain('<cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>');
    expect(ubl).toContain('1 USDC = 0.92 EUR');
  });
});
