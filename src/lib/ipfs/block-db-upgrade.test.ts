import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { BlockDb, type BlockRef, type StoredBlock } from './block-db';
import { IdbBlockStore } from './block-store';
import { readCar, collectCar } from './car';
import { exportDocumentsCar } from './car-documents';
import { readDocument, readDocumentBytes } from './document-access';
import { importDocument, type DocumentStore } from './document-store';
import { freshStore } from './test-store.testing';
import { pseudoRandomBytes } from './test-bytes.testing';

// A block database as version 1 wrote it: each block's bytes a view into a larger shared buffer
// (the browser's stream reads), which IndexedDB stored whole.
async function legacyCopy(from: DocumentStore, name: string): Promise<void> {
  const rows = await from.blocks.db.blocks.toArray();
  const refs = await from.blocks.db.refs.toArray();
  const shared = new Uint8Array(rows.reduce((n, r) => n + r.bytes.byteLength, 0) + 1024);
  let at = 512;
  const views: StoredBlock[] = rows.map((row) => {
    shared.set(row.bytes, at);
    const view = shared.subarray(at, at + row.bytes.byteLength);
    at += row.bytes.byteLength;
    return { cid: row.cid, bytes: view };
  });
  const legacy = new Dexie(name);
  legacy.version(1).stores({ blocks: 'cid', refs: '[owner+cid], cid, owner', pending: 'owner' });
  await legacy.table<StoredBlock, string>('blocks').bulkPut(views);
  await legacy.table<BlockRef, [string, string]>('refs').bulkPut(refs);
  const stored = await legacy.table<StoredBlock, string>('blocks').toArray();
  expect(stored.every((r) => r.bytes.buffer.byteLength === shared.byteLength)).toBe(true); // Stored whole.
  legacy.close();
}

describe('block database versions 2 and 3', () => {
  it('compacts blocks stored the version-1 way; their documents still open, verify and export', async () => {
    const store = freshStore();
    const content = pseudoRandomBytes(21, 700_000);
    const document = await importDocument(store, { name: 'scan.pdf', type: 'application/pdf', content });
    const name = `legacy-blocks-${crypto.randomUUID()}`;
    await legacyCopy(store, name);

    const upgraded: DocumentStore = { db: store.db, blocks: new IdbBlockStore(new BlockDb(name)) };
    try {
      await upgraded.blocks.db.open();
      expect(upgraded.blocks.db.verno).toBe(3); // Through 2 (compaction) and 3 (the pack index).
      const rows = await upgraded.blocks.db.blocks.toArray();
      expect(rows).toHaveLength(4);
      for (const row of rows) expect(row.bytes.buffer.byteLength).toBe(row.bytes.byteLength);
      expect(await upgraded.blocks.usage()).toEqual(await store.blocks.usage());

      expect(await readDocumentBytes(upgraded, document)).toEqual(content);
      let verified = 0;
      for await (const part of readDocument(upgraded, document, null, () => (verified += 1))) void part;
      expect(verified).toBe(4);
      const car = await readCar(await collectCar(exportDocumentsCar(upgraded, [document])));
      expect(car.root.toString()).toBe(document.cid);
      expect(car.blocks).toHaveLength(4);
      expect(await upgraded.blocks.cidsOf(document.id)).toEqual(await store.blocks.cidsOf(document.id));
    } finally {
      await upgraded.blocks.db.delete();
    }
  });
});
