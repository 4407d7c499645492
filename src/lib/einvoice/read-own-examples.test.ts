// @vitest-environment jsdom
// Our own example e-invoices (tests/fixtures/einvoices, authored for the tests: one fictional
// invoice from Nordlicht Druck GmbH in both syntaxes, UBL 2.1 and CII D16B) read with every field
// checked: the values are the files' own, and the rules the browser checks find nothing to fail.
import { describe, expect, it } from 'vitest';
import { importExample, OWN_CII_EXAMPLE, OWN_UBL_EXAMPLE } from './own-examples.testing';
import type { ReadEInvoice } from './received-types';

/** Reads one of our examples as a dropped file is read, and no browser rule fails. */
async function readExample(file: string): Promise<ReadEInvoice> {
  const { invoice, failedRules } = await importExample(file);
  expect(failedRules).toEqual([]);
  return invoice;
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
    identifier: '',
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
    identifier: '',
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
  vatBreakdown: [
    { category: 'S', ratePercent: '7', taxable: '420.00', tax: '29.40', exemptionReason: '' },
    { category: 'S', ratePercent: '19', taxable: '515.00', tax: '97.85', exemptionReason: '' },
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
  payeeBank: '',
  payeeName: '',
};

describe('our own example e-invoices', () => {
  it('reads the UBL example (own-ubl-example.xml, Peppol BIS Billing 3.0), every field', async () => {
    expect(await readExample(OWN_UBL_EXAMPLE)).toEqual({
      syntax: 'UBL',
      specification: 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
      ...SAME,
    });
  });

  it('reads the CII example (own-cii-example.xml), the same invoice, every field', async () => {
    expect(await readExample(OWN_CII_EXAMPLE)).toEqual({
      syntax: 'CII',
      specification: 'urn:cen.eu:en16931:2017',
      ...SAME,
    });
  });
});
