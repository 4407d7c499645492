// The invoice PDF as the invoice's document in Storage: imported once per distinct PDF (found again
// by its SHA-256, so downloading or mailing the same PDF twice stores it once), tagged `invoice`,
// linked to the invoice, with its CID (the Storage page lists it and its pins).
import type { Invoice } from '@/lib/db/entities/invoice';
import type { StorageDocument } from '@/lib/db/entities/storage-document';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { linkDocument } from '@/lib/ipfs/document-access';
import { documentStoreFor, importDocument } from '@/lib/ipfs/document-store';
import { invoiceFileName } from './invoice-files';

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as BufferSource));
  return `0x${[...digest].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** Stores the PDF (when not stored yet) and links it to the invoice; returns the document. */
export async function saveInvoicePdf(
  db: WorkspaceDb,
  account: string,
  invoice: Pick<Invoice, 'id' | 'number'>,
  pdf: Uint8Array,
): Promise<StorageDocument> {
  const sha256 = await sha256Hex(pdf);
  let document = await db.documents.filter((d) => d.sha256 === sha256).first();
  document ??= await importDocument(documentStoreFor(db, account), {
    name: invoiceFileName(invoice.number, 'pdf'),
    type: 'application/pdf',
    content: new Blob([pdf as BlobPart], { type: 'application/pdf' }),
    profile: 'kubo',
    tags: ['invoice'],
  });
  const link = { kind: 'invoice', id: invoice.id, label: `Invoice ${invoice.number} PDF` } as const;
  if (!document.links.some((l) => l.kind === link.kind && l.id === link.id)) {
    const [linked] = await linkDocument(db, document.cid, link);
    if (linked) document = linked;
  }
  return document;
}
