import { useId, type ComponentProps } from 'react';
import { FormField } from './form-field';
import { CONTROL_CLASSES } from './kit-classes';
import type { ErrorRoleProps, HiddenLabelProps, LabelledProps } from './input';

export type TextareaProps = LabelledProps & ErrorRoleProps & HiddenLabelProps & Omit<ComponentProps<'textarea'>, 'id'>;

/** A labelled multi-line text field with its hint and error. */
export function Textarea({
  label,
  hint,
  error,
  errorRole,
  labelHidden,
  id,
  className = '',
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  rows = 3,
  ...props
}: TextareaProps) {
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
      {(control) => (
        <textarea {...props} {...control} rows={rows} className={`${CONTROL_CLASSES} ${className}`.trim()} />
      )}
    </FormField>
  );
}
