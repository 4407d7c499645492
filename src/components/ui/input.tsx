import { useId, type ComponentProps } from 'react';
import { CONTROL_CLASSES, FormField } from './form-field';

/** What every labelled control takes besides its element's own attributes. */
export interface LabelledProps {
  readonly label: string;
  readonly hint?: string | undefined;
  readonly error?: string | undefined;
  /** The control's id; one is made up when left out. */
  readonly id?: string;
}

export type InputProps = LabelledProps & Omit<ComponentProps<'input'>, 'id'>;

/** A labelled text input with its hint and error (aria-describedby, aria-invalid). */
export function Input({
  label,
  hint,
  error,
  id,
  className = '',
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  ...props
}: InputProps) {
  const fallbackId = useId();
  return (
    <FormField
      id={id ?? fallbackId}
      label={label}
      error={error}
      describedBy={describedBy}
      invalid={invalid === true || invalid === 'true'}
      {...(hint ? { hint } : {})}
    >
      {(control) => <input {...props} {...control} className={`${CONTROL_CLASSES} ${className}`.trim()} />}
    </FormField>
  );
}
