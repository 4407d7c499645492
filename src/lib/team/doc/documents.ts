// The three shared documents and how local row writes become Automerge changes.
import * as Automerge from '@automerge/automerge/slim';
import type { RecordOf } from '@/lib/db/tables';
import { decodeFields, encodeFields, type DecodedRecord, type EncodedFields } from './field-codec';
import { DOC_KINDS, DOC_OF_TABLE, isSharedRow, tablesOfDoc, type DocKind, type SharedTable } from './shared-tables';

/** A shared document: table → record id → field → the field's JSON text. */
export type SharedDoc = Record<string, Record<string, Record<string, Automerge.ImmutableString>>>;
export type TeamDoc = Automerge.Doc<SharedDoc>;
export type TeamDocs = Readonly<Record<DocKind, TeamDoc>>;

/** One committed local write: the row as stored, or null when it was deleted. */
export interface RowWrite {
  readonly table: SharedTable;
  readonly key: string;
  readonly row: Readonly<Record<string, unknown>> | null;
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

function putFields(doc: SharedDoc, table: SharedTable, key: string, fields: EncodedFields): void {
  const records = (doc[table] ??= {});
  const record = records[key];
  if (!record) {
    records[key] = Object.fromEntries(
      Object.entries(fields).map(([field, text]) => [field, new Automerge.ImmutableString(text)]),
    );
    return;
  }
  // Only the fields that changed: two people editing different fields both keep their edit.
  for (const [field, text] of Object.entries(fields)) {
    if (record[field]?.val !== text) record[field] = new Automerge.ImmutableString(text);
  }
  for (const field of Object.keys(record)) if (!(field in fields)) delete record[field];
}

/** Applies committed local writes to the documents, one Automerge change per touched document. */
export async function applyRowWrites(docs: TeamDocs, writes: readonly RowWrite[]): Promise<TeamDocs> {
  const encoded = await Promise.all(
    writes.map(async (write) => ({
      ...write,
      fields: write.row && isSharedRow(write.table, write.row) ? await encodeFields(write.row) : null,
    })),
  );
  const next: Record<DocKind, TeamDoc> = { ...docs };
  for (const kind of DOC_KINDS) {
    const mine = encoded.filter((write) => DOC_OF_TABLE[write.table] === kind);
    if (mine.length === 0) continue;
    next[kind] = Automerge.change(next[kind], (doc) => {
      for (const write of mine) {
        if (write.fields) putFields(doc, write.table, write.key, write.fields);
        else if (doc[write.table]?.[write.key]) delete doc[write.table]![write.key];
      }
    });
  }
  return next;
}

/** A record of a document read back as a row (through its schema), or null when absent. */
export function readDocRecord<T extends SharedTable>(
  docs: TeamDocs,
  table: T,
  key: string,
  revision = 1,
): DecodedRecord<T> | null {
  const record = docs[DOC_OF_TABLE[table]][table]?.[key];
  return record ? decodeFields(table, record, revision) : null;
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
