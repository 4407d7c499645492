// Documents: a `documents` row in the workspace (metadata) + UnixFS blocks in the block store.
// The one place that writes both, so that a document exists only with all of its blocks.
import { bytesToHex } from '@noble/hashes/utils';
import { getAddress } from 'ethers';
import type { StorageDocument } from '@/lib/db/entities/storage-document';
import { addRecord } from '@/lib/db/records';
import { deleteRevision } from '@/lib/db/revision-save';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { blockDbFor, blockDbName } from './block-db';
import { IdbBlockStore } from './block-store';
import { encryptStream, type KeySource } from './encryption';
import type { CidProfile, FileContent } from './import-file';
import { opfsPackFiles } from './pack-files';
import { readStream } from './read-stream';
import { hashAsRead, sha256InWorker } from './sha256-of-blob';

/** The two halves of an account's document storage. */
export interface DocumentStore {
  readonly db: WorkspaceDb;
  readonly blocks: IdbBlockStore;
}

/** The document storage of the account whose workspace `db` is (pack files in OPFS where the browser has it). */
export function documentStoreFor(db: WorkspaceDb, account: string): DocumentStore {
  return { db, blocks: new IdbBlockStore(blockDbFor(account), opfsPackFiles(blockDbName(account))) };
}

export interface NewDocument {
  readonly name: string;
  readonly type: string;
  /** A File (or Blob) is best: its SHA-256 is then hashed in a worker beside the chunking. */
  readonly content: FileContent | Blob;
  readonly profile?: CidProfile;
  readonly tags?: readonly string[];
  /** Encrypt before chunking (the CID is then of the encrypted bytes); `account` names the signer. */
  readonly encryption?: { readonly key: KeySource; readonly account: string | null } | null;
  /** Bytes of the original read so far. */
  readonly onProgress?: (bytesRead: number) => void;
  readonly id?: string;
  readonly now?: Date;
}

/** Async chunks of any FileContent (or of a File, read as a stream). */
export async function* chunksOf(content: FileContent | Blob): AsyncGenerator<Uint8Array> {
  if (content instanceof Blob) {
    // A Blob without stream() (jsdom) is small enough to read whole.
    if (typeof content.stream === 'function') yield* readStream(content.stream());
    else yield new Uint8Array(await content.arrayBuffer());
    return;
  }
  if (content instanceof Uint8Array) {
    yield content;
    return;
  }
  if (content instanceof ReadableStream) {
    yield* readStream(content);
    return;
  }
  for await (const part of content) yield part;
}

/**
 * Imports a file as a document: streams it (hashing the original with SHA-256, encrypting if
 * asked, chunking into UnixFS), then writes the row. All or nothing: on any failure (storage
 * full included) the blocks written so far are released and the error is rethrown.
 */
export async function importDocument(store: DocumentStore, input: NewDocument): Promise<StorageDocument> {
  const id = input.id ?? crypto.randomUUID();
  const now = input.now ?? new Date();
  const hash = hashAsRead(input.content instanceof Blob ? sha256InWorker(input.content) : null);
  let size = 0;
  async function* original(): AsyncGenerator<Uint8Array> {
    for await (const part of chunksOf(input.content)) {
      hash.update(part);
      size += part.byteLength;
      input.onProgress?.(size);
      yield part;
    }
  }
  const key = input.encryption?.key;
  const profile = input.profile ?? 'kubo';
  await store.blocks.begin(id, now);
  const writer = store.blocks.writerFor(id);
  try {
    // The UnixFS importer loads with the first import, not with every page that lists documents.
    const { importFile } = await import('./import-file');
    const imported = await importFile(key ? encryptStream(original(), key) : original(), writer, { profile });
    await writer.flush();
    const document = await addRecord(store.db, 'documents', {
      id,
      name: input.name,
      type: input.type,
      size,
      storedSize: imported.size,
      cid: imported.cid.toString(),
      profile,
      sha256: `0x${bytesToHex(await hash.digest())}`,
      encryption: key
        ? { kind: key.kind, account: input.encryption?.account ? getAddress(input.encryption.account) : null }
        : null,
      tags: normaliseTags(input.tags ?? []),
      pins: [],
      anchor: null,
      links: [],
      createdAt: now.toISOString(),
      revision: 1,
    });
    await store.blocks.commit(id);
    return document;
  } catch (error) {
    await writer.settled(); // A batch still being written would otherwise land after the release.
    await store.blocks.release(id).catch(() => undefined); // Garbage collection retries later.
    throw error;
  }
}

/** Tags as stored: trimmed, lower-cased, unique, in the order given. */
export function normaliseTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((t) => t.trim().toLowerCase()).filter(Boolean))];
}

/**
 * Deletes a document as the user saw it (refused if changed elsewhere), then frees the blocks no
 * other document uses; resolves with how many blocks were freed.
 */
export async function deleteDocument(store: DocumentStore, document: StorageDocument): Promise<number> {
  await deleteRevision(store.db, 'documents', document.id, document.revision);
  return store.blocks.release(document.id);
}

/** Releases blocks of imports that never became documents (a closed tab, a crash). */
export function collectDocumentGarbage(store: DocumentStore): Promise<string[]> {
  return store.blocks.collectGarbage(async (owner) => (await store.db.documents.where('id').equals(owner).count()) > 0);
}
