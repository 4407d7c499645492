// @vitest-environment jsdom
// A received e-invoice as a new bill: our own example e-invoices (tests/fixtures/einvoices, UBL and
// CII) and an e-invoice our writer made, with the vendor matched (VAT ID written differently, electronic address, e-mail) or
// proposed, and every field of the bill form's draft checked.
import { describe, expect, it } from 'vitest';
import { sampleCounterparty, sampleVendor } from '@/lib/db/search-samples.testing';
import { writeUbl } from '@/lib/einvoice/ubl';
import { SEVERAL_RATES } from '@/lib/einvoice/einvoice.testing';
import {
  EN16931_CII_EXAMPLE,
  EN16931_UBL_EXAMPLE,
  importExample,
  OWN_CII_EXAMPLE,
  OWN_UBL_EXAMPLE,
  ownExampleBytes,
} from '@/lib/einvoice/own-examples.testing';
import { readEInvoice } from '@/lib/einvoice/read-einvoice';
import type { ReadEInvoice } from '@/lib/einvoice/received-types';
import { assetId, nativeAsset } from '@/lib/money/asset';
import { fromDecimalString } from '@/lib/money/decimal-string';
import { checkBillDraft, type BillDraft } from './bill-form';
import { billLines, draftFromEInvoice, matchVendor, proposedVendor, vatLines } from './einvoice-bill';

