import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { collectCar, readCar } from './car';
import { exportDocumentsCar, importCarDocuments } from './car-documents';
import { readDocumentBytes } from './document-access';
import { importDocument } from './document-store';
import { alterLeaf, freshStore } from './test-store.testing';
import { pseudoRandomBytes } from './test-bytes.testing';

describe('CAR files of documents', () => {
  it('exports one document with its own root, and several under one directory root; imports them back as documents', async () => {
    const source = freshStore();
    const a = await importDocument(source, { name: 'a.bin', type: '', content: pseudoRandomBytes(7, 500_000) });
    const b = await importDocument(source, {
      name: 'b.txt',
      type: 'text/plain',
      content: new TextEncoder().encode('bee'),
    });

    const single = await readCar(await collectCar(exportDocumentsCar(source, [a])));
    expect(single.root.toString()).toBe(a.cid);
    const both = await collectCar(exportDocumentsCar(source, [a, b]));
    const parsed = await readCar(both);
    expect([a.cid, b.cid]).not.toContain(parsed.root.toString());
    expect(parsed.blocks.map((x) => x.cid.toString())).toEqual(expect.arrayContaining([a.cid, b.cid]));

    const target = freshStore();
    const imported = await importCarDocuments(target, both, 'pair.car');
    expect(imported.map((d) => [d.name, d.cid, d.sha256, d.size])).toEqual([
      ['a.bin', a.cid, a.sha256, a.size],
      ['b.txt', b.cid, b.sha256, b.size],
    ]);
    expect(await readDocumentBytes(target, imported[0]!)).toEqual(pseudoRandomBytes(7, 500_000));
    // Each block in a buffer of its own, not the whole CAR its bytes were read from.
    for (const row of await target.blocks.db.blocks.toArray())
      expect(row.bytes.buffer.byteLength).toBe(row.bytes.byteLength);
  });

  it('refuses a CAR with a wrong block and imports nothing', async () => {
    const source = freshStore();
    const a = await importDocument(source, { name: 'a.bin', type: '', content: pseudoRandomBytes(8, 300_000) });
    const car = await collectCar(exportDocumentsCar(source, [a]));
    car[car.length - 5] = (car[car.length - 5] ?? 0) ^ 1; // Inside the last block's bytes.
    const target = freshStore();
    await expect(importCarDocuments(target, car, 'bad.car')).rejects.toThrow(/CAR refused/);
    expect(await target.db.documents.count()).toBe(0);
    expect(await target.blocks.usage()).toEqual({ blocks: 0, bytes: 0 });
  });

  it('refuses to export a document whose stored block was altered', async () => {
    const source = freshStore();
    const a = await importDocument(source, { name: 'a.bin', type: '', content: pseudoRandomBytes(9, 300_000) });
    await alterLeaf(source, a.id);
    await expect(collectCar(exportDocumentsCar(source, [a]))).rejects.toThrow(/does not match its content/);
  });
});
