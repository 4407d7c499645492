// @vitest-environment jsdom
// The standard's own published examples (CEN/TC 434's UBL and CII example 1, the same invoice in
// both syntaxes, vendored in tests/oracles/en16931/examples) read with every field checked: the
// values are the files' own, and the rules the browser checks find nothing to fail.
import { describe, expect, it } from 'vitest';
import { readEInvoice } from './read-einvoice';
import type { ReadEInvoice } from './received-types';
import { CII_EXAMPLE, exampleBytes, UBL_EXAMPLE } from './standard-examples.testing';

const parse = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml');
/** Reads one of the vendored examples (throws with the refusal when it is not read). */
function readExample(file: string): ReadEInvoice {
  const result = readEInvoice(exampleBytes(file), parse);
  if (!result.ok) throw new Error(result.message);
  expect(result.failedRules).toEqual([]);
  return result.invoice;
}

const SELLER = {
  name: 'De Koksmaat',
  vatId: 'NL8200.98.395.B.01',
  registrationId: '57151520',
  electronicAddress: '',
  email: '',
  country: 'NL',
  address: 'Postbus 7l, 1950 AB, Velsen-Noord',
};
const BUYER = {
  name: 'ODIN 59',
  vatId: '',
  registrationId: '',
  electronicAddress: '',
  email: '',
  country: 'NL',
  address: 'POSTBUS 367, 1960 AJ, HEEMSKERK',
};
/** What both files state alike (the same invoice). */
const SAME = {
  kind: 'invoice',
  specification: 'urn:cen.eu:en16931:2017',
  typeCode: '380',
  number: '12115118',
  issueDate: '2015-01-09',
  dueDate: '2015-01-09',
  paymentTerms: '',
  currency: 'EUR',
  seller: SELLER,
  buyer: BUYER,
  allowanceTotal: '',
  chargeTotal: '',
  taxTotal: '20.73',
  taxInclusive: '250.33',
  prepaid: '',
  rounding: '',
  payable: '250.33',
  paymentMeans: '30',
  paymentReference: 'Deb. 10202 / Fact. 12115118',
  payeeAccount: 'NL57 RABO 0107307510',
};
const NOTE =
  "Alle leveringen zijn franco. Alle prijzen zijn incl. BTW. Betalingstermijn: 14 dagen netto. Prijswijzigingen voorbehouden. Op al onze aanbiedingen, leveringen en overeenkomsten zijn van toepassing in de algemene verkoop en leveringsvoorwaarden. Gedeponeerd bij de K.v.K. te Amsterdam 25-04-'85";

// [id, name, quantity, net price, line net, VAT %] as the UBL file states them.
const UBL_LINES = [
  ['1', 'PATAT FRITES 10MM 10KG', '2', '9.95', '19.90', '6'],
  ['2', 'PKAAS 50PL. JONG BEL. 1KG', '1', '9.85', '9.85', '6'],
  ['3', 'POT KETCHUP 3 LT', '1', '8.29', '8.29', '6'],
  ['4', 'FRITESSAUS 3 LRR', '2', '7.23', '14.46', '6'],
  ['5', 'KOFFIE BLIK 3,5KG SNELF', '1', '35.00', '35.00', '6'],
  ['6', 'KOFFIE 3.5 KG BLIK STAND', '1', '35.00', '35.00', '6'],
  ['7', 'SUIKERKLONT', '1', '10.65', '10.65', '6'],
  ['8', '1 KG UL BLOKJES', '1', '1.55', '1.55', '6'],
  ['9', 'BLOCKNOTE A5', '3', '4.79', '14.37', '6'],
  ['10', 'CHIPS NAT KLEIN ZAKJES', '1', '8.29', '8.29', '6'],
  ['11', 'CHIPS PAP KLEINE ZAKJES', '2', '8.29', '16.58', '6'],
  ['12', 'TR KL PAKJES APPELSAP', '1', '9.95', '9.95', '6'],
  ['13', 'PK CHOCOLADEMEL', '2', '1.65', '3.30', '6'],
  ['14', 'KRAT BIER', '1', '10.80', '10.80', '21'],
  ['15', 'STATIEGELD', '1', '3.90', '3.90', '6'],
  ['16', 'BLEEK 3 X 750 ML', '2', '3.80', '7.60', '21'],
  ['17', 'WC PAPIER', '2', '4.67', '9.34', '21'],
  ['18', 'BALPENNEN 50 ST BLAUW', '1', '18.63', '18.63', '21'],
  ['19', 'EM FRITUURVET', '6', '17.02', '102.12', '6'],
  ['20', 'FRITUUR VET 10 KG RETOUR', '6', '18.33', '-109.98', '6'],
] as const;
const asLines = (rows: readonly (readonly string[])[]) =>
  rows.map(([id, description, quantity, unitPrice, net, taxRatePercent]) => ({
    id,
    description,
    quantity,
    unitPrice,
    net,
    taxRatePercent,
  }));

describe("the standard's published examples", () => {
  it('reads UBL example 1 (ubl-tc434-example1.xml), every field', () => {
    expect(readExample(UBL_EXAMPLE)).toEqual({
      syntax: 'UBL',
      ...SAME,
      notes: [`${NOTE}##Delivery terms`],
      lines: asLines(UBL_LINES),
      lineTotal: '229.60',
      netTotal: '229.60',
    });
  });

  it('reads CII example 1 (CII_example1.xml), the same invoice, every field', () => {
    // The CII file writes amounts without trailing zeros, and two item names differ from the UBL's.
    const ciiLines = UBL_LINES.map(([id, name, quantity, price, net, rate]) => [
      id,
      ({ '2': 'KAAS 50PL. JONG BEL. 1KG', '13': 'PK CHOCOLADEMELK' } as Record<string, string>)[id] ?? name,
      quantity,
      String(Number(price)),
      String(Number(net)),
      rate,
    ]);
    expect(readExample(CII_EXAMPLE)).toEqual({
      syntax: 'CII',
      ...SAME,
      notes: [`${NOTE}.`],
      lines: asLines(ciiLines),
      lineTotal: '229.6',
      netTotal: '229.6',
    });
  });
});
