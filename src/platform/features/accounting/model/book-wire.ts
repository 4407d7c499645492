// The book as it crosses to the ledger worker: the journal's entries are sent once, then only the
// entries that changed (a new object for an entry: the live journal keeps unchanged entries as the
// same objects), with the order as ids — and nothing at all when the journal is the same array as
// last time (another period, another report). The worker keeps the entries it was sent. A structured
// clone of 50,000 entries on each change was the cost this removes.
import type { JournalEntry } from '@/lib/db/entities/journal-entry';
import type { BookRows, LedgerRequest } from './ledger-compute';

/** A book for the worker: everything but the entries as is; the entries as a change. */
export interface WireBook extends Omit<BookRows, 'entries'> {
  /** The journal's order as ids, or null when it is the same as in the last book sent. */
  readonly order: readonly string[] | null;
  /** Entries the worker does not hold yet, or holds in an older form. */
  readonly changed: readonly JournalEntry[];
}

/** A request as posted to the worker: its book as a change to the one the worker holds. */
export type WireRequest = {
  [K in LedgerRequest['kind']]: Omit<Extract<LedgerRequest, { kind: K }>, 'book'> & { readonly book: WireBook };
}[LedgerRequest['kind']];

/** Returns the page's side: turns each book into what the worker lacks (one sender per worker). */
export function createBookSender(): (book: BookRows) => WireBook {
  let lastEntries: readonly JournalEntry[] | null = null;
  let held = new Map<string, JournalEntry>();
  return ({ entries, ...rest }) => {
    if (entries === lastEntries) return { ...rest, order: null, changed: [] };
    const next = new Map<string, JournalEntry>();
    const changed: JournalEntry[] = [];
    const order: string[] = [];
    for (const entry of entries) {
      if (held.get(entry.id) !== entry) changed.push(entry);
      next.set(entry.id, entry);
      order.push(entry.id);
    }
    held = next;
    lastEntries = entries;
    return { ...rest, order, changed };
  };
}

/** Returns the worker's side: rebuilds each book from what it holds and what was sent. */
export function createBookReceiver(): (wire: WireBook) => BookRows {
  let held = new Map<string, JournalEntry>();
  let entries: readonly JournalEntry[] = [];
  return ({ order, changed, ...rest }) => {
    if (order !== null) {
      for (const entry of changed) held.set(entry.id, entry);
      const next = new Map<string, JournalEntry>();
      entries = order.map((id) => {
        const entry = held.get(id);
        if (!entry) throw new Error(`The ledger worker lacks journal entry ${id}`);
        next.set(id, entry);
        return entry;
      });
      held = next;
    }
    return { ...rest, entries };
  };
}
