import { useId, type ComponentProps } from 'react';
import { CONTROL_CLASSES, FormField } from './form-field';
import type { HiddenLabelProps, LabelledProps } from './input';

export type TextareaProps = LabelledProps & HiddenLabelProps & Omit<ComponentProps<'textarea'>, 'id'>;

/** A labelled multi-line text field with its hint and error. */
export function Textarea({ label, hint, error, id, labelHidden, className = '', rows = 3, ...props }: TextareaProps) {
  const fallbackId = useId();
  return (
    <FormField id={id ?? fallbackId} label={label} error={error} labelHidden={labelHidden} {...(hint ? { hint } : {})}>
      {(control) => (
        <textarea {...props} {...control} rows={rows} className={`${CONTROL_CLASSES} ${className}`.trim()} />
      )}
    </FormField>
  );
}
