import { useId, type ComponentProps } from 'react';
import { FormField } from './form-field';
import { CONTROL_CLASSES } from './kit-classes';
import type { HiddenLabelProps, LabelledProps } from './input';

// The control classes without their min-w-0: a select keeps at least its longest option's width.
const SELECT_CLASSES = `${CONTROL_CLASSES.replace('min-w-0 ', '')} min-w-fit pr-8`;

export interface SelectOption {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean;
}

export type SelectProps = LabelledProps &
  HiddenLabelProps &
  Omit<ComponentProps<'select'>, 'id' | 'children'> & {
    readonly options: readonly SelectOption[];
    /** A first, empty choice ("Choose an account"). */
    readonly placeholder?: string;
  };

/**
 * A labelled native select. It never shrinks below its longest option's width (a cut-off "Credi"
 * is unreadable); in a narrow column it grows the column instead.
 */
export function Select({
  label,
  hint,
  error,
  id,
  labelHidden,
  options,
  placeholder,
  className = '',
  ...props
}: SelectProps) {
  const fallbackId = useId();
  return (
    <FormField id={id ?? fallbackId} label={label} error={error} labelHidden={labelHidden} {...(hint ? { hint } : {})}>
      {(control) => (
        <select {...props} {...control} className={`${SELECT_CLASSES} ${className}`.trim()}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
