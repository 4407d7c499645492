// A form opened on a record that another device's change has since replaced (a team workspace's
// merge) is saved field by field rather than refused: the fields the form changed on top of the
// version it opened, the others from the newer version; refused only when both changed one field
// (docs/team-workspace.md#editing-the-same-record). The versions a merge replaced are kept here, in
// memory, for as long as a form may still be open on them.
import { canonicalJson } from './backup/canonical-json';

/** Fields that say when and which save this is, never what the record says: not compared. */
const BOOKKEEPING_FIELDS = new Set(['revision', 'updatedAt']);
/** Records whose replaced versions are kept (the oldest forgotten first), and versions per record. */
const MAX_RECORDS = 500;
const MAX_VERSIONS = 8;

type Row = Readonly<Record<string, unknown>>;

// database name → table → key, flattened; a Map keeps insertion order, so the first is the oldest.
const replaced = new Map<string, Map<number, Row>>();

const slot = (database: string, table: string, key: string) => `${database}\u0000${table}\u0000${key}`;

/** Keeps `row`, the version of a record a merge is about to write over (its own revision as the key). */
export function rememberReplacedVersion(database: string, table: string, key: string, row: unknown): void {
  const revision = (row as { revision?: unknown } | null)?.revision;
  if (typeof revision !== 'number' || row === null || typeof row !== 'object') return;
  const id = slot(database, table, key);
  const versions = replaced.get(id) ?? new Map<number, Row>();
  replaced.delete(id);
  versions.set(revision, row as Row);
  for (const old of versions.keys()) if (versions.size > MAX_VERSIONS) versions.delete(old);
  replaced.set(id, versions);
  for (const old of replaced.keys()) if (replaced.size > MAX_RECORDS) replaced.delete(old);
}

/** The version of a record at `revision` that a merge replaced in this tab, or null. */
export function replacedVersion(database: string, table: string, key: string, revision: number): Row | null {
  return replaced.get(slot(database, table, key))?.get(revision) ?? null;
}

const same = (a: unknown, b: unknown) => a === b || canonicalJson(a ?? null) === canonicalJson(b ?? null);

/** The outcome of merging a form's record with the newer stored one. */
export type FieldMerge =
  { readonly ok: true; readonly row: Record<string, unknown> } | { readonly ok: false; readonly fields: string[] };

/**
 * Three-way merge of one record: `base` the version the form opened, `mine` what it saves, `theirs`
 * the newer stored one. A field only `mine` changed is taken from it, any other from `theirs`; a
 * field both changed to different values is a conflict (named in `fields`), unless `conflicts` is
 * `'mine'` (the user chose Keep mine): then it is taken from `mine` too. `updatedAt` is the save's.
 */
export function mergeFields(base: Row, mine: Row, theirs: Row, conflicts: 'refuse' | 'mine' = 'refuse'): FieldMerge {
  const row: Record<string, unknown> = { ...theirs };
  const fields: string[] = [];
  for (const field of new Set([...Object.keys(base), ...Object.keys(mine)])) {
    if (BOOKKEEPING_FIELDS.has(field) || same(mine[field], base[field])) continue;
    if (conflicts === 'refuse' && !same(theirs[field], base[field]) && !same(theirs[field], mine[field]))
      fields.push(field);
    else row[field] = mine[field];
  }
  if ('updatedAt' in mine) row.updatedAt = mine.updatedAt;
  return fields.length ? { ok: false, fields } : { ok: true, row };
}

// database, table and key → the revision the form opened and the newer one it was refused over,
// for a refusal the user answered with Keep mine (revision-save.ts's keepMineOver).
const chosen = new Map<string, { readonly opened: number; readonly theirs: number }>();

/** Remembers that the next save of this record on top of revision `theirs` keeps the form's fields from `opened`. */
export function chooseMine(database: string, table: string, key: string, opened: number, theirs: number): void {
  chosen.set(slot(database, table, key), { opened, theirs });
  for (const old of chosen.keys()) if (chosen.size > MAX_RECORDS) chosen.delete(old);
}

/** The revision a Keep mine save opened, when this save (on top of `theirs`) is one; forgotten once read. */
export function takeChoice(database: string, table: string, key: string, theirs: number): number | null {
  const id = slot(database, table, key);
  const choice = chosen.get(id);
  if (!choice || choice.theirs !== theirs) return null;
  chosen.delete(id);
  return choice.opened;
}
