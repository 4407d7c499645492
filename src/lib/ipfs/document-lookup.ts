// Finding a workspace document by CID, without the code that reads, decrypts or exports it
// (document-access.ts): a page that only shows whether a document is stored loads this alone.
import { CID } from 'multiformats/cid';
import type { StorageDocument } from '@/lib/db/entities/storage-document';
import type { WorkspaceDb } from '@/lib/db/workspace-db';

/** The canonical (base32 CIDv1) spelling of a CID, or null when the text is not a CID. */
export function canonicalCid(text: string): string | null {
  try {
    return CID.parse(text.trim()).toV1().toString();
  } catch {
    return null;
  }
}

/** The workspace's documents with this CID (several names can share one content), oldest first. */
export async function findDocumentsByCid(db: WorkspaceDb, cid: string): Promise<StorageDocument[]> {
  const canonical = canonicalCid(cid);
  if (!canonical) return [];
  const rows = await db.documents.where('cid').equals(canonical).toArray();
  return rows.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}
