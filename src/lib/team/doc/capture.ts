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
import { isSharedTable, type SharedTable } from './shared-tables';

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
  response: DBCoreMutateResponse,
): RowWrite[] {
  const failed = new Set(Object.keys(response.failures ?? {}).map(Number));
  if (req.type === 'add' || req.type === 'put') {
    const keyField = WORKSPACE_TABLES[name].primaryKey;
    return req.values.flatMap((row: Record<string, unknown>, index) =>
      failed.has(index) ? [] : [{ table: name, key: String(row[keyField]), row }],
    );
  }
  const keys = req.type === 'delete' ? req.keys : rangeKeys;
  return keys.map((key) => ({ table: name, key: String(key), row: null }));
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

/** Installs the capture middleware on a database (before it opens; Dexie builds its stack on open). */
export function installCapture(db: Dexie, sink: WriteSink): void {
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
            if (projectorTransactions.has(req.trans)) return table.mutate(req);
            const write = (rangeKeys: readonly unknown[]) =>
              table.mutate(req).then((response) => {
                queue(req.trans, writesOf(name, req, rangeKeys, response), sink);
                return response;
              });
            return req.type === 'deleteRange' ? keysInRange(table, req).then(write) : write([]);
          },
        };
      },
    }),
  });
}
