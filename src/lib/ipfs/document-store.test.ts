import 'fake-indexeddb/auto';
import { CID } from 'multiformats/cid';
import { describe, expect, it } from 'vitest';
import { describeStorageError } from '@/lib/db/storage-errors';
import {
  findDocumentsByCid,
  linkDocument,
  readDocumentBytes,
  setDocumentLink,
  unlinkDocument,
} from './document-access';
import { collectDocumentGarbage, deleteDocument, importDocument } from './document-store';
import { DecryptionError } from './encryption';
import { alterLeaf, freshStore } from './test-store.testing';
import { pseudoRandomBytes, pseudoRandomChunks } from './test-bytes.testing';
import { BlockVerificationError } from './verify';

const SIGNATURE = { kind: 'signature' as const, signature: `0x${'ab'.repeat(65)}` };

describe('the IndexedDB block store behind documents', () => {
  it('gives kubo’s CIDv1 and reads the exact bytes back, verified', async () => {
    const store = freshStore();
    // Vector from import-file.test.ts (1,000,000 pseudo-random bytes, kubo profile: 4 leaves + root).
    const document = await importDocument(store, {
      name: 'a.bin',
      type: '',
      content: pseudoRandomChunks(1, 1_000_000),
    });
    expect(document.cid).toBe('bafybeihwfobwqdyw75rvitc6bsyjz5rvv3qtzfvoy3i2v4xdgw7ruapuwm');
    expect(document).toMatchObject({ size: 1_000_000, storedSize: 1_000_000, encryption: null, revision: 1 });
    expect(await readDocumentBytes(store, document)).toEqual(pseudoRandomBytes(1, 1_000_000));
    expect(await store.blocks.usage()).toEqual({ blocks: 5, bytes: expect.any(Number) as unknown });
  });

  it('shares the blocks of the same bytes imported twice, and frees them only when no document uses them', async () => {
    const store = freshStore();
    const first = await importDocument(store, {
      name: 'contract.pdf',
      type: 'application/pdf',
      content: pseudoRandomBytes(2, 600_000),
    });
    const second = await importDocument(store, {
      name: 'copy.pdf',
      type: 'application/pdf',
      content: pseudoRandomChunks(2, 600_000, 1000),
    });
    expect(second.cid).toBe(first.cid);
    expect((await store.blocks.usage()).blocks).toBe(4); // 3 leaves + root, held once.
    expect(await findDocumentsByCid(store.db, first.cid)).toHaveLength(2);

    expect(await deleteDocument(store, first)).toBe(0);
    expect(await readDocumentBytes(store, second)).toEqual(pseudoRandomBytes(2, 600_000));
    expect(await deleteDocument(store, second)).toBe(4);
    expect(await store.blocks.usage()).toEqual({ blocks: 0, bytes: 0 });
  });

  it('refuses a block altered in IndexedDB on download', async () => {
    const store = freshStore();
    const document = await importDocument(store, { name: 'r.bin', type: '', content: pseudoRandomBytes(3, 700_000) });
    await alterLeaf(store, document.id, 10);
    await expect(readDocumentBytes(store, document)).rejects.toThrow(BlockVerificationError);
    await expect(readDocumentBytes(store, document)).rejects.toThrow(/does not match its content/);
  });

  it('keeps the CID of the encrypted bytes; the right key opens it, a wrong one is refused and nothing is lost', async () => {
    const store = freshStore();
    const plain = new TextEncoder().encode('Invoice 42: 1,000 EUR');
    const document = await importDocument(store, {
      name: 'i.txt',
      type: 'text/plain',
      content: plain,
      encryption: { key: SIGNATURE, account: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' },
    });
    const plainDoc = await importDocument(store, { name: 'p.txt', type: 'text/plain', content: plain });
    expect(document.cid).not.toBe(plainDoc.cid);
    expect(document.sha256).toBe(plainDoc.sha256); // Proof of existence is of the original bytes.
    expect(document.storedSize).toBeGreaterThan(plain.length);
    expect(document.encryption).toEqual({ kind: 'signature', account: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' });
    await expect(
      readDocumentBytes(store, document, { kind: 'signature', signature: `0x${'cd'.repeat(65)}` }),
    ).rejects.toThrow(DecryptionError);
    expect(await readDocumentBytes(store, document, SIGNATURE)).toEqual(plain);
  });

  it('writes nothing when storage is full mid-import, and says so as the database layer does', async () => {
    const store = freshStore();
    await importDocument(store, { name: 'kept.bin', type: '', content: pseudoRandomBytes(4, 300_000) });
    const before = await store.blocks.usage();
    const original = store.blocks.putBlocks.bind(store.blocks);
    let calls = 0;
    store.blocks.putBlocks = async (owner, rows) => {
      calls += 1;
      if (calls > 1) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return original(owner, rows);
    };
    const error: unknown = await importDocument(store, {
      name: 'big.bin',
      type: '',
      content: pseudoRandomChunks(5, 9_000_000),
    }).catch((e: unknown) => e);
    expect(calls).toBe(2); // One 4 MiB batch was written before the failure.
    expect(describeStorageError(error).title).toBe('Storage is full');
    expect(await store.db.documents.count()).toBe(1);
    expect(await store.blocks.usage()).toEqual(before);
    expect(await store.blocks.db.pending.count()).toBe(0);
  });

  it('collects the blocks of an import a closed tab left behind, not those of a document or a fresh import', async () => {
    const store = freshStore();
    const kept = await importDocument(store, {
      name: 'kept.txt',
      type: 'text/plain',
      content: new TextEncoder().encode('kept'),
    });
    const hello = CID.parse('bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e');
    await store.blocks.begin('crashed', new Date('2020-01-01T00:00:00Z'));
    await store.blocks.putBlocks('crashed', [
      { cid: 'bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku', bytes: new TextEncoder().encode('a') },
    ]);
    await store.blocks.begin('fresh');
    await store.blocks.putBlocks('fresh', [{ cid: hello.toString(), bytes: new TextEncoder().encode('hello world') }]);
    expect(await collectDocumentGarbage(store)).toEqual(['crashed']);
    expect(await store.blocks.cidsOf(kept.id)).toHaveLength(1);
    expect(await store.blocks.cidsOf('fresh')).toHaveLength(1);
  });

  it('records and removes the records that use a document (for other pages)', async () => {
    const store = freshStore();
    const document = await importDocument(store, {
      name: 'bill.pdf',
      type: 'application/pdf',
      content: new TextEncoder().encode('%PDF-1.7'),
    });
    const [linked] = await linkDocument(store.db, document.cid, { kind: 'bill', id: 'b1', label: 'Bill INV-7' });
    expect(linked).toMatchObject({ links: [{ kind: 'bill', id: 'b1', label: 'Bill INV-7' }], revision: 2 });
    await unlinkDocument(store.db, document.cid, { kind: 'bill', id: 'b1' });
    expect((await store.db.documents.get(document.id))?.links).toEqual([]);
    await expect(
      linkDocument(store.db, 'bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e', {
        kind: 'bill',
        id: 'b2',
        label: '',
      }),
    ).rejects.toThrow(/No document with CID/);
  });

  it("moves a record's link to its new document and off the old one, and off all of them when it goes", async () => {
    const store = freshStore();
    const add = (name: string, text: string) =>
      importDocument(store, { name, type: 'text/plain', content: new TextEncoder().encode(text) });
    const [first, second, other] = [
      await add('a.txt', 'first'),
      await add('b.txt', 'second'),
      await add('c.txt', 'other'),
    ];
    await linkDocument(store.db, other.cid, { kind: 'companyToken', id: 't1', label: 'T1 document' });
    const bill = { kind: 'bill', id: 'b1', label: 'Bill INV-7' };
    const linksOf = async (id: string) =>
      (await store.db.documents.get(id))?.links.map((l) => `${l.kind}:${l.id}:${l.label}`);

    expect(await setDocumentLink(store.db, bill, first.cid)).toHaveLength(1);
    expect(await linksOf(first.id)).toEqual(['bill:b1:Bill INV-7']);
    const [again] = await setDocumentLink(store.db, bill, first.cid); // the bill saved again, same document
    expect(again?.revision).toBe(2);
    await setDocumentLink(store.db, { ...bill, label: 'Bill INV-8' }, second.cid); // edited: another document, new label
    expect(await linksOf(first.id)).toEqual([]);
    expect(await linksOf(second.id)).toEqual(['bill:b1:Bill INV-8']);
    expect(
      await setDocumentLink(store.db, bill, 'bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e'),
    ).toEqual([]); // not in Storage: nothing, no error
    expect(await linksOf(second.id)).toEqual([]);
    await setDocumentLink(store.db, bill, second.cid);
    await setDocumentLink(store.db, bill, null); // voided
    expect(await linksOf(second.id)).toEqual([]);
    expect(await linksOf(other.id)).toEqual(['companyToken:t1:T1 document']); // another record's link stays
  });
});

describe('how blocks are written', () => {
  it('stores each block in a buffer of its own, even when the file arrives in larger shared reads', async () => {
    const store = freshStore();
    const content = pseudoRandomBytes(31, 900_000);
    const shared = new Uint8Array(2_000_000);
    shared.set(content, 100);
    const reads = [shared.subarray(100, 600_100), shared.subarray(600_100, 900_100)]; // Views, like a browser's stream.
    const document = await importDocument(store, { name: 'views.bin', type: '', content: reads });
    for (const row of await store.blocks.db.blocks.toArray())
      expect(row.bytes.buffer.byteLength).toBe(row.bytes.byteLength);
    expect(await readDocumentBytes(store, document)).toEqual(content);
  });

  it('gives the same document from a File (its SHA-256 hashed apart) as from its bytes', async () => {
    const content = pseudoRandomBytes(32, 700_000);
    const fromBytes = await importDocument(freshStore(), { name: 'a.pdf', type: '', content });
    const fromFile = await importDocument(freshStore(), {
      name: 'a.pdf',
      type: '',
      content: new File([content], 'a.pdf'),
    });
    expect(fromFile).toMatchObject({ cid: fromBytes.cid, sha256: fromBytes.sha256, size: 700_000 });
  });
});
