// What a merge refused inside an applied bundle, as refusals of that bundle: an element of a union
// field its rule refused (a Safe owner's signature that is not theirs for the proposal's SafeTx
// hash, doc/shared-tables.ts `UNION_FIELDS`; the rest of the record is kept), or a record its schema
// refused whole (it stays out of its table). Kept with the device's other refusals, across reloads,
// and shown where the user looks (Company → Team's "Refused changes", the Safe proposal's card).
import type { TeamDocs } from './doc/documents';
import { fieldJson } from './doc/field-codec';
import type { RefusedRecord } from './doc/projector';
import { DOC_OF_TABLE, type SharedTable } from './doc/shared-tables';

/** The part of a record a refusal is about. */
export interface RefusedPart {
  readonly table: SharedTable;
  readonly key: string;
  /** The record in words when it was refused (a Safe proposal: its nonce and SafeTx hash). */
  readonly label: string;
  /** The union field and its element's key (a signature: `signatures` and the owner it names); absent: the whole record. */
  readonly field?: string;
  readonly element?: string;
}

/** One refusal found in a merge, before it is tied to the bundle that brought it. */
export interface PartRefusal {
  readonly reason: string;
  readonly record: RefusedPart;
}

/** The record in words, from the document as merged (the label stays when the record later changes or goes). */
export function recordLabel(docs: TeamDocs, table: SharedTable, key: string): string {
  const fields = docs[DOC_OF_TABLE[table]][table]?.[key] ?? {};
  if (table === 'safeProposals') {
    const tx = fieldJson(fields.tx) as { nonce?: unknown } | undefined;
    const hash = fieldJson(fields.hash);
    return `Safe proposal, nonce ${String(tx?.nonce ?? '?')}, SafeTx hash ${String(hash ?? '?')}`;
  }
  return `${table} record ${key}`;
}

/** A refusal's identity: the same element of the same record refused for the same reason is one refusal. */
export function partRefusalId({ reason, record }: PartRefusal): string {
  return [record.table, record.key, record.field ?? '', (record.element ?? '').toLowerCase(), reason].join('\u0000');
}

/**
 * The refusals a merge's projection reported, one per refused element (or one for a record refused
 * whole). A refused element stays in the document until someone writes that field again, so every
 * later merge touching its record reports it again: `known` (the ids already kept) leaves those out,
 * and the refusal stays with the bundle that first brought it.
 */
export function partRefusals(docs: TeamDocs, refused: readonly RefusedRecord[], known: Set<string>): PartRefusal[] {
  const found: PartRefusal[] = [];
  for (const { table, key, problems, elements } of refused) {
    const label = recordLabel(docs, table, key);
    const parts: PartRefusal[] = elements
      ? elements.map(({ field, element, reason }) => ({ reason, record: { table, key, label, field, element } }))
      : [{ reason: problems.join('; '), record: { table, key, label } }];
    for (const part of parts) {
      const id = partRefusalId(part);
      if (known.has(id)) continue;
      known.add(id);
      found.push(part);
    }
  }
  return found;
}
