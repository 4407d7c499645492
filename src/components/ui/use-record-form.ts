import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldErrors } from '../../lib/forms/field-errors';

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
  | { readonly ok: true; readonly value: Value }
  | { readonly ok: false; readonly errors: FieldErrors<Field> };

export interface RecordFormOptions<Field extends string, Value> {
  /** Re-run on every render over the current draft (pure model code). */
  readonly validation: Validation<Field, Value>;
  readonly save: (value: Value) => Promise<void>;
  readonly onSaved?: (value: Value) => void;
}

/**
 * The behaviour every record form shares: errors appear once the form was submitted, then
 * follow the typing live (not on blur: a message appearing on blur moves the submit button away
 * from the pointer mid-click); submit focuses the first invalid field; a storage failure is kept
 * to show beside the button; the draft itself is the caller's and is never cleared on failure.
 */
export function useRecordForm<Field extends string, Value>({ validation, save, onSaved }: RecordFormOptions<Field, Value>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [showAll, setShowAll] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<unknown>(null);
  const [fieldSaveErrors, setFieldSaveErrors] = useState<FieldErrors<Field>>({});
  const [attempts, setAttempts] = useState(0);

  useEffect(() => {
    if (attempts > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  const errors: FieldErrors<Field> = validation.ok ? {} : validation.errors;
  const errorFor = (field: Field): string | undefined =>
    fieldSaveErrors[field] ?? (showAll ? errors[field] : undefined);

  const reset = () => {
    setShowAll(false);
    setSaveError(null);
    setFieldSaveErrors({});
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
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
      await save(validation.value);
      reset();
      onSaved?.(validation.value);
    } catch (error) {
      if (error instanceof FieldSaveError) {
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
    onSubmit: (event: FormEvent) => void onSubmit(event),
    /** Call from onChange: save-time messages are stale once the user edits. */
    edited: () => {
      if (Object.keys(fieldSaveErrors).length) setFieldSaveErrors({});
      if (saveError) setSaveError(null);
    },
  };
}
