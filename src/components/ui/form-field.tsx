import type { ReactNode } from 'react';
import { ERROR_CLASSES, LABEL_CLASSES } from './kit-classes';

/** The attributes that tie a control to its label, hint and error message. */
export interface FieldControlProps {
  readonly id: string;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  readonly id: string;
  readonly label: string;
  readonly error?: string | undefined;
  readonly hint?: string;
  /** Ids of other elements that describe the control too (a live result below it), read first. */
  readonly describedBy?: string | undefined;
  /** Marks the control invalid without an error message here (the message is elsewhere). */
  readonly invalid?: boolean | undefined;
  /** `alert` announces the error as soon as it appears (a refusal after a submit or a file choice). */
  readonly errorRole?: 'alert' | undefined;
  /** Keeps the label for assistive technology only (a row of a grid whose column header names it). */
  readonly labelHidden?: boolean | undefined;
  readonly children: (control: FieldControlProps) => ReactNode;
}

/** A labelled control with its hint and, below it, its error message (aria-describedby). */
export function FormField({
  id,
  label,
  error,
  hint,
  describedBy: extra,
  invalid,
  errorRole,
  labelHidden = false,
  children,
}: FormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [extra || null, hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="min-w-0 space-y-1">
      <label htmlFor={id} className={labelHidden ? 'sr-only' : LABEL_CLASSES}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error || invalid ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role={errorRole} className={ERROR_CLASSES}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
