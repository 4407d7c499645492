// Concurrent writes to one field: Automerge keeps one winner (the same on every device) and the
// other values beside it until the field is written again. The record's history shows them.
import * as Automerge from '@automerge/automerge/slim';
import type { TeamDocs } from './documents';
import { fieldText } from './field-codec';
import { DOC_OF_TABLE, type SharedTable } from './shared-tables';

/** One field written concurrently: the value every device shows, and the values that lost. */
export interface FieldConflict {
  readonly field: string;
  readonly winner: unknown;
  readonly losers: readonly unknown[];
}

function decoded(value: unknown): unknown {
  const text = fieldText(value);
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The fields of a record that were written concurrently and not since, with their losing values. */
export function recordConflicts(docs: TeamDocs, table: SharedTable, key: string): FieldConflict[] {
  const record = docs[DOC_OF_TABLE[table]][table]?.[key];
  if (!record) return [];
  const found: FieldConflict[] = [];
  for (const field of Object.keys(record).sort()) {
    const values = Automerge.getConflicts(record, field);
    if (!values || Object.keys(values).length < 2) continue;
    const winner = decoded(record[field]);
    const losers = Object.values(values)
      .map(decoded)
      .filter((value) => JSON.stringify(value) !== JSON.stringify(winner));
    found.push({ field, winner, losers });
  }
  return found;
}
