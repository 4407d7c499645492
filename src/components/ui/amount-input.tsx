import { useId, useState, type ComponentProps } from 'react';
import type { Asset } from '@/lib/money/asset';
import { parseAmount, type ParseAmountResult } from '@/lib/money/parse-amount';
import { FormField } from './form-field';
import { CONTROL_CLASSES } from './kit-classes';
import type { LabelledProps } from './input';

export type AmountInputProps = LabelledProps &
  Omit<ComponentProps<'input'>, 'id' | 'value' | 'onChange' | 'type'> & {
    /** The asset typed in: its decimals bound the fraction, its symbol is shown and accepted. */
    readonly asset: Pick<Asset, 'decimals' | 'symbol'>;
    /** What the person typed, as typed. */
    readonly value: string;
    /** Every change, with the text read as base units (or why it cannot be). */
    readonly onChange: (text: string, parsed: ParseAmountResult) => void;
    readonly locale?: string;
  };

/**
 * A labelled amount field for one asset: the symbol beside it (and in its description), a decimal
 * keypad on phones, and what was typed read exactly by `parseAmount` (the locale's separators, the
 * asset's decimals). Its own reading error shows once the person leaves the field; an `error` from
 * the form (e.g. "more than the balance") wins.
 */
export function AmountInput({
  label,
  hint,
  error,
  id,
  asset,
  value,
  onChange,
  locale,
  className = '',
  onBlur,
  ...props
}: AmountInputProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const unitId = `${inputId}-unit`;
  const [left, setLeft] = useState(false);
  const read = (text: string) =>
    parseAmount(text, asset.decimals, { symbol: asset.symbol, ...(locale ? { locale } : {}) });
  const ownError = left && value.trim() !== '' ? read(value) : null;
  const shownError = error ?? (ownError && !ownError.ok ? ownError.error : undefined);
  return (
    <FormField id={inputId} label={label} error={shownError} {...(hint ? { hint } : {})}>
      {(control) => (
        <div className="relative">
          <input
            {...props}
            {...control}
            aria-describedby={[unitId, control['aria-describedby']].filter(Boolean).join(' ')}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            value={value}
            onChange={(event) => {
              setLeft(false);
              onChange(event.target.value, read(event.target.value));
            }}
            onBlur={(event) => {
              setLeft(true);
              onBlur?.(event);
            }}
            className={`${CONTROL_CLASSES} pr-16 text-right tabular-nums ${className}`.trim()}
          />
          <span
            id={unitId}
            className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm font-medium text-muted"
          >
            {asset.symbol}
          </span>
        </div>
      )}
    </FormField>
  );
}
