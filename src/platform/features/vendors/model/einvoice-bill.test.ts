// @vitest-environment jsdom
// A received e-invoice as a new bill: the standard's published UBL and CII examples and our own
// e-invoice, with the vendor matched (VAT ID written differently, electronic address, e-mail) or
// proposed, and every field of the bill form's draft checked.
import { describe, expect, it } from 'vitest';
import { sampleCounterparty, sampleVendor } from '@/lib/db/search-samples.testing';
import { writeUbl } from '@/lib/einvoice/ubl';
import { SEVERAL_RATES } from '@/lib/einvoice/einvoice.testing';
import { readEInvoice } from '@/lib/einvoice/read-einvoice';
import type { ReadEInvoice } from '@/lib/einvoice/received-types';
import { CII_EXAMPLE, exampleBytes, UBL_EXAMPLE } from '@/lib/einvoice/standard-examples.testing';
import { assetId, nativeAsset } from '@/lib/money/asset';
import { checkBillDraft } from './bill-form';
import { billLines, draftFromEInvoice, matchVendor, proposedVendor } from './einvoice-bill';

const parse = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml');
function read(bytes: Uint8Array): ReadEInvoice {
  const result = readEInvoice(bytes, parse);
  if (!result.ok) throw new Error(result.message);
  return result.invoice;
}
const ETH = nativeAsset({ chainId: 31337, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } });
const TOKEN = { ...ETH, kind: 'erc20' as const, address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', symbol: 'TT' };
const WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const koksmaat = sampleVendor({
  id: 'v-koks',
  name: 'Koksmaat',
  taxId: 'nl 8200 98 395 b01',
  wallets: [{ chainId: 31337, address: WALLET }],
  paymentTermsDays: 14,
  expenseAccountId: '6000',
});

describe('the vendor of a received e-invoice', () => {
  const example = read(exampleBytes(UBL_EXAMPLE));
  it('is matched by VAT ID however it is written, then electronic address, then e-mail; never a client', () => {
    expect(matchVendor(example.seller, [sampleVendor({ id: 'other' }), koksmaat])).toEqual({
      vendor: koksmaat,
      by: 'VAT ID',
    });
    const own = read(new TextEncoder().encode(writeUbl(SEVERAL_RATES))).seller;
    const byEndpoint = sampleVendor({ id: 'e', electronicAddress: 'Invoices@Acme.example', email: '' });
    expect(matchVendor({ ...own, vatId: '' }, [byEndpoint])?.by).toBe('electronic address');
    const byMail = sampleVendor({ id: 'm', email: 'invoices@acme.example' });
    expect(matchVendor({ ...own, vatId: '', electronicAddress: '' }, [byMail])?.by).toBe('e-mail');
    const client = sampleCounterparty({ taxId: 'NL8200.98.395.B.01' });
    expect(matchVendor(example.seller, [client])).toBeUndefined();
  });

  it('is proposed from the seller when none matches (added only when the user says so)', () => {
    expect(proposedVendor(example, 31337)).toMatchObject({
      name: 'De Koksmaat',
      legalName: 'De Koksmaat',
      email: '',
      isVendor: true,
      isClient: false,
      taxId: 'NL8200.98.395.B.01',
      address: 'Postbus 7l, 1950 AB, Velsen-Noord',
      country: 'NL',
      registrationNumber: '57151520',
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

describe('the bill draft of a received e-invoice', () => {
  for (const file of [UBL_EXAMPLE, CII_EXAMPLE])
    it(`fills every field from ${file}`, () => {
      const invoice = read(exampleBytes(file));
      const cid = 'bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e';
      const draft = draftFromEInvoice(invoice, koksmaat, [TOKEN, ETH], cid);
      expect(draft).toEqual({
        vendorId: 'v-koks',
        billNumber: '12115118',
        issueDate: '2015-01-09',
        dueDate: '2015-01-09',
        // Paid in the first asset a known feed quotes in euros (the local ETH/EUR feed), not the token.
        assetKey: assetId(ETH),
        currency: 'EUR',
        tolerancePercent: '1',
        payee: WALLET,
        // A returned item (a negative line) cannot be a bill line: the bill is its amount due.
        total: '250.33',
        lines: [],
        expenseAccountId: '6000',
        documentCid: cid,
        notes: [
          `E-invoice 12115118 (${invoice.syntax}) from De Koksmaat.`,
          'Pay by credit transfer, to NL57 RABO 0107307510, reference Deb. 10202 / Fact. 12115118',
          ...invoice.notes,
        ].join('\n'),
      });
      const check = checkBillDraft(draft, {
        vendorIds: new Set(['v-koks']),
        assets: [TOKEN, ETH],
        expenseAccountIds: new Set(['6000']),
      });
      expect(check.ok && [check.value.total, check.value.fiat?.currency]).toEqual(['25033', 'EUR']);
    });

  it('keeps the lines, and the VAT as one, when they add up to the amount due', () => {
    const own = read(new TextEncoder().encode(writeUbl(SEVERAL_RATES)));
    expect(billLines(own)).toEqual([
      { description: 'Consulting, March (12.5 × 120.00, VAT 19 %)', amount: '1350.00' },
      { description: 'Books (3 × 19.99, VAT 7 %)', amount: '59.97' },
      { description: 'Export shipping (1 × 45.00, VAT 0 %)', amount: '45.00' },
      { description: 'Support hours (0.333333 × 99.99, VAT 19 %)', amount: '32.50' },
      { description: 'VAT', amount: '266.88' },
    ]);
    const draft = draftFromEInvoice(own, undefined, [ETH], '');
    expect([draft.vendorId, draft.total, draft.lines.length, draft.payee, draft.dueDate]).toEqual([
      '',
      '',
      5,
      SEVERAL_RATES.payment.payee,
      '2026-03-31',
    ]);
  });
});
