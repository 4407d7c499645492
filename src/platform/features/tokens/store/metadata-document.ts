// A deed's metadata JSON as a Storage document (lib/ipfs): its blocks in the workspace's block
// store (so it can be pinned and exported as CAR like any document) and linked to the token; the
// documents it names are linked too when they are in Storage.
import type { CompanyToken } from '@/lib/db/entities/company-token';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { findDocumentsByCid, linkDocument } from '@/lib/ipfs/document-access';
import { documentStoreFor, importDocument } from '@/lib/ipfs/document-store';

/** Whether the JSON went into Storage (false: kept inline only, with the reason). */
export type MetadataStored = { readonly stored: true } | { readonly stored: false; readonly reason: string };

/**
 * Stores the metadata bytes as a document (reused when the same CID is already there) and links
 * it and every named document found in Storage to the token. Never throws: the token record keeps
 * the JSON inline whatever happens here.
 */
export async function storeDeedMetadata(
  db: WorkspaceDb,
  account: string,
  token: Pick<CompanyToken, 'id' | 'symbol' | 'metadataCid'>,
  bytes: Uint8Array,
  documentCids: readonly string[],
): Promise<MetadataStored> {
  try {
    const cid = token.metadataCid ?? '';
    if ((await findDocumentsByCid(db, cid)).length === 0) {
      const document = await importDocument(documentStoreFor(db, account), {
        name: `${token.symbol}-metadata.json`,
        type: 'application/json',
        content: bytes,
        tags: ['token metadata'],
      });
      if (document.cid !== cid) return { stored: false, reason: `Storage computed ${document.cid}, not ${cid}` };
    }
    await linkDocument(db, cid, { kind: 'companyToken', id: token.id, label: `${token.symbol} metadata` });
    for (const documentCid of documentCids) {
      if ((await findDocumentsByCid(db, documentCid)).length > 0)
        await linkDocument(db, documentCid, { kind: 'companyToken', id: token.id, label: `${token.symbol} document` });
    }
    return { stored: true };
  } catch (error) {
    return { stored: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
