import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { keepMineOver, StaleRevisionError, type BaseRevision } from '@/lib/db/revision-save';

/** A save refused for one field (e.g. a duplicate found inside the write transaction). */
export class FieldSaveError<Field extends string = string> extends Error {
  constructor(
    readonly field: Field,
    message: string,
  ) {
    super(message);
  }
}

export type Validation<Field extends string, Value> =
  { readonly ok: true; readonly value: Value } | { readonly ok: false; readonly errors: FieldErrors<Field> };

export interface RecordFormOptions<Field extends string, Value> {
  /** Re-run on every render over the current draft (pure model code). */
  readonly validation: Validation<Field, Value>;
  /**
   * Stores the value. `base` is given only when the user chose to keep theirs over a newer
   * version: save on top of that revision instead of the one the draft started from.
   */
  readonly save: (value: Value, base?: { readonly revision: BaseRevision }) => Promise<void>;
  readonly onSaved?: (value: Value) => void;
}

/**
 * The behaviour every record form shares: errors appear once the form was submitted, then
 * follow the typing live (not on blur: a message appearing on blur moves the submit button away
 * from the pointer mid-click); submit focuses the first invalid field; a storage failure is kept
 * to show beside the button; the draft itself is the caller's and is never cleared on failure.
 * A save refused because the record changed elsewhere (StaleRevisionError) is kept as `conflict`
 * until the user keeps theirs (`keepMine`, saved on top of the newer revision) or takes the newer
 * one (`dismissConflict`, after the caller dropped its draft).
 */
export function useRecordForm<Field extends string, Value>({
  validation,
  save,
  onSaved,
}: RecordFormOptions<Field, Value>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [showAll, setShowAll] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<unknown>(null);
  const [fieldSaveErrors, setFieldSaveErrors] = useState<FieldErrors<Field>>({});
  const [attempts, setAttempts] = useState(0);
  const [conflict, setConflict] = useState<StaleRevisionError | null>(null);
  const [conflicts, setConflicts] = useState(0);
  const [resolved, setResolved] = useState(0);

  useEffect(() => {
    if (attempts > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);
  // The conflict message held focus and is gone: give it back to the form, not to the page.
  useEffect(() => {
    if (resolved > 0) formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [resolved]);

  const errors: FieldErrors<Field> = validation.ok ? {} : validation.errors;
  const errorFor = (field: Field): string | undefined =>
    fieldSaveErrors[field] ?? (showAll ? errors[field] : undefined);

  const reset = () => {
    setShowAll(false);
    setSaveError(null);
    setFieldSaveErrors({});
  };

  const run = async (base?: { readonly revision: BaseRevision }) => {
    if (saving) return;
    setFieldSaveErrors({});
    if (!validation.ok) {
      setShowAll(true);
      setAttempts((n) => n + 1);
      return;
    }
    setSaving(true);
    setSaveError(null);
    try {
      await save(validation.value, base);
      reset();
      if (conflict || base) {
        setConflict(null);
        setResolved((n) => n + 1);
      }
      onSaved?.(validation.value);
    } catch (error) {
      if (error instanceof StaleRevisionError) {
        setConflict(error);
        setConflicts((n) => n + 1);
      } else if (error instanceof FieldSaveError) {
        setFieldSaveErrors({ [error.field]: error.message } as FieldErrors<Field>);
        setAttempts((n) => n + 1);
      } else setSaveError(error);
    } finally {
      setSaving(false);
    }
  };

  return {
    formRef,
    errorFor,
    saving,
    saveError,
    reset,
    onSubmit: (event: SubmitEvent) => {
      event.preventDefault();
      void run();
    },
    /** The refusal of the last save because the record changed elsewhere, until resolved. */
    conflict,
    /** Counts refusals, so the conflict message takes focus again on each one. */
    conflictCount: conflicts,
    /**
     * Saves the draft on top of the newer revision the user has seen (their choice: keep mine). After
     * a same-field refusal of a team merge, only the fields the form changed are taken from the
     * draft; the newer version's other fields stay (lib/db/revision-save, keepMineOver).
     */
    keepMine: (revision: BaseRevision) => {
      if (conflict) keepMineOver(conflict);
      void run({ revision });
    },
    /** Forgets the conflict once the caller took the newer version (dropped its draft). */
    dismissConflict: () => {
      setConflict(null);
      setResolved((n) => n + 1);
    },
    /** Call from onChange: save-time messages are stale once the user edits. */
    edited: () => {
      if (Object.keys(fieldSaveErrors).length) setFieldSaveErrors({});
      if (saveError) setSaveError(null);
    },
  };
}
