// The three shared documents and how local row writes become Automerge changes.
import * as Automerge from '@automerge/automerge/slim';
import type { RecordOf } from '@/lib/db/tables';
import { decodeFields, encodeFields, type DecodedRecord, type EncodedFields } from './field-codec';
import { DOC_KINDS, DOC_OF_TABLE, isSharedRow, tablesOfDoc, type DocKind, type SharedTable } from './shared-tables';
import { unionFields, type RefusedElement } from './union-fields';

/** A shared document: table → record id → field → the field's JSON text. */
export type SharedDoc = Record<string, Record<string, Record<string, Automerge.ImmutableString>>>;
export type TeamDoc = Automerge.Doc<SharedDoc>;
export type TeamDocs = Readonly<Record<DocKind, TeamDoc>>;

/** One committed local write: the row as stored, or null when it was deleted. */
export interface RowWrite {
  readonly table: SharedTable;
  readonly key: string;
  readonly row: Readonly<Record<string, unknown>> | null;
  /**
   * The row as stored just before the write (null: there was none). Only the fields the write
   * changed go into the document, so a field another device's change brought in while this write
   * was on its way is kept. Absent: unknown, every field is compared with the document.
   */
  readonly before?: Readonly<Record<string, unknown>> | null;
}

/** A record whose row in its table may be behind its documents' record. */
export interface WrittenRecord {
  readonly table: SharedTable;
  readonly key: string;
}

// Every device builds the same first change (same actor, time and content, so the same hash):
// the table maps then exist once, and two devices never create rival maps for one table.
const GENESIS_ACTOR = '00'.repeat(16);

/** The document's first change, identical on every device. */
export function genesisDoc(kind: DocKind): TeamDoc {
  return Automerge.change(Automerge.init<SharedDoc>({ actor: GENESIS_ACTOR }), { time: 0 }, (doc) => {
    for (const table of tablesOfDoc(kind)) doc[table] = {};
  });
}

/** Fresh documents for a device (its actor id: even-length hex). */
export function newTeamDocs(actor: string): TeamDocs {
  return Object.fromEntries(DOC_KINDS.map((kind) => [kind, Automerge.clone(genesisDoc(kind), { actor })])) as Record<
    DocKind,
    TeamDoc
  >;
}

function putFields(
  doc: SharedDoc,
  table: SharedTable,
  key: string,
  fields: EncodedFields,
  before: EncodedFields | null,
): boolean {
  const records = (doc[table] ??= {});
  const record = records[key];
  if (!record) {
    records[key] = Object.fromEntries(
      Object.entries(fields).map(([field, text]) => [field, new Automerge.ImmutableString(text)]),
    );
    return false;
  }
  // Only the fields that changed: two people editing different fields both keep their edit.
  for (const [field, text] of Object.entries(fields)) {
    // Left alone by the write, and in the record: a value merged meanwhile stays. A field the
    // record lacks (rows that gained it in an upgrade) is written.
    if (before?.[field] === text && record[field] !== undefined) continue;
    if (record[field]?.val !== text) record[field] = new Automerge.ImmutableString(text);
  }
  for (const field of Object.keys(record)) if (!(field in fields) && (!before || field in before)) delete record[field];
  // The record now differs from the row written when a field the write left alone changed meanwhile.
  return (
    Object.keys(record).length !== Object.keys(fields).length ||
    Object.entries(fields).some(([field, text]) => record[field]?.val !== text)
  );
}

/** What applying local writes did: the new documents, and the records whose rows are behind them. */
export interface AppliedWrites {
  readonly docs: TeamDocs;
  readonly behind: readonly WrittenRecord[];
}

const encodeRow = async (table: SharedTable, row: Readonly<Record<string, unknown>> | null | undefined) =>
  row && isSharedRow(table, row) ? await encodeFields(row) : null;

/**
 * Applies committed local writes to the documents, one Automerge change per touched document.
 * `behind` lists the written records whose documents' record differs from the row written (another
 * device's change merged while the write was on its way): their rows are to be projected again.
 */
export async function applyRowWrites(docs: TeamDocs, writes: readonly RowWrite[]): Promise<AppliedWrites> {
  const encoded = await Promise.all(
    writes.map(async (write) => ({
      ...write,
      fields: await encodeRow(write.table, write.row),
      beforeFields: await encodeRow(write.table, write.before),
    })),
  );
  const next: Record<DocKind, TeamDoc> = { ...docs };
  const behind = new Map<string, WrittenRecord>();
  for (const kind of DOC_KINDS) {
    const mine = encoded.filter((write) => DOC_OF_TABLE[write.table] === kind);
    if (mine.length === 0) continue;
    next[kind] = Automerge.change(next[kind], (doc) => {
      for (const { table, key, fields, beforeFields } of mine) {
        const id = `${table}\u0000${key}`;
        behind.delete(id);
        if (fields) {
          if (putFields(doc, table, key, fields, beforeFields)) behind.set(id, { table, key });
        } else if (doc[table]?.[key]) delete doc[table]![key];
      }
    });
  }
  return { docs: next, behind: [...behind.values()] };
}

/** A record read back: its row (with the union-field elements refused, if any), or its problems. */
export type ReadRecord<T extends SharedTable = SharedTable> = DecodedRecord<T> & {
  readonly refusedParts?: readonly RefusedElement[];
};

/**
 * A record of a document read back as a row (through its schema, union fields merged), or null
 * when absent.
 */
export function readDocRecord<T extends SharedTable>(
  docs: TeamDocs,
  table: T,
  key: string,
  revision = 1,
): ReadRecord<T> | null {
  const record = docs[DOC_OF_TABLE[table]][table]?.[key];
  if (!record) return null;
  const { fields, refused } = unionFields(table, record);
  const decoded = decodeFields(table, fields, revision);
  return decoded.ok && refused.length > 0 ? { ...decoded, refusedParts: refused } : decoded;
}

/** The ids of a table's records in its document. */
export function docRecordKeys(docs: TeamDocs, table: SharedTable): string[] {
  return Object.keys(docs[DOC_OF_TABLE[table]][table] ?? {});
}

/** Every valid row of a table in its document (rows the schema refuses are left out). */
export function docRows<T extends SharedTable>(docs: TeamDocs, table: T): RecordOf<T>[] {
  return docRecordKeys(docs, table).flatMap((key) => {
    const decoded = readDocRecord(docs, table, key);
    return decoded?.ok ? [decoded.row] : [];
  });
}
