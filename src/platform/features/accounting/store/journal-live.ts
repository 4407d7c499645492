// The journal held in memory (lib/db/live-table): a posted, reversed or removed entry re-reads that
// entry and moves it into place, instead of reading and sorting every entry again. A bulk write
// (the ledger poster booking many rows at once) still reads the journal again: entries carry no
// timestamp set on every write to read such a write back by.
import { useEffect, useState } from 'react';
import type { JournalEntry } from '@/lib/db/entities/journal-entry';
import { openLiveTable, type LiveTable, type LiveTableState } from '@/lib/db/live-table';
import type { CorruptRecord } from '@/lib/db/records';
import type { LiveQueryState } from '@/lib/db/use-live-query';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { spliceSorted } from '@/lib/primitives/sorted-splice';
import { checkJournalRows } from './fast-entry-check';

/** By date, then by when they were written, then by id: the journal's one order. */
export function journalOrder(a: JournalEntry, b: JournalEntry): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.recordedAt !== b.recordedAt) return a.recordedAt < b.recordedAt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export interface Journal {
  /** In journalOrder. */
  readonly entries: JournalEntry[];
  readonly corrupt: readonly CorruptRecord[];
}

/** Opens the journal's live table. */
export function openJournalTable(db: WorkspaceDb): LiveTable<JournalEntry> {
  return openLiveTable(db, 'journalEntries', {
    check: checkJournalRows,
    keyOf: (entry) => entry.id,
  });
}

/** Returns a function turning each state of the live table into the sorted journal. */
export function createJournalSorter(): (state: LiveTableState<JournalEntry>) => Journal {
  let entries: JournalEntry[] | null = null;
  return (state) => {
    entries =
      state.change && entries
        ? spliceSorted(entries, state.change.previous, state.change.upserted, journalOrder)
        : [...state.records.values()].sort(journalOrder);
    return { entries, corrupt: state.corrupt };
  };
}

/** The journal, live. */
export function useJournal(db: WorkspaceDb): LiveQueryState<Journal> {
  const [journal, setJournal] = useState<{ db: WorkspaceDb; state: LiveQueryState<Journal> } | null>(null);
  useEffect(() => {
    const table = openJournalTable(db);
    const sort = createJournalSorter();
    const unsubscribe = table.subscribe(
      (state) => {
        if (!state.loading) setJournal({ db, state: { status: 'ready', data: sort(state) } });
      },
      (error) => setJournal({ db, state: { status: 'error', error } }),
    );
    return () => {
      unsubscribe();
      table.close();
    };
  }, [db]);
  return journal && journal.db === db ? journal.state : { status: 'loading' };
}
