// The journal's newest entries, read by the date index backwards: the journal lists newest first, so
// a reload shows them while the whole journal (100,000 lines) is still being read. The last `size`
// entries by date are read, then every entry of the earliest day read, so the result is the
// journal's exact end in its order (by date, then when written, then id), whatever the index's
// order within a day.
import type { JournalEntry } from '@/lib/db/entities/journal-entry';
import type { CorruptRecord } from '@/lib/db/records';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { checkJournalRows } from './fast-entry-check';
import { journalOrder } from './journal-order';

/** Entries read before the earliest day's rest: a few screenfuls of the journal. */
export const JOURNAL_WINDOW = 200;

/** The journal's newest entries (at least `size` when there are as many), checked and in journal order (oldest first). */
export async function readJournalWindow(
  db: WorkspaceDb,
  size = JOURNAL_WINDOW,
): Promise<{ entries: JournalEntry[]; corrupt: CorruptRecord[] }> {
  const head: unknown[] = await db.journalEntries.orderBy('date').reverse().limit(size).toArray();
  const earliestDay = (head.at(-1) as { date?: unknown } | undefined)?.date;
  let rows = head;
  if (head.length === size && typeof earliestDay === 'string') {
    const day: unknown[] = await db.journalEntries.where('date').equals(earliestDay).toArray();
    rows = [...head.filter((row) => (row as { date?: unknown }).date !== earliestDay), ...day];
  }
  const checked = checkJournalRows(rows);
  return { entries: checked.records.sort(journalOrder), corrupt: checked.corrupt };
}
