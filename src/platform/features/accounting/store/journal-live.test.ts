import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { JournalEntry } from '@/lib/db/entities/journal-entry';
import { bulkPutNamed } from '@/lib/db/changed-keys';
import type { LiveTableState } from '@/lib/db/live-table';
import { WorkspaceDb } from '@/lib/db/workspace-db';
import { journalRow } from '@/platform/features/accounting/model/journal-row.testing';
import { createJournalSorter, journalOrder, openJournalTable, type Journal } from './journal-live';

const open: { close(): void; db: WorkspaceDb }[] = [];
afterEach(async () => {
  for (const item of open.splice(0)) {
    item.close();
    await item.db.delete();
  }
});

function entries(count: number): JournalEntry[] {
  return Array.from({ length: count }, (_, i) =>
    journalRow({
      id: `e-${String(i).padStart(4, '0')}`,
      // Several entries a day, written out of order, so the sort has work to do.
      date: `2025-01-${String((i % 28) + 1).padStart(2, '0')}`,
      recordedAt: `2025-02-01T00:00:${String(59 - (i % 60)).padStart(2, '0')}.000Z`,
    }),
  );
}

/** The journal's live table and the sorted journal it leads to, with a way to wait for a state. */
async function watch(count: number) {
  const db = new WorkspaceDb(`journal-${crypto.randomUUID()}`);
  await db.journalEntries.bulkPut(entries(count));
  const table = openJournalTable(db);
  const sort = createJournalSorter();
  let last: { state: LiveTableState<JournalEntry>; journal: Journal } | null = null;
  let waiting: { until: (journal: Journal) => boolean; resolve: (journal: Journal) => void } | null = null;
  const unsubscribe = table.subscribe((state) => {
    if (state.loading) return;
    last = { state, journal: sort(state) };
    if (waiting?.until(last.journal)) waiting.resolve(last.journal);
  });
  open.push({ db, close: () => (unsubscribe(), table.close()) });
  const next = (until: (journal: Journal) => boolean) =>
    new Promise<Journal>((resolve) => {
      if (last && until(last.journal)) resolve(last.journal);
      else waiting = { until, resolve };
    });
  return { db, table, next };
}

describe('the live journal', () => {
  it('lists every entry by date, then by when it was written, then by id', async () => {
    const { next } = await watch(120);
    const journal = await next((j) => j.entries.length === 120);
    expect(journal.entries).toEqual([...entries(120)].sort(journalOrder));
  });

  it('an entry posted, changed or removed re-reads that entry only and keeps the order', async () => {
    const { db, table, next } = await watch(120);
    await next((j) => j.entries.length === 120);
    const before = table.rowsRead;
    await db.journalEntries.put(
      journalRow({ id: 'e-new', date: '2025-01-05', recordedAt: '2025-03-01T00:00:00.000Z' }),
    );
    await db.journalEntries.update('e-0003', { date: '2025-01-27' });
    await db.journalEntries.delete('e-0010');
    const journal = await next((j) => j.entries.length === 120 && j.entries.some((e) => e.id === 'e-new'));
    const settled =
      journal.entries.find((e) => e.id === 'e-0003')?.date === '2025-01-27'
        ? journal
        : await next((j) => j.entries.find((e) => e.id === 'e-0003')?.date === '2025-01-27');
    expect(table.rowsRead - before).toBe(2);
    expect(settled.entries).toEqual([...settled.entries].sort(journalOrder));
    expect(settled.entries.some((e) => e.id === 'e-0010')).toBe(false);
  });

  it('a batch of 120 entries written by key (as the ledger poster writes) re-reads those entries only', async () => {
    const { db, table, next } = await watch(300);
    await next((j) => j.entries.length === 300);
    const before = table.rowsRead;
    const batch = Array.from({ length: 120 }, (_, i) =>
      journalRow({ id: `b-${String(i).padStart(4, '0')}`, date: '2025-01-15', recordedAt: '2025-03-01T00:00:00.000Z' }),
    );
    await db.transaction('rw', db.journalEntries, () => bulkPutNamed(db.journalEntries, batch));
    const journal = await next((j) => j.entries.length === 420);
    expect(table.rowsRead - before).toBe(120);
    expect(journal.entries).toEqual([...journal.entries].sort(journalOrder));
  });
});
