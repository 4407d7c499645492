// Capture without touching the pages: a DBCore middleware on the shared tables hands every
// committed write (from any store, through revision-save or not) to the team documents. The
// projector's own writes are tagged and skipped, so a merged change never echoes back.
import type {
  DBCoreDeleteRangeRequest,
  DBCoreMutateRequest,
  DBCoreMutateResponse,
  DBCoreTable,
  Dexie,
  Transaction,
} from 'dexie';
import { WORKSPACE_TABLES } from '@/lib/db/tables';
import type { RowWrite } from './documents';
import { isSharedRow, isSharedTable, type SharedTable } from './shared-tables';

const projectorTransactions = new WeakSet<object>();
const pending = new WeakMap<object, RowWrite[]>();

/** Tags a transaction as the projector's: the capture middleware lets its writes through unseen. */
export function markProjectorTransaction(tx: Transaction): void {
  projectorTransactions.add(tx.idbtrans);
}

/** Receives the writes of one committed transaction, in the order they were made. */
export type WriteSink = (writes: readonly RowWrite[]) => void;

/** The primary keys a delete-range is about to remove (a table's clear()). */
function keysInRange(table: DBCoreTable, req: DBCoreDeleteRangeRequest): Promise<unknown[]> {
  const query = { index: table.schema.primaryKey, range: req.range };
  return table.query({ trans: req.trans, values: false, query }).then((found) => found.result);
}

function writesOf(
  name: SharedTable,
  req: DBCoreMutateRequest,
  rangeKeys: readonly unknown[],
  before: readonly unknown[],
  response: DBCoreMutateResponse,
): RowWrite[] {
  const failed = new Set(Object.keys(response.failures ?? {}).map(Number));
  if (req.type === 'add' || req.type === 'put') {
    const keyField = WORKSPACE_TABLES[name].primaryKey;
    // A key written twice in one request: the second write's "before" is the first's row.
    const latest = new Map<string, Record<string, unknown> | null>();
    return req.values.flatMap((row: Record<string, unknown>, index) => {
      const key = String(row[keyField]);
      const previous = latest.has(key)
        ? latest.get(key)!
        : ((before[index] as Record<string, unknown> | undefined) ?? null);
      if (failed.has(index)) return [];
      latest.set(key, row);
      return [{ table: name, key, row, before: previous }];
    });
  }
  const keys = req.type === 'delete' ? req.keys : rangeKeys;
  return keys.map((key) => ({ table: name, key: String(key), row: null }));
}

/** The rows a put is about to replace, in the order of its values (undefined where none, or not shared). */
function rowsBefore(table: DBCoreTable, name: SharedTable, req: DBCoreMutateRequest): Promise<unknown[]> {
  if (req.type !== 'put') return Promise.resolve([]);
  const keyField = WORKSPACE_TABLES[name].primaryKey;
  // Rows the documents never hold (the poster's journal entries) are not read.
  const shared = req.values.flatMap((row: Record<string, unknown>, index) => (isSharedRow(name, row) ? [index] : []));
  if (shared.length === 0) return Promise.resolve([]);
  return table.getMany({ trans: req.trans, keys: shared.map((index) => req.values[index][keyField]) }).then((rows) => {
    const before: unknown[] = [];
    shared.forEach((index, at) => (before[index] = rows[at]));
    return before;
  });
}

function queue(trans: object, writes: RowWrite[], sink: WriteSink): void {
  if (writes.length === 0) return;
  const list = pending.get(trans);
  if (list) {
    list.push(...writes);
    return;
  }
  pending.set(trans, [...writes]);
  // Only a committed transaction reaches the documents; an aborted one is forgotten.
  (trans as EventTarget).addEventListener('complete', () => {
    const done = pending.get(trans) ?? [];
    pending.delete(trans);
    sink(done);
  });
}

/**
 * Installs the capture middleware on a database (before it opens; Dexie builds its stack on open).
 * While `active()` is false (a single-browser workspace) writes pass through untouched.
 */
export function installCapture(db: Dexie, sink: WriteSink, active: () => boolean = () => true): void {
  db.use({
    stack: 'dbcore',
    name: 'team-doc-capture',
    create: (down) => ({
      ...down,
      table(name) {
        const table = down.table(name);
        if (!isSharedTable(name)) return table;
        return {
          ...table,
          // Promise chains, not await: Dexie's transaction zone must reach the next layer down.
          mutate(req) {
            if (projectorTransactions.has(req.trans) || !active()) return table.mutate(req);
            const write = (rangeKeys: readonly unknown[], before: readonly unknown[]) =>
              table.mutate(req).then((response) => {
                queue(req.trans, writesOf(name, req, rangeKeys, before, response), sink);
                return response;
              });
            if (req.type === 'deleteRange') return keysInRange(table, req).then((keys) => write(keys, []));
            // What each put replaces, read in the same transaction: only the fields it changes are
            // the device's edit (team documents take nothing else from the row).
            return rowsBefore(table, name, req).then((before) => write([], before));
          },
        };
      },
    }),
  });
}
