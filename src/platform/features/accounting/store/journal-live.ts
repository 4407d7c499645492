// The journal held in memory (lib/db/live-table): a posted, reversed or removed entry re-reads that
// entry and moves it into place, instead of reading and sorting every entry again. The ledger poster
// writes its batches in puts Dexie names by key (lib/db/changed-keys.ts, bulkPutNamed); a single put
// of 50 entries or more (a restored backup) still reads the journal again: entries carry no
// timestamp set on every write to read such a write back by. Until the first full read is done,
// the journal's first entries (journal-window.ts, read live by the date index) stand alone, so a
// reload shows rows before 100,000 lines are read.
import { useEffect, useState } from 'react';
import type { JournalEntry } from '@/lib/db/entities/journal-entry';
import { openLiveTable, type LiveTable, type LiveTableState } from '@/lib/db/live-table';
import type { CorruptRecord } from '@/lib/db/records';
import type { LiveQueryState } from '@/lib/db/use-live-query';
import { watchQuery } from '@/lib/db/watch-query';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { spliceSorted } from '@/lib/primitives/sorted-splice';
import { checkJournalRows } from './fast-entry-check';
import { journalOrder } from './journal-order';
import { readJournalWindow } from './journal-window';

export { journalOrder };

export interface Journal {
  /** In journalOrder: the first entries only while `loading`. */
  readonly entries: JournalEntry[];
  readonly corrupt: readonly CorruptRecord[];
  /** How far the first full read is; null once every entry is in `entries`. */
  readonly loading: { readonly loaded: number; readonly total: number } | null;
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
    return { entries, corrupt: state.corrupt, loading: null };
  };
}

/** The live journal: its first entries while the table is first read, then every entry. */
export interface LiveJournal {
  /** Calls `listener` with every new state (the current one first, if any); returns the unsubscribe. */
  subscribe(listener: (state: LiveQueryState<Journal>) => void): () => void;
  close(): void;
}

/** Opens the live journal of `db`: the first entries, then the whole table once read. */
export function openLiveJournal(db: WorkspaceDb, windowSize?: number): LiveJournal {
  const listeners = new Set<(state: LiveQueryState<Journal>) => void>();
  let current: LiveQueryState<Journal> | null = null;
  let first: Pick<Journal, 'entries' | 'corrupt'> | null = null;
  let progress = { loaded: 0, total: 0 };
  let loaded = false;
  const set = (next: LiveQueryState<Journal>) => {
    current = next;
    for (const listener of listeners) listener(next);
  };
  const showFirst = () => {
    if (first && !loaded) set({ status: 'ready', data: { ...first, loading: progress } });
  };
  // The full read starts once the first entries are in, so its chunks do not delay them.
  let table: LiveTable<JournalEntry> | null = null;
  let stopTable = () => undefined as unknown;
  const openTable = () => {
    if (table) return;
    table = openJournalTable(db);
    const sort = createJournalSorter();
    stopTable = table.subscribe(
      (state) => {
        if (state.loading) {
          progress = state.loading;
          return showFirst();
        }
        loaded = true;
        stopWindow.unsubscribe();
        set({ status: 'ready', data: sort(state) });
      },
      (error) => set({ status: 'error', error }),
    );
  };
  const stopWindow = watchQuery(() => readJournalWindow(db, windowSize), {
    next: (result) => {
      if (loaded) return;
      first = result;
      showFirst();
      openTable();
    },
    error: (error: unknown) => set({ status: 'error', error }),
  });
  return {
    subscribe(listener) {
      listeners.add(listener);
      if (current) listener(current);
      return () => listeners.delete(listener);
    },
    close() {
      stopWindow.unsubscribe();
      stopTable();
      table?.close();
      listeners.clear();
    },
  };
}

/** The journal, live. */
export function useJournal(db: WorkspaceDb): LiveQueryState<Journal> {
  const [journal, setJournal] = useState<{ db: WorkspaceDb; state: LiveQueryState<Journal> } | null>(null);
  useEffect(() => {
    const live = openLiveJournal(db);
    const unsubscribe = live.subscribe((state) => setJournal({ db, state }));
    return () => {
      unsubscribe();
      live.close();
    };
  }, [db]);
  return journal && journal.db === db ? journal.state : { status: 'loading' };
}
