// From the documents to the Dexie tables the pages read: each record a merge touched is written
// again (or deleted), in a transaction tagged as the projector's, with the row's revision bumped
// so a form that was open on it shows the conflict it shows for a save from another tab.
import * as Automerge from '@automerge/automerge/slim';
import type { Table } from 'dexie';
import { rememberReplacedVersion } from '@/lib/db/field-merge';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { markProjectorTransaction } from './capture';
import { readDocRecord, type TeamDocs } from './documents';
import {
  DOC_OF_TABLE,
  SHARED_TABLES,
  hasRevision,
  isSharedRow,
  tablesOfDoc,
  type DocKind,
  type SharedTable,
} from './shared-tables';
import type { RefusedElement } from './union-fields';

/**
 * A record of a document the schema refused: it stays out of the tables. Or elements of its union
 * fields that their rule refused (shared-tables.ts `UNION_FIELDS`): the row is written without them.
 */
export interface RefusedRecord {
  readonly table: SharedTable;
  readonly key: string;
  readonly problems: readonly string[];
  /** The union-field elements refused, each on its own (absent: the schema refused the whole record). */
  readonly elements?: readonly RefusedElement[];
}

/** One record to bring from the documents into its table. */
export interface RecordRef {
  readonly table: SharedTable;
  readonly key: string;
}

function storedRevision(row: unknown): number {
  const revision = (row as { revision?: unknown } | undefined)?.revision;
  return typeof revision === 'number' ? revision : 0;
}

/** Writes the given records from the documents into their tables; returns the refused ones. */
export async function projectRecords(
  db: WorkspaceDb,
  docs: TeamDocs,
  refs: readonly RecordRef[],
): Promise<RefusedRecord[]> {
  const tables = [...new Set(refs.map((ref) => ref.table))];
  if (tables.length === 0) return [];
  const refused: RefusedRecord[] = [];
  await db.transaction('rw', tables, async (tx) => {
    markProjectorTransaction(tx);
    for (const { table, key } of refs) {
      const source = db.table(table) as Table<Record<string, unknown>, string>;
      const stored: unknown = await source.get(key);
      const revision = stored === undefined ? 1 : storedRevision(stored) + 1;
      const decoded = readDocRecord(docs, table, key, hasRevision(table) ? revision : 1);
      if (!decoded) {
        // A derived row (e.g. a posted journal entry) is not in the documents: it stays.
        if (stored !== undefined && isSharedRow(table, stored)) await source.delete(key);
      } else if (decoded.ok) {
        // A form open on the row being replaced saves field by field over the new one (field-merge.ts).
        if (stored !== undefined && hasRevision(table)) rememberReplacedVersion(db.name, table, key, stored);
        await source.put(decoded.row as Record<string, unknown>);
        // Elements of a union field its rule refused: the row is written without them.
        const elements = decoded.refusedParts;
        if (elements)
          refused.push({ table, key, problems: elements.map((part) => `${part.field}: ${part.reason}`), elements });
      } else refused.push({ table, key, problems: decoded.problems });
    }
  });
  return refused;
}

/** The records a list of patches touches; a patch on a table itself touches all its records. */
export function touchedRecords(
  kind: DocKind,
  patches: readonly Automerge.Patch[],
): { readonly records: RecordRef[]; readonly wholeTables: SharedTable[] } {
  const tables = new Set<string>(tablesOfDoc(kind));
  const records = new Map<string, RecordRef>();
  const wholeTables = new Set<SharedTable>();
  for (const { path } of patches) {
    const table = path[0];
    if (typeof table !== 'string' || !tables.has(table)) continue;
    if (path.length < 2) wholeTables.add(table as SharedTable);
    else records.set(`${table}\u0000${String(path[1])}`, { table: table as SharedTable, key: String(path[1]) });
  }
  return { records: [...records.values()], wholeTables: [...wholeTables] };
}

/** Every record of the tables, in the documents or in the database. */
async function allRecords(db: WorkspaceDb, docs: TeamDocs, tables: readonly SharedTable[]): Promise<RecordRef[]> {
  const refs: RecordRef[] = [];
  for (const table of tables) {
    const stored = (await db.table(table).toCollection().primaryKeys()) as string[];
    const keys = new Set([...Object.keys(docs[DOC_OF_TABLE[table]][table] ?? {}), ...stored]);
    for (const key of keys) refs.push({ table, key });
  }
  return refs;
}

/** What applying a device's changes did: the new documents and the records refused. */
export interface MergeResult {
  readonly docs: TeamDocs;
  readonly projected: readonly RecordRef[];
  readonly refused: readonly RefusedRecord[];
}

/** Changes merged into the documents, not yet projected: the records to write from them. */
export interface MergedDocs {
  readonly docs: TeamDocs;
  /** Whether the changes changed anything (already known changes do not). */
  readonly changed: boolean;
  readonly records: readonly RecordRef[];
}

/** Applies changes from another device to one document (nothing written to the tables yet). */
export async function applyMerge(
  db: WorkspaceDb,
  docs: TeamDocs,
  kind: DocKind,
  changes: readonly Uint8Array[],
): Promise<MergedDocs> {
  const patches: Automerge.Patch[] = [];
  const [after] = Automerge.applyChanges(docs[kind], [...changes], {
    // A loop, not a spread: a first copy's snapshot yields more patches than a call takes arguments.
    patchCallback: (found) => {
      for (const patch of found) patches.push(patch);
    },
  });
  const next: TeamDocs = { ...docs, [kind]: after };
  const touched = touchedRecords(kind, patches);
  const records = [...touched.records, ...(await allRecords(db, next, touched.wholeTables))];
  return { docs: next, changed: patches.length > 0, records };
}

/** Projects every record of every document (a restore or a first copy); deletes shared rows absent from them. */
export async function projectAll(db: WorkspaceDb, docs: TeamDocs): Promise<RefusedRecord[]> {
  return projectRecords(db, docs, await allRecords(db, docs, SHARED_TABLES));
}
