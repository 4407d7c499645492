// Concurrent writes to one field: Automerge keeps one winner (the same on every device) and the
// other values beside it until the field is written again. The record's history shows them.
import * as Automerge from '@automerge/automerge/slim';
import type { TeamDocs } from './documents';
import { fieldJson as decoded } from './field-codec';
import { DOC_OF_TABLE, type SharedTable } from './shared-tables';

/** One field written concurrently: the value every device shows, and the values that lost. */
export interface FieldConflict {
  readonly field: string;
  readonly winner: unknown;
  readonly losers: readonly unknown[];
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

/** One losing value of a field, with the actor (device) that wrote it and that device's `updatedAt` then. */
export interface LosingWrite {
  readonly value: unknown;
  readonly actor: string;
  /** The record's `updatedAt` the same device wrote concurrently (null when the record has none). */
  readonly at: string | null;
}

/** A field written concurrently, for the record's history: what every device keeps, and what lost. */
export interface FieldConflictDetail {
  readonly field: string;
  readonly kept: unknown;
  readonly keptActor: string;
  readonly lost: readonly LosingWrite[];
}

/** The actor of an Automerge op id (`counter@actor`). */
function actorOfOp(opId: string): string {
  return opId.slice(opId.indexOf('@') + 1);
}

/**
 * Like `recordConflicts`, with who wrote each value: the record's history names the device (its
 * actor) and its time. `updatedAt` itself is bookkeeping, read only for the times, not listed.
 */
export function recordConflictDetails(docs: TeamDocs, table: SharedTable, key: string): FieldConflictDetail[] {
  const record = docs[DOC_OF_TABLE[table]][table]?.[key];
  if (!record) return [];
  const times = new Map<string, string>();
  for (const [opId, value] of Object.entries(Automerge.getConflicts(record, 'updatedAt') ?? {})) {
    const time = decoded(value);
    if (typeof time === 'string') times.set(actorOfOp(opId), time);
  }
  const found: FieldConflictDetail[] = [];
  for (const field of Object.keys(record).sort()) {
    if (field === 'updatedAt') continue;
    const values = Object.entries(Automerge.getConflicts(record, field) ?? {});
    if (values.length < 2) continue;
    const kept = decoded(record[field]);
    const same = (value: unknown) => JSON.stringify(value) === JSON.stringify(kept);
    const keptOp = values.find(([, value]) => same(decoded(value)))?.[0] ?? '';
    const lost = values
      .filter(([, value]) => !same(decoded(value)))
      .map(([opId, value]) => ({
        value: decoded(value),
        actor: actorOfOp(opId),
        at: times.get(actorOfOp(opId)) ?? null,
      }));
    if (lost.length > 0) found.push({ field, kept, keptActor: actorOfOp(keptOp), lost });
  }
  return found;
}
