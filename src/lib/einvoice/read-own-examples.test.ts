// @vitest-environment jsdom
// Our own example e-invoices (tests/fixtures/einvoices, authored for the tests: one fictional
// invoice from Nordlicht Druck GmbH in both syntaxes, UBL 2.1 and CII D16B) read with every field
// checked: the values are the files' own, and the rules the browser checks find nothing to fail.
import { describe, expect, it } from 'vitest';
import { OWN_CII_EXAMPLE, OWN_UBL_EXAMPLE, ownExampleBytes } from './own-examples.testing';
import { readEInvoice } from './read-einvoice';
import type { ReadEInvoice } from './received-types';

const parse = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml');
/** Reads one of our examples (throws with the refusal when it is not read). */
function readExample(file: string): ReadEInvoice {
  const result = readEInvoice(ownExampleBytes(file), parse);
  if (!result.ok) throw new Error(result.message);
  expect(result.failedRules).toEqual([]);
  return result.invoice;
}

/** What both files state alike (the same invoice). */
const SAME = {
  kind: 'invoice',
  typeCode: '380',
  number: 'ND-2026-0417',
  issueDate: '2026-03-02',
  dueDate: '2026-04-01',
  paymentTerms: 'Zahlbar innerhalb von 30 Tagen ohne Abzug.',
  currency: 'EUR',
  notes: ['Vielen Dank für Ihren Auftrag.'],
  seller: {
    name: 'Nordlicht Druck GmbH',
    vatId: 'DE312345678',
    registrationId: 'HRB 98765',
    // The electronic address (BT-34) is an e-mail address (scheme EM), so it is the e-mail too.
    electronicAddress: 'rechnung@nordlicht-druck.example',
    email: 'rechnung@nordlicht-druck.example',
    country: 'DE',
    address: 'Hafenstraße 12, 20457, Hamburg',
  },
  buyer: {
    name: 'Kaffeerösterei Lindholm KG',
    vatId: 'DE287654321',
    registrationId: '',
    electronicAddress: 'einkauf@lindholm.example',
    email: 'einkauf@lindholm.example',
    country: 'DE',
    address: 'Am Markt 3, 24937, Flensburg',
  },
  // Two VAT rates: printed brochures at 7 %, posters and typesetting at 19 %.
  lines: [
    {
      id: '1',
      description: 'Broschüre A5, 16 Seiten',
      quantity: '500',
      unitPrice: '0.84',
      net: '420.00',
      taxRatePercent: '7',
    },
    {
      id: '2',
      description: 'Plakat A2, vierfarbig',
      quantity: '40',
      unitPrice: '6.50',
      net: '260.00',
      taxRatePercent: '19',
    },
    {
      id: '3',
      description: 'Satz und Gestaltung',
      quantity: '3',
      unitPrice: '85.00',
      net: '255.00',
      taxRatePercent: '19',
    },
  ],
  lineTotal: '935.00',
  allowanceTotal: '',
  chargeTotal: '',
  netTotal: '935.00',
  taxTotal: '127.25',
  taxInclusive: '1062.25',
  prepaid: '',
  rounding: '',
  payable: '1062.25',
  // SEPA credit transfer, with the invoice number as the remittance reference.
  paymentMeans: '58',
  paymentReference: 'ND-2026-0417',
  payeeAccount: 'DE34200505501234567890',
};

describe('our own example e-invoices', () => {
  it('reads the UBL example (own-ubl-example.xml, Peppol BIS Billing 3.0), every field', () => {
    expect(readExample(OWN_UBL_EXAMPLE)).toEqual({
      syntax: 'UBL',
      specification: 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
      ...SAME,
    });
  });

  it('reads the CII example (own-cii-example.xml), the same invoice, every field', () => {
    expect(readExample(OWN_CII_EXAMPLE)).toEqual({
      syntax: 'CII',
      specification: 'urn:cen.eu:en16931:2017',
      ...SAME,
    });
  });
});
