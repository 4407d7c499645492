// What the Company page's record forms (a team member, a treasury wallet) share around their
// fields: each field bound to the draft, and the end of the form (the storage failure, the
// "changed in another tab" choice, Save and Cancel).
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import type { useRecordForm } from '@/components/ui/use-record-form';
import { RevisionConflict } from '@/components/workspace/revision-conflict';
import { StorageAlert } from '@/components/workspace/storage-alert';
import { newerRecord } from '@/lib/db/revision-save';
import type { FieldChange } from '@/lib/forms/field-diff';

type RecordForm<Field extends string, Value> = ReturnType<typeof useRecordForm<Field, Value>>;

/**
 * Binds a field to the draft: its id, its message, its value, and an onChange that updates the
 * draft and clears the save-time messages (they are stale once the user edits).
 */
export function useDraftFields<Field extends string, Draft extends { readonly [K in Field]: string }>(
  draft: Draft,
  onDraftChange: (draft: Draft) => void,
  form: Pick<RecordForm<Field, unknown>, 'errorFor' | 'edited'>,
) {
  const base = useId();
  return (field: Field) => ({
    id: `${base}-${field}`,
    error: form.errorFor(field),
    value: draft[field],
    onChange: (event: { target: { value: string } }) => {
      onDraftChange({ ...draft, [field]: event.target.value });
      form.edited();
    },
  });
}

export interface RecordFormEndProps<Value extends { readonly revision: number }> {
  readonly form: Pick<
    RecordForm<string, Value>,
    'saving' | 'saveError' | 'conflict' | 'conflictCount' | 'keepMine' | 'dismissConflict'
  >;
  /** The record being edited, or null when adding one. */
  readonly editing: Value | null;
  /** What the conflict message calls the record, given the newest version known. */
  readonly noun: (theirs: Value | null) => string;
  /** The fields where the newer version and the draft differ. */
  readonly changes: (theirs: Value) => FieldChange[];
  readonly submitLabel: string;
  readonly onCancel?: () => void;
  /** The user took the newer version after a refused save (null: it was removed elsewhere). */
  readonly onTakeTheirs?: (theirs: Value | null) => void;
}

/** The storage failure, the conflict after a refused save, then Save and Cancel. */
export function RecordFormEnd<Value extends { readonly revision: number }>({
  form,
  editing,
  noun,
  changes,
  submitLabel,
  onCancel,
  onTakeTheirs,
}: RecordFormEndProps<Value>) {
  const { saving, saveError, conflict } = form;
  // The newest version known: the refusal's, or a later one the live list brought since.
  const theirs = conflict ? newerRecord(conflict.stored as Value | null, editing) : null;
  return (
    <>
      {saveError ? (
        <div className="mt-4">
          <StorageAlert error={saveError} />
        </div>
      ) : null}
      {conflict ? (
        <div className="mt-4">
          <RevisionConflict
            noun={noun(theirs)}
            changes={theirs ? changes(theirs) : []}
            removed={!theirs}
            focusKey={form.conflictCount}
            busy={saving}
            onKeepMine={() => form.keepMine(theirs?.revision ?? null)}
            onTakeTheirs={() => {
              onTakeTheirs?.(theirs);
              form.dismissConflict();
            }}
          />
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button type="submit" disabled={saving}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </>
  );
}
