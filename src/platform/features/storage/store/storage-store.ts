// The Storage page's reads and writes: documents live (all tabs), imports and deletes through
// lib/ipfs (which keeps a document and its blocks all or nothing), downloads re-hashed.
import { useEffect, useMemo } from 'react';
import type { StorageDocument } from '@/lib/db/entities/storage-document';
import { readRecords, type ReadResult } from '@/lib/db/records';
import { useLiveQuery, type LiveQueryState } from '@/lib/db/use-live-query';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { normaliseTags, collectDocumentGarbage, documentStoreFor, type DocumentStore } from '@/lib/ipfs/document-store';
import { readDocument, updateDocument } from '@/lib/ipfs/document-access';
import type { KeySource } from '@/lib/ipfs/encryption';

/** The account's document storage; blocks left by an interrupted import are collected once per open. */
export function useDocumentStore(db: WorkspaceDb, account: string): DocumentStore {
  const store = useMemo(() => documentStoreFor(db, account), [db, account]);
  useEffect(() => {
    void collectDocumentGarbage(store).catch(() => null);
  }, [store]);
  return store;
}

/** Every document, parsed on read, live across tabs. */
export function useDocuments(db: WorkspaceDb): LiveQueryState<ReadResult<'documents'>> {
  return useLiveQuery(() => readRecords(db, 'documents', 'createdAt'), [db]);
}

/**
 * The document's bytes as a Blob, every block re-hashed first and decrypted when a key is given:
 * nothing reaches the user unless all of it verified (BlockVerificationError, DecryptionError).
 */
export async function verifiedBlob(
  store: DocumentStore,
  document: StorageDocument,
  key: KeySource | null,
  onBytes?: (bytes: number) => void,
): Promise<Blob> {
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let read = 0;
  for await (const part of readDocument(store, document, key, (n) => onBytes?.((read += n))))
    parts.push(part as Uint8Array<ArrayBuffer>);
  return new Blob(parts, { type: document.type || 'application/octet-stream' });
}

/** Replaces the document's tags. */
export function saveTags(
  db: WorkspaceDb,
  document: StorageDocument,
  tags: readonly string[],
): Promise<StorageDocument> {
  return updateDocument(db, document.id, (current) => ({ ...current, tags: normaliseTags(tags) }));
}
