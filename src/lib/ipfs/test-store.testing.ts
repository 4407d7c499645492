// Fresh document stores (fake-indexeddb) for tests, deleted after each test, and a block-altering helper.
import { afterEach } from 'vitest';
import { WorkspaceDb } from '@/lib/db/workspace-db';
import { BlockDb } from './block-db';
import { IdbBlockStore } from './block-store';
import type { DocumentStore } from './document-store';
import type { PackFiles } from './pack-files';

const opened: DocumentStore[] = [];

/** A new workspace + block database pair (with pack files if given), deleted after the test. */
export function freshStore(packs: PackFiles | null = null): DocumentStore {
  const store = {
    db: new WorkspaceDb(`ws-${crypto.randomUUID()}`),
    blocks: new IdbBlockStore(new BlockDb(`blocks-${crypto.randomUUID()}`), packs),
  };
  opened.push(store);
  return store;
}

afterEach(async () => {
  for (const store of opened.splice(0)) await Promise.all([store.db.delete(), store.blocks.deleteAll()]);
});

/** Flips one byte of one raw leaf of the document in IndexedDB (a corrupted block). */
export async function alterLeaf(store: DocumentStore, documentId: string, at = 0): Promise<void> {
  const [leaf] = (await store.blocks.cidsOf(documentId)).filter((cid) => cid.startsWith('bafk'));
  const row = await store.blocks.db.blocks.get(leaf!);
  const bytes = row!.bytes.slice();
  bytes[at] = (bytes[at] ?? 0) ^ 0xff;
  await store.blocks.db.blocks.put({ cid: leaf!, bytes });
}
