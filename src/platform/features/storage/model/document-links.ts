// The records that use a document (lib/ipfs document links), as the Storage page shows them.
import type { DocumentLink } from '@/lib/db/entities/storage-document';

// The page that keeps each kind of record. A kind not listed here (a future page) shows as text.
const PAGES: Readonly<Record<string, { readonly path: string; readonly page: string }>> = {
  bill: { path: '/platform/vendors', page: 'Vendors' },
  invoice: { path: '/platform/client', page: 'Client' },
  companyToken: { path: '/platform/tokens', page: 'Tokenization' },
};

export interface LinkTarget {
  readonly label: string;
  /** The app path of the page that keeps the record, or null when none is known. */
  readonly path: string | null;
  readonly page: string | null;
}

/** Where a link leads: the record's label and the page that keeps it. */
export function linkTarget(link: DocumentLink): LinkTarget {
  const page = Object.hasOwn(PAGES, link.kind) ? PAGES[link.kind] : undefined;
  return { label: link.label || `${link.kind} ${link.id}`, path: page?.path ?? null, page: page?.page ?? null };
}

/** "Used by 2 records" for the list, or null when no record uses the document. */
export function usedByInWords(links: readonly DocumentLink[]): string | null {
  if (links.length === 0) return null;
  return `Used by ${links.length} ${links.length === 1 ? 'record' : 'records'}`;
}