const parse = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml');
function read(bytes: Uint8Array): ReadEInvoice {
  const result = readEInvoice(bytes, parse);
  if (!result.ok) throw new Error(result.message);
  return result.invoice;
}
const ETH = nativeAsset({ chainId: 31337, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } });
const TOKEN = { ...ETH, kind: 'erc20' as const, address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', symbol: 'TT' };
const WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const nordlicht = sampleVendor({
  id: 'v-nordlicht',
  name: 'Nordlicht',
  taxId: 'de 312 345.678',
  wallets: [{ chainId: 31337, address: WALLET }],
  paymentTermsDays: 30,
  expenseAccountId: '6000',
});

describe('the vendor of a received e-invoice', () => {
  const example = read(ownExampleBytes(OWN_UBL_EXAMPLE));
  it('is matched by VAT ID however it is written, then electronic address, then e-mail; never a client', () => {
    expect(matchVendor(example.seller, [sampleVendor({ id: 'other' }), nordlicht])).toEqual({
      vendor: nordlicht,
      by: 'VAT ID',
    });
    const own = read(new TextEncoder().encode(writeUbl(SEVERAL_RATES))).seller;
    const byEndpoint = sampleVendor({ id: 'e', electronicAddress: 'Invoices@Acme.example', email: '' });
    expect(matchVendor({ ...own, vatId: '' }, [byEndpoint])?.by).toBe('electronic address');
    const byMail = sampleVendor({ id: 'm', email: 'invoices@acme.example' });
    expect(matchVendor({ ...own, vatId: '', electronicAddress: '' }, [byMail])?.by).toBe('e-mail');
    const client = sampleCounterparty({ taxId: 'DE312345678' });
    expect(matchVendor(example.seller, [client])).toBeUndefined();
  });

  it('is proposed from the seller when none matches (added only when the user says so)', () => {
    expect(proposedVendor(example, 31337)).toMatchObject({
      name: 'Nordlicht Druck GmbH',
      legalName: 'Nordlicht Druck GmbH',
      email: 'rechnung@nordlicht-druck.example',
      electronicAddress: 'rechnung@nordlicht-druck.example',
      isVendor: true,
      isClient: false,
      taxId: 'DE312345678',
      address: 'Hafenstraße 12, 20457, Hamburg',
      country: 'DE',
      registrationNumber: 'HRB 98765',
      wallets: [], // an IBAN is no wallet
    });
    // Our own e-invoices name the payee wallet as the account: it becomes the vendor's wallet.
    const own = read(new TextEncoder().encode(writeUbl(SEVERAL_RATES)));
    expect(proposedVendor(own, 31337)).toMatchObject({
      email: 'invoices@acme.example',
      electronicAddress: 'invoices@acme.example',
      wallets: [{ chainId: 31337, address: SEVERAL_RATES.payment.payee }],
    });
  });
});

/** The VAT lines of our examples (7 % and 19 %), as the e-invoice's breakdown states them. */
const ownExampleVat = (invoice: ReadEInvoice) => {
  expect(invoice.vatBreakdown.map((rate) => [rate.category, Number(rate.ratePercent)])).toEqual([
    ['S', 7],
    ['S', 19],
  ]);
  return [
    { description: 'VAT 7 % on €420.00', amount: '29.40' },
    { description: 'VAT 19 % on €515.00', amount: '97.85' },
  ];
};
const cents = (value: string) => fromDecimalString(value, 2);
/** The total of a draft as the bill form checks it, in cents (a euro bill). */
function checkedTotal(draft: BillDraft): bigint | undefined {
  const check = checkBillDraft(
    { ...draft, vendorId: 'v', expenseAccountId: '6000' },
    {
      vendorIds: new Set(['v']),
      assets: [ETH],
      expenseAccountIds: new Set(['6000']),
    },
  );
  return check.ok ? BigInt(check.value.total) : undefined;
}

describe('the bill draft of a received e-invoice', () => {
  for (const file of [OWN_UBL_EXAMPLE, OWN_CII_EXAMPLE])
    it(`fills every field from ${file}`, () => {
      const invoice = read(ownExampleBytes(file));
      const cid = 'bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e';
      const draft = draftFromEInvoice(invoice, nordlicht, [TOKEN, ETH], cid);
      expect(draft).toEqual({
        vendorId: 'v-nordlicht',
        billNumber: 'ND-2026-0417',
        issueDate: '2026-03-02',
        dueDate: '2026-04-01',
        // Paid in the first asset a known feed quotes in euros (the local ETH/EUR feed), not the token.
        assetKey: assetId(ETH),
        currency: 'EUR',
        tolerancePercent: '1',
        payee: WALLET,
        // The lines add up to the amount due: they are the bill's lines, with the VAT per rate as the
        // e-invoice's breakdown states it (7 % and 19 %, each on its taxable amount), and the total is theirs.
        total: '',
        lines: [
          { description: 'Broschüre A5, 16 Seiten (500 × 0.84, VAT 7 %)', amount: '420.00' },
          { description: 'Plakat A2, vierfarbig (40 × 6.50, VAT 19 %)', amount: '260.00' },
          { description: 'Satz und Gestaltung (3 × 85.00, VAT 19 %)', amount: '255.00' },
          ...ownExampleVat(invoice),
        ],
        expenseAccountId: '6000',
        documentCid: cid,
        notes: [
          `E-invoice ND-2026-0417 (${invoice.syntax}) from Nordlicht Druck GmbH.`,
          'Pay by SEPA credit transfer, to DE34200505501234567890, reference ND-2026-0417',
          'Zahlbar innerhalb von 30 Tagen ohne Abzug.',
          ...invoice.notes,
        ].join('\n'),
      });
      const check = checkBillDraft(draft, {
        vendorIds: new Set(['v-nordlicht']),
        assets: [TOKEN, ETH],
        expenseAccountIds: new Set(['6000']),
      });
      expect(check.ok && [check.value.total, check.value.fiat?.currency]).toEqual(['106225', 'EUR']);
    });

  it('is its amount due alone when a line is negative (a returned item cannot be a bill line)', () => {
    const invoice = read(ownExampleBytes(OWN_UBL_EXAMPLE));
    const returned = { ...invoice.lines[2]!, id: '4', description: 'Retoure', quantity: '1', net: '-85.00' };
    const withReturn = { ...invoice, lines: [...invoice.lines, returned], payable: '977.25' };
    const draft = draftFromEInvoice(withReturn, nordlicht, [ETH], '');
    expect([draft.total, draft.lines]).toEqual(['977.25', []]);
  });

  it('keeps the lines, and the VAT per rate (a zero-rated one too), when they add up to the amount due', () => {
    const own = read(new TextEncoder().encode(writeUbl(SEVERAL_RATES)));
    expect(billLines(own)).toEqual([
      { description: 'Consulting, March (12.5 × 120.00, VAT 19 %)', amount: '1350.00' },
      { description: 'Books (3 × 19.99, VAT 7 %)', amount: '59.97' },
      { description: 'Export shipping (1 × 45.00, VAT 0 %)', amount: '45.00' },
      { description: 'Support hours (0.333333 × 99.99, VAT 19 %)', amount: '32.50' },
      { description: 'VAT 19 % on €1,382.50', amount: '262.68' },
      { description: 'VAT 7 % on €59.97', amount: '4.20' },
      { description: 'VAT 0 % (zero rated) on €45.00', amount: '0.00' },
    ]);
    const draft = draftFromEInvoice(own, undefined, [ETH], '');
    expect([draft.vendorId, draft.total, draft.lines.length, draft.payee, draft.dueDate]).toEqual([
      '',
      '',
      7,
      SEVERAL_RATES.payment.payee,
      '2026-03-31',
    ]);
    // The bill's total is the e-invoice's amount due to the cent, its VAT lines its VAT total.
    expect(checkedTotal(draft)).toBe(cents(own.payable));
    expect(vatLines(own).reduce((sum, line) => sum + cents(line.amount), 0n)).toBe(cents(own.taxTotal));
  });

  it('carries the net per rate instead of the lines when allowances on the whole invoice change the net', () => {
    // Our UBL example with an allowance of €100.00 at 19 % on the whole invoice (BG-20).
    const invoice = read(ownExampleBytes(OWN_UBL_EXAMPLE));
    const [seven, nineteen] = invoice.vatBreakdown;
    const allowed = {
      ...invoice,
      allowanceTotal: '100.00',
      netTotal: '835.00',
      vatBreakdown: [seven!, { ...nineteen!, taxable: '415.00', tax: '78.85' }],
      taxTotal: '108.25',
      taxInclusive: '943.25',
      payable: '943.25',
    };
    expect(billLines(allowed)).toEqual([
      { description: 'Net amount at VAT 7 %', amount: '420.00' },
      { description: 'Net amount at VAT 19 %', amount: '415.00' },
      { description: 'VAT 7 % on €420.00', amount: '29.40' },
      { description: 'VAT 19 % on €415.00', amount: '78.85' },
    ]);
    expect(checkedTotal(draftFromEInvoice(allowed, nordlicht, [ETH], ''))).toBe(94325n);
    // A breakdown that does not add up to the amount due makes no lines: the bill is the amount due.
    const wrong = { ...allowed, vatBreakdown: [seven!, { ...nineteen!, taxable: '415.00', tax: '78.86' }] };
    expect(billLines(wrong)).toEqual([]);
    expect(draftFromEInvoice(wrong, nordlicht, [ETH], '').total).toBe('943.25');
  });

  for (const file of [EN16931_UBL_EXAMPLE, EN16931_CII_EXAMPLE])
    it(`fills the bill from the standard's example ${file}: its amount due, the payee's bank and the vendor proposed`, async () => {
      const { invoice } = await importExample(file);
      expect(matchVendor(invoice.seller, [nordlicht])).toBeUndefined();
      expect(proposedVendor(invoice, 31337)).toMatchObject({
        name: 'Salescompany ltd.',
        email: 'antonio@salescompany.no',
        taxId: 'NO123456789MVA',
        registrationNumber: '123456789',
        country: 'NO',
        address: 'Main street 34, Suite 123, 303, Big city',
        wallets: [],
      });
      const draft = draftFromEInvoice(invoice, undefined, [ETH], '');
      expect(draft).toEqual({
        vendorId: '',
        // No feed quotes NOK: the first asset, and the form says so at "Amounts in".
        assetKey: assetId(ETH),
        tolerancePercent: '1',
        expenseAccountId: '',
        documentCid: '',
        billNumber: 'TOSL108',
        issueDate: '2013-06-30',
        dueDate: '2013-07-20',
        currency: 'NOK',
        payee: '', // an IBAN is no wallet
        // Returned items are negative lines and 1000.00 was prepaid: the bill is the amount due alone,
        // and its notes carry the VAT per rate and what was prepaid.
        total: '801.78',
        lines: [],
        notes: [
          `E-invoice TOSL108 (${invoice.syntax}) from Salescompany ltd.`,
          // (Intl writes NOK with a no-break space.)
          'VAT 25 % on NOK 1,460.50: NOK 365.13; VAT 15 % on NOK 1.00: NOK 0.15; ' +
            'VAT 0 % (exempt: Exempt New Means of Transport) on -NOK 25.00: NOK 0.00 ' +
            '(VAT NOK 365.28, total with VAT NOK 1,801.78)',
          'Paid in advance NOK 1,000.00, amount due NOK 801.78',
          'Pay by credit transfer, to NO9386011117947, BIC DNBANOKK, payee Ebeneser Scrooge AS, reference 0003434323213231',
          '2 % discount if paid within 2 days\nPenalty percentage 10% from due date',
          'Ordered in our booth at the convention',
        ]
          .join('\n')
          .replaceAll('NOK ', 'NOK\u00a0'),
      });
    });
});
