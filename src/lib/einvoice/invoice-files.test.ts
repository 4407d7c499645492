// An issued invoice's files from the workspace's records: the PDF carries the wallet request code
// and, only once the pay document is pinned, the short link; the e-invoice is embedded only when
// the check passes; the PDF is stored once in Storage, linked to the invoice, with its CID.
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '@/lib/db/entities/invoice';
import { ADDRESS_A, ADDRESS_B, freshDb, sampleProfile } from '@/lib/db/sample-records.testing';
import { sampleCounterparty, sampleInvoice } from '@/lib/db/search-samples.testing';
import { invoiceMessage } from '@/lib/payments/invoice-typed-data';
import { invoiceFileName, invoiceFiles, type InvoiceFilesInput } from './invoice-files';
import { saveInvoicePdf } from './invoice-document-store';

const NOW = '2026-03-01T00:00:00.000Z';
const lines = [{ description: 'Work', quantity: '2', unitPrice: '50000', discountPercent: '0', taxRatePercent: '19' }];
const message = invoiceMessage({
  number: 'INV-0007',
  issuer: 'Acme Ledger GmbH',
  client: 'Northwind Traders',
  issueDate: '2026-03-01',
  dueDate: '2026-03-31',
  asset: { address: null, symbol: 'ETH', decimals: 18 },
  payee: ADDRESS_A,
  router: ADDRESS_B,
  reference: `0x${'ab'.repeat(32)}`,
  lines,
  taxTotal: '19000',
  total: '119000',
  notes: '',
});
const issued: Invoice = sampleInvoice({
  payee: ADDRESS_A,
  reference: `0x${'ab'.repeat(32)}`,
  lines,
  total: '119000',
  taxTotal: '19000',
  fiat: {
    currency: 'EUR',
    decimals: 2,
    tolerancePercent: '1',
    issueRate: { price: '2500', source: { kind: 'manual', enteredAt: NOW } },
  },
  signature: {
    signer: ADDRESS_A,
    chainId: 31337,
    signature: `0x${'11'.repeat(65)}`,
    message: JSON.stringify(message),
    signedAt: NOW,
  },
});
const font = (file: string) => new Uint8Array(readFileSync(new URL(`./fonts/${file}`, import.meta.url)));
const base: InvoiceFilesInput = {
  invoice: issued,
  profile: sampleProfile({ electronicAddress: 'invoices@acme.example' }),
  client: sampleCounterparty({ country: 'NL' }),
  origin: 'https://ledgerline.example/',
  pinned: false,
  paper: 'a4',
  fonts: { regular: font('LiberationSans-Regular.ttf'), bold: font('LiberationSans-Bold.ttf') },
  now: NOW,
};
const latin1 = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);

describe('an issued invoice’s files', () => {
  it('embed the e-invoice and print no short link while the pay document is not pinned', async () => {
    const files = await invoiceFiles(base);
    expect(files.problems).toEqual([]);
    expect(files.cii).toContain('<ram:ID>INV-0007</ram:ID>');
    expect(files.cii).not.toContain('Pay online');
    expect(files.ubl).toContain('<cbc:PayableAmount currencyID="EUR">1190.00</cbc:PayableAmount>');
    expect(latin1(files.pdf)).toContain('/AFRelationship /Alternative');
  });

  it('note the short link once pinned', async () => {
    const files = await invoiceFiles({ ...base, pinned: true });
    expect(files.cii).toMatch(/Pay online: https:\/\/ledgerline\.example\/pay#c=b[a-z2-7]+/);
  });

  it('leave the e-invoice out, and say why, when the records lack a field', async () => {
    const files = await invoiceFiles({ ...base, client: sampleCounterparty() });
    expect(files.problems.map((p) => p.field)).toEqual(['Country']);
    expect(files.cii).toBeNull();
    expect(files.ubl).toBeNull();
    expect(latin1(files.pdf)).not.toContain('/EmbeddedFiles');
  });

  it('refuse a draft', async () => {
    await expect(invoiceFiles({ ...base, invoice: { ...issued, signature: null, state: 'draft' } })).rejects.toThrow(
      /draft: issue it first/,
    );
  });

  it('store the PDF once in Storage, linked to the invoice, named by its number', async () => {
    const db = freshDb();
    const { pdf } = await invoiceFiles(base);
    const first = await saveInvoicePdf(db, ADDRESS_A, issued, pdf);
    const again = await saveInvoicePdf(db, ADDRESS_A, issued, pdf);
    expect(again.id).toBe(first.id);
    expect(await db.documents.count()).toBe(1);
    expect(first.name).toBe(invoiceFileName('INV-0007', 'pdf'));
    expect(first.type).toBe('application/pdf');
    expect(first.cid).toMatch(/^b[a-z2-7]+$/);
    expect(again.links).toEqual([{ kind: 'invoice', id: issued.id, label: 'Invoice INV-0007 PDF' }]);
  });
});
