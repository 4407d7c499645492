// The small API other pages use (bills, invoices, token metadata): find a document by CID, read
// it back verified (and decrypted), and record that a record uses it. None of this imports the
// Storage feature; the Storage page shows the links written here.
import type { DocumentLink, StorageDocument } from '@/lib/db/entities/storage-document';
import { parseRecord } from '@/lib/db/records';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { canonicalCid, findDocumentsByCid } from './document-lookup';
import type { DocumentStore } from './document-store';
import { decryptStream, type KeySource } from './encryption';

// Re-exported: the look-up lives apart so a page that only asks "is it stored?" loads none of the reading code.
export { canonicalCid, findDocumentsByCid };

/** Thrown when a CID names no document of this workspace. */
export class UnknownDocumentError extends Error {
  constructor(readonly cid: string) {
    super(`No document with CID ${cid} in this workspace (add it on the Storage page first)`);
    this.name = 'UnknownDocumentError';
  }
}

/**
 * The document's original bytes as a stream: every block re-hashed against its CID (a corrupted
 * block throws BlockVerificationError), then decrypted with `key` when the document is encrypted
 * (a wrong key throws DecryptionError; nothing stored is touched either way).
 */
export function readDocument(
  store: DocumentStore,
  document: StorageDocument,
  key?: KeySource | null,
  onBlock?: (bytes: number) => void,
): AsyncGenerator<Uint8Array> {
  if (document.encryption && !key)
    throw new Error(
      'This document is encrypted: unlock it with the wallet signature or passphrase it was encrypted with',
    );
  // The UnixFS reader loads with the first read, not with every page that links documents.
  async function* stored(): AsyncGenerator<Uint8Array> {
    const { readFile } = await import('./read-file');
    yield* readFile(document.cid, store.blocks, onBlock);
  }
  return document.encryption && key ? decryptStream(stored(), key) : stored();
}

/** The whole document in memory (for attachments and previews of small files). */
export async function readDocumentBytes(
  store: DocumentStore,
  document: StorageDocument,
  key?: KeySource | null,
): Promise<Uint8Array> {
  const { collectCar } = await import('./car');
  return collectCar(readDocument(store, document, key));
}

/**
 * Changes one document in a transaction (read, change, validate, revision + 1); resolves with the
 * stored row. For status writes (pins, anchor, links) that must not lose another tab's change.
 */
export async function updateDocument(
  db: WorkspaceDb,
  id: string,
  change: (document: StorageDocument) => Omit<StorageDocument, 'revision'>,
): Promise<StorageDocument> {
  return db.transaction('rw', db.documents, async () => {
    const current = await db.documents.get(id);
    if (!current) throw new Error('This document was deleted (in another tab?)');
    const next = parseRecord('documents', { ...change(current), id, revision: current.revision + 1 });
    await db.documents.put(next);
    return next;
  });
}

/** Records that `link` (a bill, a token…) uses the document(s) with this CID; throws UnknownDocumentError. */
export async function linkDocument(db: WorkspaceDb, cid: string, link: DocumentLink): Promise<StorageDocument[]> {
  const documents = await findDocumentsByCid(db, cid);
  if (documents.length === 0) throw new UnknownDocumentError(cid);
  const same = (l: DocumentLink) => l.kind === link.kind && l.id === link.id;
  return Promise.all(
    documents.map((d) =>
      updateDocument(db, d.id, (doc) => ({ ...doc, links: [...doc.links.filter((l) => !same(l)), link] })),
    ),
  );
}

/** Removes a record's link from the document(s) with this CID (nothing when there is none). */
export async function unlinkDocument(
  db: WorkspaceDb,
  cid: string,
  link: Pick<DocumentLink, 'kind' | 'id'>,
): Promise<void> {
  for (const document of await findDocumentsByCid(db, cid)) {
    await updateDocument(db, document.id, (doc) => ({
      ...doc,
      links: doc.links.filter((l) => l.kind !== link.kind || l.id !== link.id),
    }));
  }
}

/**
 * Points `link` at the document(s) with `cid` and at no other (null: at none), in one transaction:
 * for a record whose document can change or go (a bill's CID edited, a bill voided). A CID that is
 * not in this workspace's Storage links nothing (no error); a link already there is not rewritten.
 * Resolves with the documents linked.
 */
export async function setDocumentLink(
  db: WorkspaceDb,
  link: DocumentLink,
  cid: string | null,
): Promise<StorageDocument[]> {
  const canonical = cid ? canonicalCid(cid) : null;
  const same = (l: DocumentLink) => l.kind === link.kind && l.id === link.id;
  return db.transaction('rw', db.documents, async () => {
    const stale = await db.documents.filter((d) => d.cid !== canonical && d.links.some(same)).toArray();
    for (const document of stale)
      await updateDocument(db, document.id, (doc) => ({ ...doc, links: doc.links.filter((l) => !same(l)) }));
    const linked: StorageDocument[] = [];
    for (const document of canonical ? await findDocumentsByCid(db, canonical) : []) {
      const current = document.links.some((l) => same(l) && l.label === link.label);
      linked.push(
        current
          ? document
          : await updateDocument(db, document.id, (doc) => ({
              ...doc,
              links: [...doc.links.filter((l) => !same(l)), link],
            })),
      );
    }
    return linked;
  });
}
