// The union rule of shared-tables.ts at read time: a field concurrently written by two devices
// holds several values (Automerge's conflicts); a union field's value is every element of all of
// them, one per key, the winner's first. Elements its rule refuses stay out, with the reason.
import * as Automerge from '@automerge/automerge/slim';
import { fieldJson as parsed } from './field-codec';
import { UNION_FIELDS, type SharedTable } from './shared-tables';

type Element = Readonly<Record<string, unknown>>;

/** One element of a union field its rule refused: the field, the element's key (a signature's owner), why. */
export interface RefusedElement {
  readonly field: string;
  readonly element: string;
  readonly reason: string;
}

/** Every value the field holds: the winner first, then the others in op order (the same on every device). */
function valuesOf(record: Readonly<Record<string, unknown>>, field: string): unknown[] {
  let conflicts: Record<string, unknown> | undefined;
  try {
    conflicts = Automerge.getConflicts(record as unknown as Automerge.Doc<Record<string, unknown>>, field) as
      Record<string, unknown> | undefined;
  } catch {
    conflicts = undefined; // not an Automerge object: its one value
  }
  const others = Object.keys(conflicts ?? {})
    .sort()
    .map((op) => conflicts![op]);
  return [record[field], ...others];
}

/** A record's fields with its union fields merged, and the elements refused (each with its reason). */
export function unionFields(
  table: SharedTable,
  record: Readonly<Record<string, unknown>>,
): { readonly fields: Readonly<Record<string, unknown>>; readonly refused: readonly RefusedElement[] } {
  const rules = UNION_FIELDS[table];
  if (!rules) return { fields: record, refused: [] };
  const fields: Record<string, unknown> = { ...record };
  const plain = Object.fromEntries(Object.keys(record).map((field) => [field, parsed(record[field])]));
  const refused: RefusedElement[] = [];
  for (const [field, rule] of Object.entries(rules)) {
    if (!(field in record)) continue;
    const kept = new Map<string, Element>();
    for (const value of valuesOf(record, field)) {
      const list = parsed(value);
      if (!Array.isArray(list)) continue;
      for (const element of list as Element[]) {
        const named = String(element?.[rule.key] ?? '');
        const id = named.toLowerCase();
        if (kept.has(id)) continue;
        const reason = rule.refuse(plain, element);
        if (reason === null) kept.set(id, element);
        else if (!refused.some((other) => other.field === field && other.reason === reason))
          refused.push({ field, element: named, reason });
      }
    }
    fields[field] = JSON.stringify([...kept.values()]);
  }
  return { fields, refused };
}
