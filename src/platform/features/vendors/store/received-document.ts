// A received e-invoice kept in Storage when the user makes a bill of it: stored once per distinct
// file (found again by its SHA-256), tagged `bill` and `e-invoice`; saving the bill links it
// (bill-store). The document layer loads with the first file stored, not with the page.
import type { WorkspaceDb } from '@/lib/db/workspace-db';

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as BufferSource));
  return `0x${[...digest].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** Stores the file (unless the same bytes are stored already); returns its CID. */
export async function storeReceivedEInvoice(db: WorkspaceDb, account: string, file: File): Promise<string> {
  const sha256 = await sha256Hex(new Uint8Array(await file.arrayBuffer()));
  const stored = await db.documents.filter((d) => d.sha256 === sha256).first();
  if (stored) return stored.cid;
  const { documentStoreFor, importDocument } = await import('@/lib/ipfs/document-store');
  const type = file.type || (file.name.toLowerCase().endsWith('.pdf') ? 'application/pdf' : 'application/xml');
  const document = await importDocument(documentStoreFor(db, account), {
    name: file.name,
    type,
    content: file,
    tags: ['bill', 'e-invoice'],
  });
  return document.cid;
}
