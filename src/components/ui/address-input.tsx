import { useId, useState, type ComponentProps } from 'react';
import { checkAddress, type AddressCheck } from '@/lib/primitives/ethereum-address';
import { FormField } from './form-field';
import { CONTROL_CLASSES } from './kit-classes';
import type { LabelledProps } from './input';

export type AddressInputProps = LabelledProps &
  Omit<ComponentProps<'input'>, 'id' | 'value' | 'onChange' | 'type'> & {
    readonly value: string;
    /** Every change, with the EIP-55 check of what was typed. */
    readonly onChange: (text: string, check: AddressCheck) => void;
    /** The name the workspace knows for a checksummed address (a client, a vendor, a member). */
    readonly lookup?: (address: string) => string | undefined;
  };

/**
 * A labelled Ethereum address field. The EIP-55 checksum guards against typos (mixed case must
 * match); on leaving the field a valid address is rewritten in its checksummed form, and the name
 * the workspace knows for it is shown (and read with the field).
 */
export function AddressInput({
  label,
  hint,
  error,
  id,
  value,
  onChange,
  lookup,
  className = '',
  onBlur,
  ...props
}: AddressInputProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const nameId = `${inputId}-name`;
  const [left, setLeft] = useState(false);
  const check = value.trim() === '' ? null : checkAddress(value);
  const ownError = left && check && !check.ok ? check.message : undefined;
  const known = check?.ok ? lookup?.(check.address) : undefined;
  return (
    <FormField id={inputId} label={label} error={error ?? ownError} {...(hint ? { hint } : {})}>
      {(control) => (
        <>
          <input
            {...props}
            {...control}
            aria-describedby={
              [control['aria-describedby'], known ? nameId : null].filter(Boolean).join(' ') || undefined
            }
            type="text"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder={props.placeholder ?? '0x…'}
            value={value}
            onChange={(event) => {
              setLeft(false);
              onChange(event.target.value, checkAddress(event.target.value));
            }}
            onBlur={(event) => {
              setLeft(true);
              if (check?.ok && check.address !== value) onChange(check.address, check);
              onBlur?.(event);
            }}
            className={`${CONTROL_CLASSES} font-mono ${className}`.trim()}
          />
          {known ? (
            <p id={nameId} className="text-sm text-fg">
              <span className="sr-only">Known as </span>
              <span className="font-medium">{known}</span>
            </p>
          ) : null}
        </>
      )}
    </FormField>
  );
}
