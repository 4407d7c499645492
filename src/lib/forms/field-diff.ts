/** One field of a record as a conflict shows it: its label and how a value reads on screen. */
export interface DiffField<Values> {
  readonly key: keyof Values & string;
  readonly label: string;
  /** How the value reads (a country name, not its code); defaults to the text itself. */
  readonly show?: (value: Values[keyof Values]) => string;
}

/** A field whose saved-elsewhere value differs from the user's, both as shown on screen. */
export interface FieldChange {
  readonly field: string;
  readonly label: string;
  readonly theirs: string;
  readonly yours: string;
}

/**
 * The fields where the newer stored version ("theirs") and the user's draft ("yours") differ, in
 * the order given. Values are compared as shown, trimmed: what is saved is trimmed too, so a
 * trailing space is no change worth asking about.
 */
export function diffFields<Values>(theirs: Values, yours: Values, fields: readonly DiffField<Values>[]): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const { key, label, show = String } of fields) {
    const a = show(theirs[key]).trim();
    const b = show(yours[key]).trim();
    if (a !== b) changes.push({ field: key, label, theirs: a, yours: b });
  }
  return changes;
}
