import { useId, type ComponentProps } from 'react';
import { ERROR_CLASSES } from './kit-classes';

export type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'id'> & {
  readonly label: string;
  readonly hint?: string;
  readonly error?: string | undefined;
  readonly id?: string;
  /** Keeps the label for assistive technology only (a row's selection box in a table). */
  readonly labelHidden?: boolean;
};

/** A checkbox with its label beside it (the whole label toggles it), an optional hint and error. */
export function Checkbox({ label, hint, error, id, labelHidden = false, className = '', ...props }: CheckboxProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`min-w-0 ${className}`.trim()}>
      <div className="flex items-start gap-2">
        <input
          {...props}
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="mt-0.5 size-4 shrink-0 rounded border-border-strong accent-primary"
        />
        <label htmlFor={inputId} className={labelHidden ? 'sr-only' : 'text-sm font-medium text-fg'}>
          {label}
        </label>
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 pl-6 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={`mt-1 pl-6 ${ERROR_CLASSES}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
