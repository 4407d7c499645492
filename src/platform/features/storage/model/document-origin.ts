import type { StorageDocument } from '@/lib/db/entities/storage-document';

// What the product stores for itself, by the tag its writer gives it: an issued invoice's pay
// document (lib/payments/pay-document-store), its PDF (lib/einvoice/invoice-document-store) and a
// token's metadata (tokens/store/metadata-document). Each writer also links the document to the
// record it was made for, so a file a user uploaded and tagged "invoice" stays the company's.
const MADE_TAGS: Readonly<Record<string, string>> = {
  'pay link': 'invoice',
  invoice: 'invoice',
  'token metadata': 'companyToken',
};

/** Whether Ledgerline made the document itself (tagged by its writer and linked to its record). */
export function madeByProduct(document: Pick<StorageDocument, 'tags' | 'links'>): boolean {
  return document.tags.some((tag) => {
    const kind = MADE_TAGS[tag];
    return kind !== undefined && document.links.some((link) => link.kind === kind);
  });
}

/** The documents split into the company's own (uploaded, received) and those the product made, each in the given order. */
export function splitByOrigin<T extends Pick<StorageDocument, 'tags' | 'links'>>(
  documents: readonly T[],
): { company: T[]; made: T[] } {
  const company: T[] = [];
  const made: T[] = [];
  for (const document of documents) (madeByProduct(document) ? made : company).push(document);
  return { company, made };
}
