// The books' rows as they cross to the statement worker (party-books.worker.ts): the posted journal
// once, then only the entries that changed or left, and the small tables (chart, prices, documents,
// the Company's choices) only when they were read again. The page holds the journal in a live table
// (lib/db/live-table), which keeps an unchanged entry as the same object, so a change is found by
// identity; the worker keeps the entries it was sent, in the journal's order, and splices each change
// into place (lib/primitives/sorted-splice) rather than sorting 100,000 entries again. A structured
// clone of every row on each change was the cost this removes.
import type { JournalEntry } from '@/lib/db/entities/journal-entry';
import { spliceSorted } from '@/lib/primitives/sorted-splice';
import type { ClosingRequest, PartyBookRows } from './party-books-compute';

/** Everything the books are made of but the journal: small tables, sent whole when read again. */
export type PartyOthers = Omit<PartyBookRows, 'journal'>;

/** The rows as the page holds them: the journal table by id (any status), and the rest. */
export interface LiveBookRows {
  readonly journal: ReadonlyMap<string, JournalEntry>;
  readonly others: PartyOthers;
}

/** The rows as posted: a change to the ones the worker holds. */
export interface WireBookRows {
  /** Posted entries the worker does not hold yet, or holds in an older form. */
  readonly changed: readonly JournalEntry[];
  /** Ids of entries it holds that are gone or no longer posted. */
  readonly removed: readonly string[];
  /** The other rows, or null when they are the ones last sent. */
  readonly others: PartyOthers | null;
}

/** A closing asked of the worker: the rows as the page holds them. */
export type LiveClosingRequest = Omit<ClosingRequest, 'rows'> & { readonly rows: LiveBookRows };
/** As posted: the rows as a change to those the worker holds. */
export type WireClosingRequest = Omit<ClosingRequest, 'rows'> & { readonly rows: WireBookRows };

/** By date, then by when they were written, then by id: the journal's order (a total order). */
export const byJournalOrder = (a: JournalEntry, b: JournalEntry): number =>
  a.date.localeCompare(b.date) || a.recordedAt.localeCompare(b.recordedAt) || a.id.localeCompare(b.id);

/** The rows in full (the posted journal sorted): what the worker rebuilds, computed at once. */
export function fullBookRows({ journal, others }: LiveBookRows): PartyBookRows {
  return { ...others, journal: [...journal.values()].filter((e) => e.status === 'posted').sort(byJournalOrder) };
}

/** Returns the page's side: turns each state of the rows into what the worker lacks (one sender per worker). */
export function createBookRowsSender(): (rows: LiveBookRows) => WireBookRows {
  let held = new Map<string, JournalEntry>();
  let lastOthers: PartyOthers | null = null;
  return ({ journal, others }) => {
    const next = new Map<string, JournalEntry>();
    const changed: JournalEntry[] = [];
    for (const entry of journal.values()) {
      if (entry.status !== 'posted') continue;
      if (held.get(entry.id) !== entry) changed.push(entry);
      next.set(entry.id, entry);
    }
    const removed = [...held.keys()].filter((id) => !next.has(id));
    held = next;
    const sent = others === lastOthers ? null : others;
    lastOthers = others;
    return { changed, removed, others: sent };
  };
}

/** Returns the worker's side: the rows rebuilt from what it holds and each change sent. */
export function createBookRowsReceiver(): (wire: WireBookRows) => PartyBookRows {
  const held = new Map<string, JournalEntry>();
  let journal: JournalEntry[] = [];
  let others: PartyOthers | null = null;
  return (wire) => {
    const left: JournalEntry[] = [];
    for (const id of wire.removed) {
      const entry = held.get(id);
      if (entry) left.push(entry);
      held.delete(id);
    }
    for (const entry of wire.changed) {
      const before = held.get(entry.id);
      if (before) left.push(before);
      held.set(entry.id, entry);
    }
    if (left.length || wire.changed.length) journal = spliceSorted(journal, left, wire.changed, byJournalOrder);
    others = wire.others ?? others;
    if (!others) throw new Error('The statement worker was sent a change before the books');
    return { ...others, journal };
  };
}
