// An issued invoice's pay document (lib/payments/pay-document): the signed invoice as a small
// Storage document the short pay link names by CID, linked to the invoice and pinned at the
// configured IPFS endpoints so a payer's browser can fetch it through a gateway.
import type { Invoice } from '@/lib/db/entities/invoice';
import type { StorageDocument } from '@/lib/db/entities/storage-document';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { findDocumentsByCid, linkDocument } from '@/lib/ipfs/document-access';
import { documentStoreFor, importDocument } from '@/lib/ipfs/document-store';
import { pinAtKubo, pinAtService } from '@/lib/ipfs/pin-document';
import { readPinningSettings } from '@/lib/ipfs/pinning-settings';
import { payDocumentBytes, payDocumentCid } from '@/lib/payments/pay-document';
import { signedInvoiceOf } from '@/lib/payments/pay-link-qr';

// One save per CID at a time (a re-render or StrictMode's second effect must not import twice).
const saving = new Map<string, Promise<StorageDocument>>();

/** The invoice's pay document in Storage: imported when missing (same bytes, same CID), linked to the invoice. */
export function savePayDocument(db: WorkspaceDb, account: string, invoice: Invoice): Promise<StorageDocument> {
  const signed = signedInvoiceOf(invoice);
  if (!signed) return Promise.reject(new Error(`Invoice ${invoice.number} is not issued: it has no pay link`));
  const bytes = payDocumentBytes(signed);
  const cid = payDocumentCid(bytes);
  const pending = saving.get(cid);
  if (pending) return pending;
  const work = (async () => {
    let [document] = await findDocumentsByCid(db, cid);
    if (!document) {
      document = await importDocument(documentStoreFor(db, account), {
        name: `${invoice.number}-pay.json`,
        type: 'application/json',
        content: bytes,
        profile: 'kubo',
        tags: ['pay link'],
      });
      if (document.cid !== cid) throw new Error(`Storage computed ${document.cid}, not the link's ${cid}`);
    }
    const link = { kind: 'invoice', id: invoice.id, label: `Invoice ${invoice.number} pay link` };
    if (!document.links.some((l) => l.kind === link.kind && l.id === link.id))
      [document = document] = await linkDocument(db, cid, link);
    return document;
  })().finally(() => saving.delete(cid));
  saving.set(cid, work);
  return work;
}

/**
 * Pins the pay document at each configured endpoint where it is not pinned or on its way (a failed
 * pin is retried). Never throws: each outcome is recorded on the document (the Storage page's pins).
 */
export async function pinPayDocument(db: WorkspaceDb, account: string, document: StorageDocument): Promise<void> {
  const settings = await readPinningSettings(db);
  const store = documentStoreFor(db, account);
  const settled = (service: string) => document.pins.some((p) => p.service === service && p.status !== 'failed');
  const work: Promise<unknown>[] = [];
  if (settings.kubo && !settled('kubo')) work.push(pinAtKubo(store, document, settings.kubo));
  if (settings.service && !settled('pinningService'))
    work.push(pinAtService(store, document, settings.service, { maxReads: 10 }));
  await Promise.all(work);
}
