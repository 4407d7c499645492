// The journal's one order, shared by the whole journal (journal-live.ts) and its first entries (journal-window.ts).
import type { JournalEntry } from '@/lib/db/entities/journal-entry';

/** By date, then by when they were written, then by id: the journal's one order. */
export function journalOrder(a: JournalEntry, b: JournalEntry): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.recordedAt !== b.recordedAt) return a.recordedAt < b.recordedAt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
