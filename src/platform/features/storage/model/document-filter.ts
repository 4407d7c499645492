import type { StorageDocument } from '@/lib/db/entities/storage-document';

/** The documents matching a search text (name, type, CID, tag, SHA-256) and a tag ('' for any), newest first. */
export function filterDocuments(documents: readonly StorageDocument[], search: string, tag: string): StorageDocument[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return documents
    .filter((d) => !tag || d.tags.includes(tag))
    .filter((d) => {
      const haystack = [d.name, d.type, d.cid, d.sha256, ...d.tags].join(' ').toLowerCase();
      return words.every((word) => haystack.includes(word));
    })
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.name.localeCompare(b.name));
}

/** Every tag used, alphabetically. */
export function allTags(documents: readonly StorageDocument[]): string[] {
  return [...new Set(documents.flatMap((d) => d.tags))].sort();
}

/** Tags typed as "contract, 2026 ,Legal" → ['contract', '2026', 'legal'] (unique); errors name the bad one. */
export function parseTags(text: string): { tags: string[]; error: string | null } {
  const tags = [
    ...new Set(
      text
        .split(',')
        .map((t) => t.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  const long = tags.find((t) => t.length > 40);
  if (long) return { tags, error: `“${long.slice(0, 20)}…” is longer than 40 characters` };
  if (tags.length > 20) return { tags, error: 'At most 20 tags per document' };
  return { tags, error: null };
}

/** What a previewer can show: images and text inline, nothing else (downloaded instead). */
export function previewKind(document: Pick<StorageDocument, 'type' | 'name' | 'size'>): 'image' | 'text' | null {
  if (document.size > 20 * 1024 * 1024) return null;
  if (/^image\/(png|jpeg|gif|webp|avif|bmp)$/.test(document.type)) return 'image';
  if (
    document.type.startsWith('text/') ||
    /^application\/(json|xml)$/.test(document.type) ||
    /\.(txt|md|csv|json|xml|log)$/i.test(document.name)
  ) {
    return document.size <= 2 * 1024 * 1024 ? 'text' : null;
  }
  return null;
}
