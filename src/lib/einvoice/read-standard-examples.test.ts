// @vitest-environment jsdom
// The standard's own published examples (tests/fixtures/einvoices/en16931-examples, copied unchanged
// from the European Commission's EN 16931 validation artefacts: example 2, "IT equipment", in UBL and
// in CII) read as a file dropped on Vendors is read, with every field a bill takes checked: five lines
// at three VAT categories (25 %, 15 %, exempt), returned items as negative lines, document allowance
// and charge, an amount prepaid, a payee other than the seller and a bank transfer with a BIC.
// Values are each file's own: the two files state amounts with and without decimals, and the CII
// bills one laptop where the UBL bills two at the same line net.
import { describe, expect, it } from 'vitest';
import { EN16931_CII_EXAMPLE, EN16931_UBL_EXAMPLE, importExample } from './own-examples.testing';

const party = (name: string, vatId: string, registrationId: string, identifier: string, email: string) => ({
  name,
  vatId,
  registrationId,
  identifier,
  // Neither file states an electronic address (BT-34/BT-49 are optional outside Peppol).
  electronicAddress: '',
  email,
  country: 'NO',
});

/** What both files state alike. */
const SAME = {
  kind: 'invoice',
  specification: 'urn:cen.eu:en16931:2017',
  typeCode: '380',
  number: 'TOSL108',
  issueDate: '2013-06-30',
  dueDate: '2013-07-20',
  // The multi-line payment terms read without the file's indentation.
  paymentTerms: '2 % discount if paid within 2 days\nPenalty percentage 10% from due date',
  currency: 'NOK',
  notes: ['Ordered in our booth at the convention'],
  seller: {
    ...party('Salescompany ltd.', 'NO123456789MVA', '123456789', '0088:1238764941386', 'antonio@salescompany.no'),
    address: 'Main street 34, Suite 123, 303, Big city',
  },
  buyer: {
    ...party('The Buyercompany', 'NO987654321MVA', '987654321', '0088:3456789012098', 'john@buyercompany.no'),
    address: 'Anystreet 8, Back door, 101, Anytown',
  },
  taxTotal: '365.28',
  taxInclusive: '1801.78',
  rounding: '',
  payable: '801.78',
  paymentMeans: '30',
  paymentReference: '0003434323213231',
  payeeAccount: 'NO9386011117947',
  payeeBank: 'DNBANOKK',
  payeeName: 'Ebeneser Scrooge AS',
};

const line = (id: string, description: string, quantity: string, unitPrice: string, net: string, rate: string) => ({
  id,
  description,
  quantity,
  unitPrice,
  net,
  taxRatePercent: rate,
});
const vat = (category: string, ratePercent: string, taxable: string, tax: string, exemptionReason = '') => ({
  category,
  ratePercent,
  taxable,
  tax,
  exemptionReason,
});

describe('the standard’s published examples imported as bills', () => {
  it('reads the UBL example (ubl-tc434-example2.xml), every field, and no browser rule fails', async () => {
    const { invoice, failedRules, source } = await importExample(EN16931_UBL_EXAMPLE);
    expect(source).toEqual({ kind: 'xml' });
    expect(failedRules).toEqual([]);
    expect(invoice).toEqual({
      syntax: 'UBL',
      ...SAME,
      lines: [
        line('1', 'Laptop computer', '2', '1273.00', '1273.00', '25'),
        line('2', 'Returned "Advanced computing" book', '-1', '3.96', '-3.96', '15'),
        line('3', '"Computing for dummies" book', '2', '2.48', '4.96', '15'),
        line('4', 'Returned IBM 5150 desktop', '-1', '25.00', '-25.00', '0'),
        line('5', 'Network cable', '250', '0.75', '187.50', '25'),
      ],
      vatBreakdown: [
        vat('S', '25', '1460.50', '365.13'),
        vat('S', '15', '1.00', '0.15'),
        vat('E', '0', '-25.00', '0.00', 'Exempt New Means of Transport'),
      ],
      lineTotal: '1436.50',
      allowanceTotal: '100.00',
      chargeTotal: '100.00',
      netTotal: '1436.50',
      prepaid: '1000.00',
    });
  });

  it('reads the CII example (CII_example2.xml), the same invoice, every field', async () => {
    const { invoice, failedRules } = await importExample(EN16931_CII_EXAMPLE);
    expect(failedRules).toEqual([]);
    expect(invoice).toEqual({
      syntax: 'CII',
      ...SAME,
      lines: [
        line('1', 'Laptop computer', '1', '1273', '1273', '25'),
        line('2', 'Returned "Advanced computing" book', '-1', '3.96', '-3.96', '15'),
        line('3', '"Computing for dummies" book', '2', '2.48', '4.96', '15'),
        line('4', 'Returned IBM 5150 desktop', '-1', '25', '-25', '0'),
        line('5', 'Network cable', '250', '0.75', '187.5', '25'),
      ],
      vatBreakdown: [
        vat('S', '25', '1460.5', '365.13'),
        vat('S', '15', '1', '0.15'),
        vat('E', '0', '-25', '0', 'Exempt New Means of Transport'),
      ],
      lineTotal: '1436.5',
      allowanceTotal: '100',
      chargeTotal: '100',
      netTotal: '1436.5',
      prepaid: '1000',
    });
  });
});
