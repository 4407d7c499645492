// A reader checks every path a change touches against the author's role before applying it. The
// paths come from applying the change to a fork of the document and reading its patches; the
// role rules themselves (team/keys) come in as a callback.
import * as Automerge from '@automerge/automerge/slim';
import type { TeamDoc } from './documents';
import { tablesOfDoc, type DocKind } from './shared-tables';

/** Whether the author may write this table (and field; none for a whole record or table). */
export type MayWrite = (table: string, field?: string) => boolean;

/** One path a change touches, as a table and (when inside a record) a field. */
export interface TouchedPath {
  readonly table: string;
  readonly key?: string;
  readonly field?: string;
}

/** A change allowed in full, or refused with the paths that broke the rules. */
export type RoleCheck =
  | { readonly allowed: true; readonly touched: readonly TouchedPath[] }
  | { readonly allowed: false; readonly refused: readonly TouchedPath[]; readonly reason: string };

function pathOf(path: Automerge.Prop[]): TouchedPath {
  const [table, key, field] = path;
  return {
    table: String(table ?? ''),
    ...(key === undefined ? {} : { key: String(key) }),
    ...(field === undefined ? {} : { field: String(field) }),
  };
}

/**
 * Applies changes to a fork of the document and asks `mayWrite` about every path their patches
 * touch: all of them allowed, or the whole set refused. A path outside the document's own tables
 * (or changes that do not load) is refused whatever the role says.
 */
export function checkChanges(
  doc: TeamDoc,
  kind: DocKind,
  changes: readonly Uint8Array[],
  mayWrite: MayWrite,
): RoleCheck {
  const touched: TouchedPath[] = [];
  const fork = Automerge.clone(doc);
  try {
    Automerge.applyChanges(fork, [...changes], {
      patchCallback: (patches) => touched.push(...patches.map((patch) => pathOf(patch.path))),
    });
  } catch (error) {
    return { allowed: false, refused: [], reason: `The changes do not load: ${String(error)}` };
  }
  const own = new Set<string>(tablesOfDoc(kind));
  const outside = touched.filter((path) => !own.has(path.table));
  if (outside.length) return { allowed: false, refused: outside, reason: `Not a table of the ${kind} document` };
  const refused = touched.filter((path) => !mayWrite(path.table, path.field));
  if (refused.length) return { allowed: false, refused, reason: 'Not allowed for the author’s role' };
  return { allowed: true, touched };
}
