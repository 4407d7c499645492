// @vitest-environment jsdom
// Received e-invoices: our own CII and UBL read back field for field, and hostile files refused with
// a sentence each (too large, not text, not XML, malformed, entity expansion, external entities,
// another schema). jsdom's DOMParser stands in for the browser's.
import { describe, expect, it } from 'vitest';
import { writeCii } from './cii';
import { writeUbl } from './ubl';
import { CREDIT_NOTE, SEVERAL_RATES } from './einvoice.testing';
import { MAX_EINVOICE_BYTES, readEInvoice, type ReadResult } from './read-einvoice';

const parse = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml');
const read = (text: string | Uint8Array): ReadResult =>
  readEInvoice(typeof text === 'string' ? new TextEncoder().encode(text) : text, parse);
const refusal = (result: ReadResult) => (result.ok ? 'read' : result.message);

describe('reading a received e-invoice', () => {
  for (const [syntax, write] of [
    ['CII', writeCii],
    ['UBL', writeUbl],
  ] as const) {
    it(`reads our own ${syntax} back: parties, dates, lines, totals and payment`, () => {
      const result = read(write(SEVERAL_RATES));
      if (!result.ok) throw new Error(result.message);
      const invoice = result.invoice;
      expect(invoice).toMatchObject({
        syntax,
        kind: 'invoice',
        number: 'INV-0042',
        issueDate: '2026-03-01',
        dueDate: '2026-03-31',
        currency: 'EUR',
        netTotal: '1487.47',
        taxTotal: '266.88',
        payable: '1754.35',
        paymentReference: SEVERAL_RATES.payment.reference,
        payeeAccount: SEVERAL_RATES.payment.payee,
        paymentMeans: 'ZZZ',
        paymentTerms: 'Net 30 days',
        lineTotal: '1487.47',
        taxInclusive: '1754.35',
      });
      // Our own files pass the rules the browser checks.
      expect(result.failedRules).toEqual([]);
      expect(invoice.seller).toEqual({
        name: 'Acme Ledger GmbH',
        vatId: 'DE123456789',
        registrationId: 'HRB 12345',
        identifier: '',
        electronicAddress: 'invoices@acme.example',
        email: 'invoices@acme.example',
        country: 'DE',
        address: 'Hauptstraße 1, 10115 Berlin',
      });
      expect(invoice.buyer).toMatchObject({
        name: 'Northwind Traders B.V. & Co <NL>',
        electronicAddress: '0088:5790000435975',
        country: 'NL',
      });
      expect(invoice.lines).toEqual([
        {
          id: '1',
          description: 'Consulting, March',
          quantity: '12.5',
          unitPrice: '120.00',
          net: '1350.00',
          taxRatePercent: '19',
        },
        { id: '2', description: 'Books', quantity: '3', unitPrice: '19.99', net: '59.97', taxRatePercent: '7' },
        {
          id: '3',
          description: 'Export shipping',
          quantity: '1',
          unitPrice: '45.00',
          net: '45.00',
          taxRatePercent: '0',
        },
        {
          id: '4',
          description: 'Support hours',
          quantity: '0.333333',
          unitPrice: '99.99',
          net: '32.50',
          taxRatePercent: '19',
        },
      ]);
    });
  }

  it('reads a credit note as one, in both syntaxes', () => {
    for (const xml of [writeCii(CREDIT_NOTE), writeUbl(CREDIT_NOTE)]) {
      const result = read(xml);
      expect(result.ok && result.invoice.kind).toBe('credit-note');
      expect(result.ok && result.invoice.dueDate).toBe('2026-03-20');
    }
  });

  it('refuses hostile and foreign files, each with its reason', () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]><Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">&lol3;</Invoice>`;
    const external = `<?xml version="1.0"?><!DOCTYPE foo [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"><ID>&xxe;</ID></Invoice>`;
    expect(refusal(read(laughs))).toMatch(/declares a document type or entities/);
    expect(refusal(read(external))).toMatch(/declares a document type or entities/);
    expect(refusal(read('<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"><cbc:ID>'))).toMatch(
      /not well-formed/,
    );
    expect(refusal(read(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0xff, 0xfe, 0x00])))).toMatch(/not text/);
    expect(refusal(read('%PDF-1.7 this is not XML'))).toMatch(/not XML/);
    expect(refusal(read('<Order xmlns="urn:oasis:names:specification:ubl:schema:xsd:Order-2"/>'))).toBe(
      "This XML's root element is Order (urn:oasis:names:specification:ubl:schema:xsd:Order-2), not a UBL or CII e-invoice.",
    );
    expect(refusal(read('<Invoice/>'))).toMatch(/no namespace/);
    expect(refusal(read(new Uint8Array(MAX_EINVOICE_BYTES + 1)))).toMatch(/read up to 5 MB/);
  });

  it('reads a file with a byte-order mark', () => {
    const result = read(`\uFEFF${writeUbl(SEVERAL_RATES)}`);
    expect(result.ok && result.invoice.number).toBe('INV-0042');
  });
});
