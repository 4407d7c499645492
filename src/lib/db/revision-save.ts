// Guarded writes for editable records: two tabs (or two people on one workspace) must never
// overwrite each other's saved change without seeing it. Every editable record carries a
// `revision`; an edit remembers the revision it started from and its save is refused when the
// stored row has moved on since, unless a team merge moved it and the two changed different fields.
import { chooseMine, mergeFields, replacedVersion, takeChoice } from './field-merge';
import { parseRecord } from './records';
import { WORKSPACE_TABLES, type RecordOf, type TableName } from './tables';
import type { WorkspaceDb } from './workspace-db';

/** The tables whose rows carry a revision (the user-editable ones). */
export type RevisionedTable = {
  [T in TableName]: RecordOf<T> extends { revision: number } ? T : never;
}[TableName];

/** The revision an edit started from; null when it creates a record that did not exist. */
export type BaseRevision = number | null;

/**
 * A save or delete refused because the stored row is not the one the edit started from.
 * `stored` is the newer row (null when it was deleted meanwhile, or is unreadable).
 */
export class StaleRevisionError<T extends RevisionedTable = RevisionedTable> extends Error {
  override readonly name = 'StaleRevisionError';
  constructor(
    readonly table: T,
    readonly key: string,
    readonly baseRevision: BaseRevision,
    readonly stored: RecordOf<T> | null,
    /** The fields both this edit and the newer version changed, when known (field-merge.ts). */
    readonly fields: readonly string[] = [],
    /** The workspace database, when `fields` are known (what keepMineOver needs to find the versions). */
    readonly database: string | null = null,
  ) {
    super(
      stored
        ? `${WORKSPACE_TABLES[table].label}: changed elsewhere (revision ${stored.revision}, this edit started from ${baseRevision ?? 'nothing'})${fields.length ? `: ${fields.join(', ')} changed on both sides` : ''}`
        : `${WORKSPACE_TABLES[table].label}: removed elsewhere since this edit started`,
    );
  }
}

/** The revision of a raw stored row (rows from before revisions count as 1, as the schema says). */
function storedRevision(row: unknown): number {
  const revision = (row as { revision?: unknown }).revision;
  return typeof revision === 'number' ? revision : 1;
}

function parsedOrNull<T extends RevisionedTable>(table: T, row: unknown): RecordOf<T> | null {
  const result = WORKSPACE_TABLES[table].schema.safeParse(row);
  return result.success ? (result.data as RecordOf<T>) : null;
}

/** Reads the stored row (returned) and refuses unless it is exactly the one the edit started from. */
async function checkBase<T extends RevisionedTable>(
  db: WorkspaceDb,
  table: T,
  key: string,
  base: BaseRevision,
): Promise<unknown> {
  const row: unknown = await db.tableOf(table).get(key);
  const matches = row === undefined ? base === null : base !== null && storedRevision(row) === base;
  if (!matches) throw new StaleRevisionError(table, key, base, row === undefined ? null : parsedOrNull(table, row));
  return row;
}

type Row = Readonly<Record<string, unknown>>;

/**
 * The record to store when the form opened revision `opened` and the stored `row` is newer because
 * another device's change was merged over it in this tab (field-merge.ts): the edit's fields over
 * the newer row, at its revision + 1. A field both changed is refused (StaleRevisionError naming
 * it), or taken from the form once the user chose Keep mine (`conflicts: 'mine'`). Null when no
 * merge replaced the opened revision here (another tab's save: refused as before).
 */
function mergedOverNewer<T extends RevisionedTable>(
  db: WorkspaceDb,
  table: T,
  key: string,
  opened: number,
  mine: RecordOf<T>,
  row: unknown,
  conflicts: 'refuse' | 'mine' = 'refuse',
): RecordOf<T> | null {
  const version = replacedVersion(db.name, table, key, opened);
  const before = version ? parsedOrNull(table, version) : null;
  const theirs = parsedOrNull(table, row);
  if (!before || !theirs) return null;
  const merged = mergeFields(before as Row, mine as Row, theirs as Row, conflicts);
  if (!merged.ok) throw new StaleRevisionError(table, key, opened, theirs, merged.fields, db.name);
  return parseRecord(table, { ...merged.row, revision: theirs.revision + 1 }) as RecordOf<T>;
}

/**
 * The user answered a same-field refusal with Keep mine: the next save of this record on top of
 * the newer revision (`error.stored`) takes from the draft only the fields the form changed since
 * it opened (the conflicting ones among them); every other field stays the newer version's, so
 * what the other device changed elsewhere in the record is kept. A refusal without known fields
 * (another tab's save: the version the form opened is gone) saves the whole draft, as before.
 */
export function keepMineOver(error: StaleRevisionError): void {
  if (error.database === null || error.stored === null || error.baseRevision === null || !error.fields.length) return;
  chooseMine(error.database, error.table, error.key, error.baseRevision, error.stored.revision);
}

/**
 * Validates then writes a record in one transaction, unless the stored row changed since the
 * edit started: `baseRevision` null creates (refused if the key exists; the record keeps its own
 * revision, 1 for a new one, so Undo puts a removed row back exactly), a number updates (refused
 * unless stored at that revision) and stores revision + 1. Throws StaleRevisionError. A row another
 * device's change replaced since (a team workspace's merge in this tab) is merged field by field
 * instead: refused only when both changed the same field. After such a refusal and keepMineOver, the
 * save on top of the newer revision takes only the form's changed fields (mergedOverNewer, 'mine').
 */
export async function saveRevision<T extends RevisionedTable>(
  db: WorkspaceDb,
  table: T,
  record: unknown,
  baseRevision: BaseRevision,
): Promise<RecordOf<T>> {
  const parsed = parseRecord(table, record) as RecordOf<T> & { revision: number };
  const stored = baseRevision === null ? parsed : ({ ...parsed, revision: baseRevision + 1 } as typeof parsed);
  const key = String((stored as Record<string, unknown>)[WORKSPACE_TABLES[table].primaryKey]);
  const source = db.tableOf(table);
  return db.transaction('rw', source, async () => {
    let current: unknown;
    try {
      current = await checkBase(db, table, key, baseRevision);
    } catch (error) {
      const row: unknown = await source.get(key);
      const merged =
        error instanceof StaleRevisionError && baseRevision !== null && row !== undefined
          ? mergedOverNewer(db, table, key, baseRevision, parsed, row)
          : null;
      if (!merged) throw error;
      await source.put(merged);
      return merged;
    }
    // A Keep mine save (keepMineOver): the form's changed fields over the stored row, else the whole record.
    const opened = baseRevision === null ? null : takeChoice(db.name, table, key, baseRevision);
    const kept = opened === null ? null : mergedOverNewer(db, table, key, opened, parsed, current, 'mine');
    await source.put(kept ?? stored);
    return kept ?? stored;
  });
}

/** Deletes a row only if it is still at the revision the user saw; throws StaleRevisionError. */
export async function deleteRevision<T extends RevisionedTable>(
  db: WorkspaceDb,
  table: T,
  key: string,
  baseRevision: number,
): Promise<void> {
  const source = db.tableOf(table);
  await db.transaction('rw', source, async () => {
    await checkBase(db, table, key, baseRevision);
    await source.delete(key);
  });
}

/**
 * The newer of two versions of one record (by revision): a conflict shows the newest it knows,
 * the one its error carried or a later one a live query has delivered since.
 */
export function newerRecord<R extends { readonly revision: number }>(a: R | null, b: R | null): R | null {
  if (!a || !b) return a ?? b;
  return b.revision > a.revision ? b : a;
}
