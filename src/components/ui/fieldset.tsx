import { useId, type ReactNode } from 'react';
import { ERROR_CLASSES, LABEL_CLASSES } from './kit-classes';

export interface FieldsetProps {
  /** What the fields have in common ("Lines", "Wallets"), the group's name. */
  readonly legend: ReactNode;
  /** Keeps the legend for assistive technology only (the fields say enough on screen). */
  readonly legendHidden?: boolean;
  /** A message about the group as a whole (e.g. "Add at least one line"). */
  readonly error?: string | undefined;
  /** Layout of the fields inside (spacing, grid); the group's own look is fixed. */
  readonly className?: string;
  readonly children: ReactNode;
}

/** A named group of fields (native fieldset and legend) with an optional message for the group. */
export function Fieldset({ legend, legendHidden = false, error, className = 'space-y-2', children }: FieldsetProps) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className={`min-w-0 ${className}`.trim()}>
      <legend className={legendHidden ? 'sr-only' : `mb-2 ${LABEL_CLASSES}`}>{legend}</legend>
      {children}
      {error ? (
        <p id={errorId} className={ERROR_CLASSES}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
