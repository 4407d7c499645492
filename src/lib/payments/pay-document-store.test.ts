// The short pay link's document: stored once per CID in the account's Storage, linked to its
// invoice, readable by the pay page from this browser, and pinned at a configured Kubo node
// (scripts/lib/mock-pinning.mjs implements its dag/import contract) without uploading twice.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockPinning, type MockPinning } from '../../../scripts/lib/mock-pinning.mjs';
import type { Invoice } from '@/lib/db/entities/invoice';
import { ADDRESS_A, ADDRESS_B, freshDb } from '@/lib/db/sample-records.testing';
import { sampleInvoice } from '@/lib/db/search-samples.testing';
import { findLocalBlock } from '@/lib/ipfs/local-blocks';
import { savePinningSettings } from '@/lib/ipfs/pinning-settings';
import { invoiceMessage } from '@/lib/payments/invoice-typed-data';
import { payDocumentBytes, payDocumentCid } from '@/lib/payments/pay-document';
import { signedInvoiceOf } from '@/lib/payments/pay-link-qr';
import { pinPayDocument, savePayDocument } from './pay-document-store';

const NOW = '2026-03-01T00:00:00.000Z';
const message = invoiceMessage({
  number: 'INV-0007',
  issuer: 'Acme Ledger GmbH',
  client: 'Client Co',
  issueDate: '2026-03-01',
  dueDate: '2026-03-31',
  asset: { address: null, symbol: 'ETH', decimals: 18 },
  payee: ADDRESS_A,
  router: ADDRESS_B,
  reference: `0x${'ab'.repeat(32)}`,
  lines: [{ description: 'Work', quantity: '1', unitPrice: '1000', discountPercent: '0', taxRatePercent: '0' }],
  taxTotal: '0',
  total: '1000',
  notes: '',
});
const invoice: Invoice = sampleInvoice({
  id: 'i1',
  clientId: 'c1',
  payee: ADDRESS_A,
  lines: [{ description: 'Work', quantity: '1', unitPrice: '1000', discountPercent: '0', taxRatePercent: '0' }],
  total: '1000',
  reference: `0x${'ab'.repeat(32)}`,
  issuedAt: NOW,
  createdAt: NOW,
  updatedAt: NOW,
  signature: {
    signer: ADDRESS_A,
    chainId: 31337,
    signature: `0x${'11'.repeat(65)}`,
    message: JSON.stringify(message),
    signedAt: NOW,
  },
});
const account = ADDRESS_A;

let mock: MockPinning;
beforeAll(async () => {
  mock = await startMockPinning({ token: 'psa-token', kuboToken: 'kubo-token' });
});
afterAll(() => mock.stop());

describe('the pay document', () => {
  it('is stored once under the short link’s CID, linked to the invoice, and readable from this browser', async () => {
    const db = freshDb();
    const bytes = payDocumentBytes(signedInvoiceOf(invoice)!);
    const [first, second] = await Promise.all([
      savePayDocument(db, account, invoice),
      savePayDocument(db, account, invoice),
    ]);
    expect(second?.id).toBe(first?.id);
    expect(await savePayDocument(db, account, invoice)).toMatchObject({ id: first?.id });
    const documents = await db.documents.toArray();
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatchObject({
      cid: payDocumentCid(bytes),
      name: 'INV-0007-pay.json',
      type: 'application/json',
      links: [{ kind: 'invoice', id: 'i1', label: 'Invoice INV-0007 pay link' }],
    });
    expect(await findLocalBlock(payDocumentCid(bytes))).toEqual(bytes);
    expect(await findLocalBlock(payDocumentCid(new Uint8Array([1])))).toBeNull();
  });

  it('refuses a draft (nothing signed, no link)', async () => {
    await expect(savePayDocument(freshDb(), account, { ...invoice, signature: null })).rejects.toThrow('not issued');
  });

  it('is pinned at the configured Kubo node once; nothing is asked when no endpoint is set', async () => {
    const db = freshDb();
    const document = await savePayDocument(db, account, invoice);
    await pinPayDocument(db, account, document);
    expect(mock.imported.has(document.cid)).toBe(false);
    await savePinningSettings(db, { kuboUrl: mock.kuboUrl, kuboToken: 'kubo-token', serviceUrl: '', serviceToken: '' });
    await pinPayDocument(db, account, document);
    expect(mock.imported.get(document.cid)).toBe(1);
    const pinned = (await db.documents.get(document.id))!;
    expect(pinned.pins).toMatchObject([{ service: 'kubo', status: 'pinned' }]);
    mock.imported.delete(document.cid);
    await pinPayDocument(db, account, pinned);
    expect(mock.imported.has(document.cid)).toBe(false);
  });
});
