// A stored document in words: each pin's status, its anchor, and the name it downloads under.
import type { DocumentAnchor, DocumentPin, StorageDocument } from '@/lib/db/entities/storage-document';
import { formatDateTime, type DateFormatSettings } from '@/lib/primitives/date-format';

const SERVICE_NAMES: Record<DocumentPin['service'], string> = { kubo: 'Kubo node', pinningService: 'Pinning service' };

/** "Kubo node: pinned" for one service's status; the reason follows a failure or a queued pin. */
export function pinInWords(pin: DocumentPin): string {
  const base = `${SERVICE_NAMES[pin.service]}: ${pin.status}`;
  // A failure's reason, and why a queued pin has not gone out yet (waiting for the network).
  return (pin.status === 'failed' || pin.status === 'queued') && pin.reason ? `${base} (${pin.reason})` : base;
}

/** "Anchored at block 12, 22 Nov 2026, 09:14" (the block's time, in the company's locale and zone). */
export function anchorInWords(anchor: DocumentAnchor, dates: DateFormatSettings = {}): string {
  const date = formatDateTime(anchor.time, dates);
  return `Anchored at block ${anchor.blockNumber}, ${date}`;
}

/** The file name a download gets: the document's own name. */
export function downloadName(document: Pick<StorageDocument, 'name'>): string {
  return document.name.replace(/[\\/:*?"<>|]+/g, '_');
}
