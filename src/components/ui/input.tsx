import { useId, type ComponentProps } from 'react';
import { FormField } from './form-field';
import { CONTROL_CLASSES } from './kit-classes';

/** What every labelled control takes besides its element's own attributes. */
export interface LabelledProps {
  readonly label: string;
  readonly hint?: string | undefined;
  readonly error?: string | undefined;
  /** The control's id; one is made up when left out. */
  readonly id?: string;
}

/** `alert` announces the control's error as soon as it appears (a refusal after a submit). */
export interface ErrorRoleProps {
  readonly errorRole?: 'alert' | undefined;
}

/** For a row of a grid of fields: the label stays the control's name but is visually hidden. */
export interface HiddenLabelProps {
  readonly labelHidden?: boolean | undefined;
}

export type InputProps = LabelledProps & ErrorRoleProps & HiddenLabelProps & Omit<ComponentProps<'input'>, 'id'>;

/** A labelled text input with its hint and error (aria-describedby, aria-invalid). */
export function Input({
  label,
  hint,
  error,
  errorRole,
  labelHidden,
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
      errorRole={errorRole}
      labelHidden={labelHidden}
      describedBy={describedBy}
      invalid={invalid === true || invalid === 'true'}
      {...(hint ? { hint } : {})}
    >
      {(control) => <input {...props} {...control} className={`${CONTROL_CLASSES} ${className}`.trim()} />}
    </FormField>
  );
}
