import type { z } from 'zod';

/** One message per field (the first issue on it), as the form shows them below the fields. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** Maps zod issues to the form's fields; `rename` maps a schema key to a form field when they differ. */
export function fieldErrorsFrom<Field extends string>(
  issues: readonly z.core.$ZodIssue[],
  rename: Partial<Record<string, Field>> = {},
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    const field = (rename[key] ?? key) as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Whether a FieldErrors object holds any message. */
export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.values(errors).some(Boolean);
}
