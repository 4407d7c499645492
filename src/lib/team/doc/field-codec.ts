// A row's fields as Automerge values: each field is one scalar string holding the field's JSON
// through the backup's row codec (money is already a decimal string in every row; a Blob becomes
// `{ $blob: { type, base64 } }`). Whole-field scalars, not Automerge text, so that two people
// typing in one field get one winner and one loser, never a character-by-character blend.
import { decodeBlobs, encodeBlobs } from '@/lib/db/backup/blob-codec';
import { WORKSPACE_TABLES, type RecordOf } from '@/lib/db/tables';
import { LOCAL_FIELDS, hasRevision, type SharedTable } from './shared-tables';

/** One record as its fields' JSON texts, the local fields left out. */
export type EncodedFields = Record<string, string>;

/** A record as read back from a document: the row, or why it cannot be one. */
export type DecodedRecord<T extends SharedTable = SharedTable> =
  { readonly ok: true; readonly row: RecordOf<T> } | { readonly ok: false; readonly problems: readonly string[] };

/** Encodes a row's shared fields (Blobs as base64), one JSON text per field. */
export async function encodeFields(row: Readonly<Record<string, unknown>>): Promise<EncodedFields> {
  const encoded = (await encodeBlobs(row)) as Record<string, unknown>;
  const fields: EncodedFields = {};
  for (const [field, value] of Object.entries(encoded)) {
    if (value === undefined || LOCAL_FIELDS.has(field)) continue;
    fields[field] = JSON.stringify(value);
  }
  return fields;
}

/** The text of a document value when it is one of our scalar strings, else null. */
export function fieldText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  // Automerge hands a scalar string back as an ImmutableString, whose text is `val`.
  if (value && typeof value === 'object' && 'val' in value && typeof value.val === 'string') return value.val;
  return null;
}

/** A document value's JSON, parsed (undefined when it is not one of our field texts or not JSON). */
export function fieldJson(value: unknown): unknown {
  const text = fieldText(value);
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Decodes a document record back into a row through the table's zod schema, as a backup import
 * does; `revision` is the device's own. A value that is not one of our JSON texts, bad JSON or a
 * row the schema refuses gives the problems instead of a row.
 */
export function decodeFields<T extends SharedTable>(
  table: T,
  record: Readonly<Record<string, unknown>>,
  revision: number,
): DecodedRecord<T> {
  const plain: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(record)) {
    const text = fieldText(value);
    if (text === null) return { ok: false, problems: [`${field}: not a field value`] };
    try {
      plain[field] = JSON.parse(text);
    } catch {
      return { ok: false, problems: [`${field}: not JSON`] };
    }
  }
  let row: unknown;
  try {
    row = decodeBlobs(plain);
  } catch {
    return { ok: false, problems: ['damaged embedded file data'] };
  }
  const candidate = hasRevision(table) ? { ...(row as object), revision } : row;
  const result = WORKSPACE_TABLES[table].schema.safeParse(candidate);
  if (!result.success)
    return { ok: false, problems: result.error.issues.map((i) => `${i.path.join('.') || 'record'}: ${i.message}`) };
  return { ok: true, row: result.data as RecordOf<T> };
}
