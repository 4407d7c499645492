// A compact copy of a large table: its checked records as one record of column arrays (one array
// per field), so a reload gets the whole list in one read instead of a hundred thousand objects
// handed back and checked one by one. Derived data: it is never the truth. A live table
// (live-table.ts) starts from it, then reads the rows written since its newest version and compares
// the row count, so a stale copy costs the difference; a copy of another format, or damaged, is
// ignored and rebuilt. Backups leave it out, and restoring one clears it (docs/product.md#backups).
import type { Dexie } from 'dexie';
import { z } from 'zod';

/** The Dexie table holding compact copies (schema version 20), one row per copied table. */
export const COMPACT_COPIES = 'compactCopies';

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
      z.custom<unknown[]>((value) => Array.isArray(value)),
    ),
  })
  .refine((copy) => Object.values(copy.columns).every((column) => column.length === copy.count), {
    message: 'Every column holds one value per record',
  });

export type CompactCopy = z.infer<typeof copySchema>;

/** Records as column arrays: one per field, `undefined` where a record lacks the field. */
export function toColumns(records: readonly unknown[]): Record<string, unknown[]> {
  const columns: Record<string, unknown[]> = {};
  records.forEach((record, i) => {
    for (const [field, value] of Object.entries(record as Record<string, unknown>)) {
      let column = columns[field];
      if (!column) column = columns[field] = new Array<unknown>(records.length).fill(undefined);
      column[i] = value;
    }
  });
  return columns;
}

/** The records of column arrays, each with the fields it had (`undefined` values left out). */
export function fromColumns(columns: Record<string, unknown[]>, count: number): Record<string, unknown>[] {
  const fields = Object.entries(columns);
  const records = new Array<Record<string, unknown>>(count);
  for (let i = 0; i < count; i += 1) {
    const record: Record<string, unknown> = {};
    for (const [field, column] of fields) {
      const value = column[i];
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
