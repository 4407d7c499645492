// A compact copy of a large table: its checked records as one record of columns (one per field; a
// field of few distinct plain values by dictionary), so a reload gets the whole list in one read
// instead of a hundred thousand objects handed back and checked one by one. Derived data: it is never the truth. A live table
// (live-table.ts) starts from it, then reads the rows written since its newest version and compares
// the row count, so a stale copy costs the difference; a copy of another format, or damaged, is
// ignored and rebuilt. Backups leave it out, and restoring one clears it (docs/product.md#backups).
import type { Dexie } from 'dexie';
import { z } from 'zod';

/** The Dexie table holding compact copies (schema version 20), one row per copied table. */
export const COMPACT_COPIES = 'compactCopies';

/**
 * A column of few distinct plain values (a status, an asset, a wallet): each distinct value once,
 * and each record's as its index in them. Read back, such a column costs an integer array rather
 * than a hundred thousand strings, and the records share the values.
 */
export interface DictionaryColumn {
  readonly dict: unknown[];
  readonly at: Int32Array;
}

/** One value per record: plain, or by dictionary. */
export type Column = unknown[] | DictionaryColumn;

const isDictionary = (value: unknown): value is DictionaryColumn =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as DictionaryColumn).dict) &&
  (value as DictionaryColumn).at instanceof Int32Array &&
  (value as DictionaryColumn).at.every((i) => i >= 0 && i < (value as DictionaryColumn).dict.length);

const columnLength = (column: Column) => (Array.isArray(column) ? column.length : column.at.length);

const copySchema = z
  .object({
    id: z.string().min(1),
    /** What the records were checked against: a copy of another format is ignored. */
    format: z.string(),
    /** The newest version field among the records. */
    newest: z.string(),
    count: z.number().int().nonnegative(),
    // Arrays are not checked value by value: their values were checked when they became records.
    columns: z.record(
      z.string(),
      z.custom<Column>((value) => Array.isArray(value) || isDictionary(value)),
    ),
  })
  .refine((copy) => Object.values(copy.columns).every((column) => columnLength(column) === copy.count), {
    message: 'Every column holds one value per record',
  });

export type CompactCopy = z.infer<typeof copySchema>;

// A column goes by dictionary when its distinct values are at most this share of its records.
const DICTIONARY_SHARE = 4;

/** The column by dictionary when its values are plain (no objects: records must not share them) and few. */
function encode(column: unknown[]): Column {
  const index = new Map<unknown, number>();
  const dict: unknown[] = [];
  const at = new Int32Array(column.length);
  for (let i = 0; i < column.length; i += 1) {
    const value = column[i];
    if (typeof value === 'object' && value !== null) return column;
    let known = index.get(value);
    if (known === undefined) {
      known = dict.length;
      if (known * DICTIONARY_SHARE >= column.length) return column;
      index.set(value, known);
      dict.push(value);
    }
    at[i] = known;
  }
  return { dict, at };
}

/** Records as columns: one per field, `undefined` where a record lacks the field; few distinct plain values by dictionary. */
export function toColumns(records: readonly unknown[]): Record<string, Column> {
  const columns: Record<string, unknown[]> = {};
  records.forEach((record, i) => {
    for (const [field, value] of Object.entries(record as Record<string, unknown>)) {
      let column = columns[field];
      if (!column) column = columns[field] = new Array<unknown>(records.length).fill(undefined);
      column[i] = value;
    }
  });
  return Object.fromEntries(Object.entries(columns).map(([field, column]) => [field, encode(column)]));
}

/** The records of columns, each with the fields it had (`undefined` values left out). */
export function fromColumns(columns: Record<string, Column>, count: number): Record<string, unknown>[] {
  const fields = Object.entries(columns).map(([field, column]) =>
    Array.isArray(column) ? { field, values: column, dict: [], at: null } : { field, values: [], ...column },
  );
  const records = new Array<Record<string, unknown>>(count);
  for (let i = 0; i < count; i += 1) {
    const record: Record<string, unknown> = {};
    for (const { field, values, dict, at } of fields) {
      const value = at ? dict[at[i] as number] : values[i];
      if (value !== undefined) record[field] = value;
    }
    records[i] = record;
  }
  return records;
}

/** The stored copy `id` in `format`, or null when there is none, it is damaged or of another format. */
export async function readCompactCopy(db: Dexie, id: string, format: string): Promise<CompactCopy | null> {
  const parsed = copySchema.safeParse(await db.table(COMPACT_COPIES).get(id));
  return parsed.success && parsed.data.format === format ? parsed.data : null;
}

/** Stores `records` as the copy `id` (replacing any older one). */
export async function writeCompactCopy(
  db: Dexie,
  id: string,
  format: string,
  records: readonly unknown[],
  newest: string,
): Promise<void> {
  const copy: CompactCopy = { id, format, newest, count: records.length, columns: toColumns(records) };
  await db.table(COMPACT_COPIES).put(copySchema.parse(copy));
}
