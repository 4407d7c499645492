// The shapes of a live table (live-table.ts): its states, options and handle.
import type { CorruptRecord } from './records';

/** What one state changed since the previous one: null when the whole table was (re)read. */
export interface LiveTableChange<R> {
  readonly upserted: readonly R[];
  readonly removed: readonly string[];
  /** The records held before this change for the keys it upserted or removed. */
  readonly previous: readonly R[];
}

export interface LiveTableState<R> {
  /** Every valid record by key: the table's live map, changed in place by later states (not a snapshot). */
  readonly records: ReadonlyMap<string, R>;
  readonly corrupt: readonly CorruptRecord[];
  /** How far the first read is; null once it is done. */
  readonly loading: { readonly loaded: number; readonly total: number } | null;
  readonly change: LiveTableChange<R> | null;
  /**
   * True while the records are the compact copy's and the rows written since it are being read:
   * a list can show them, but what is taken from them as the whole (an export) waits.
   */
  readonly checking?: boolean;
}

export interface LiveTableOptions<R> {
  /** Checks stored rows: valid ones become records, the others are reported as corrupt. */
  readonly check: (rows: readonly unknown[]) => { records: R[]; corrupt: CorruptRecord[] };
  readonly keyOf: (record: R) => string;
  /** A field set on every write (an ISO timestamp): rows with an unchanged one are not checked again. */
  readonly versionField?: string;
  /** Whether that field is indexed: bulk writes are then read back from the index, not the table. */
  readonly versionIndexed?: boolean;
  /**
   * A compound index of (version field, primary key), e.g. `[updatedAt+id]`: the clock margin's
   * keys are then read from it in chunks, each its own transaction, rather than in the read's one.
   */
  readonly versionKeyIndex?: string;
  readonly chunkSize?: number;
  /**
   * Keeps a compact copy of the records (compact-copy.ts) and starts from it on the next open: the
   * table's id for the copy, and the format of its records (a copy of another format is ignored).
   * Needs an indexed version field.
   */
  readonly copy?: {
    readonly id: string;
    readonly format: string;
    /** How long the table must be quiet before the copy is written (tests: 0). */
    readonly quietMs?: number;
  };
}

export interface LiveTable<R> {
  /** Calls `listener` with every new state (the current one first, if any); returns the unsubscribe. */
  subscribe(listener: (state: LiveTableState<R>) => void, onError?: (error: unknown) => void): () => void;
  /** Rows read from storage so far (for tests: a change must not read the table). */
  readonly rowsRead: number;
  /** Records taken from the compact copy so far (for tests). */
  readonly copiedRead: number;
  /** The compact copy being written, if any (for tests: resolves once it is stored). */
  readonly copyWritten: Promise<void> | null;
  close(): void;
}
