// Conversions between the pure ledger model (bigint amounts) and the stored rows (decimal strings).
import type { JournalEntry } from '@/lib/db/entities/journal-entry';
import type { LedgerAccount } from '@/lib/db/entities/ledger-account';
import type { PeriodEventRecord } from '@/lib/db/entities/period-event';
import type { Account } from '@/lib/ledger/account';
import type { Entry } from '@/lib/ledger/entry';
import type { PeriodEvent } from '@/lib/ledger/period';

/** A stored entry as the ledger core sees it. */
export function entryFromRow(row: JournalEntry): Entry {
  return {
    id: row.id,
    date: row.date,
    memo: row.memo,
    postings: row.postings.map((p) => ({ ...p, amount: BigInt(p.amount) })),
    source: row.source,
    status: row.status,
    postedBy: row.postedBy,
    reversalOf: row.reversalOf,
    reversedBy: row.reversedBy,
  };
}

/** An entry of the core as a row to store. */
export function entryToRow(entry: Entry, recordedAt: string, heldReason: string | null = null): JournalEntry {
  return {
    ...entry,
    postings: entry.postings.map((p) => ({ ...p, amount: p.amount.toString() })),
    heldReason,
    recordedAt,
  };
}

/** A stored account as the core sees it (the revision is the store's concern). */
export function accountFromRow(row: LedgerAccount): Account {
  return { id: row.id, code: row.code, name: row.name, type: row.type, parentId: row.parentId, archived: row.archived };
}

/** Period events in the order they happened. */
export function periodEventsFromRows(rows: readonly PeriodEventRecord[]): PeriodEvent[] {
  return [...rows]
    .sort((a, b) => a.sequence - b.sequence)
    .map(({ kind, from, to, at, by }) => ({ kind, from, to, at, by }));
}
