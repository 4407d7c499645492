// A bill's document in Storage lists the bill while the bill uses it (lib/ipfs document links).
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { importDocument } from '@/lib/ipfs/document-store';
import { freshStore } from '@/lib/ipfs/test-store.testing';
import { sampleBillContent } from '@/lib/db/sample-bill.testing';
import { createBill, updateBill, voidBill } from './bill-store';

const ctx = { now: '2026-03-02T10:00:00.000Z', newId: () => crypto.randomUUID(), by: null };
const content = sampleBillContent();

describe('bill documents', () => {
  it('links the document when a bill with its CID is saved, moves the link when the CID changes, and unlinks it when the bill is voided', async () => {
    const store = freshStore();
    const add = (name: string) =>
      importDocument(store, { name, type: 'application/pdf', content: new TextEncoder().encode(`%PDF ${name}`) });
    const [invoice, corrected] = [await add('invoice.pdf'), await add('corrected.pdf')];
    const linksOf = async (id: string) => (await store.db.documents.get(id))?.links;

    const bill = await createBill(
      store.db,
      { ...content, documentCid: invoice.cid },
      { id: 'b1', reference: `0x${'ee'.repeat(32)}`, salt: `0x${'02'.repeat(16)}`, submit: false },
      ctx,
    );
    expect(await linksOf(invoice.id)).toEqual([{ kind: 'bill', id: 'b1', label: 'Bill V-100' }]);

    const edited = await updateBill(
      store.db,
      bill.id,
      { ...content, billNumber: 'V-101', documentCid: corrected.cid },
      bill.revision,
      0n,
      ctx,
    );
    expect(edited.ok).toBe(true);
    expect(await linksOf(invoice.id)).toEqual([]);
    expect(await linksOf(corrected.id)).toEqual([{ kind: 'bill', id: 'b1', label: 'Bill V-101' }]);

    const voided = await voidBill(store.db, bill.id, 'Duplicate', edited.ok ? edited.value.revision : 0, 0n, ctx);
    expect(voided.ok && voided.value.state).toBe('void');
    expect(await linksOf(corrected.id)).toEqual([]);
  });

  it('saves a bill whose CID is not in Storage, linking nothing', async () => {
    const store = freshStore();
    const cid = 'bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e';
    const bill = await createBill(
      store.db,
      { ...content, documentCid: cid },
      { id: 'b2', reference: `0x${'ef'.repeat(32)}`, salt: `0x${'03'.repeat(16)}`, submit: false },
      ctx,
    );
    expect((await store.db.bills.get(bill.id))?.documentCid).toBe(cid);
    expect(await store.db.documents.count()).toBe(0);
  });
});
