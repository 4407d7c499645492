import type { z } from 'zod';
import { WORKSPACE_TABLES, type RecordOf, type TableName } from './tables';
import type { WorkspaceDb } from './workspace-db';

/** A write refused because a record does not satisfy its table's schema (nothing was written). */
export class RecordValidationError extends Error {
  override readonly name = 'RecordValidationError';
  constructor(
    readonly table: TableName,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    super(
      `${WORKSPACE_TABLES[table].label}: ${issues.map((i) => `${i.path.join('.') || 'record'}: ${i.message}`).join('; ')}`,
    );
  }
}

/** A stored row that no longer satisfies its schema: reported to the user, never thrown. */
export interface CorruptRecord {
  readonly table: TableName;
  readonly key: string;
  readonly problems: readonly string[];
}

/** The rows of a read, split into the valid ones and the ones that failed their schema. */
export interface ReadResult<T extends TableName> {
  readonly records: RecordOf<T>[];
  readonly corrupt: CorruptRecord[];
}

/** Parses a value against its table's schema; throws RecordValidationError. */
export function parseRecord<T extends TableName>(table: T, value: unknown): RecordOf<T> {
  const result = WORKSPACE_TABLES[table].schema.safeParse(value);
  if (!result.success) throw new RecordValidationError(table, result.error.issues);
  return result.data as RecordOf<T>;
}

/** Validates then inserts or replaces one row; resolves with the stored (normalised) record. */
export async function putRecord<T extends TableName>(db: WorkspaceDb, table: T, value: unknown): Promise<RecordOf<T>> {
  const record = parseRecord(table, value);
  await db.tableOf(table).put(record);
  return record;
}

/** Validates then inserts one row; fails if the key exists. */
export async function addRecord<T extends TableName>(db: WorkspaceDb, table: T, value: unknown): Promise<RecordOf<T>> {
  const record = parseRecord(table, value);
  await db.tableOf(table).add(record);
  return record;
}

/**
 * Validates every value first, then writes them all in one transaction: one invalid record, or
 * one failing write (a unique index, a full disk), and nothing is written.
 */
export async function bulkPutRecords<T extends TableName>(
  db: WorkspaceDb,
  table: T,
  values: readonly unknown[],
): Promise<RecordOf<T>[]> {
  const records = values.map((value) => parseRecord(table, value));
  await db.transaction('rw', db.tableOf(table), async () => {
    await db.tableOf(table).bulkPut(records);
  });
  return records;
}

/** Checks rows read from storage: valid ones are returned, the others reported as corrupt. */
export function checkStoredRows<T extends TableName>(table: T, rows: readonly unknown[]): ReadResult<T> {
  const records: RecordOf<T>[] = [];
  const corrupt: CorruptRecord[] = [];
  const { schema, primaryKey } = WORKSPACE_TABLES[table];
  for (const row of rows) {
    const result = schema.safeParse(row);
    if (result.success) records.push(result.data as RecordOf<T>);
    else {
      const key = row && typeof row === 'object' ? String((row as Record<string, unknown>)[primaryKey]) : '?';
      corrupt.push({
        table,
        key,
        problems: result.error.issues.map((i) => `${i.path.join('.') || 'record'}: ${i.message}`),
      });
    }
  }
  return { records, corrupt };
}

/** Reads every row of a table (optionally ordered by an index), parsed on read. */
export async function readRecords<T extends TableName>(
  db: WorkspaceDb,
  table: T,
  orderBy?: string,
): Promise<ReadResult<T>> {
  const source = db.tableOf(table);
  const rows: unknown[] = orderBy ? await source.orderBy(orderBy).toArray() : await source.toArray();
  return checkStoredRows(table, rows);
}

/** Reads one row by primary key, parsed on read; `record` is null when absent or corrupt. */
export async function readRecord<T extends TableName>(
  db: WorkspaceDb,
  table: T,
  key: string,
): Promise<{ record: RecordOf<T> | null; corrupt: CorruptRecord[] }> {
  const row: unknown = await db.tableOf(table).get(key);
  if (row === undefined) return { record: null, corrupt: [] };
  const { records, corrupt } = checkStoredRows(table, [row]);
  return { record: records[0] ?? null, corrupt };
}
