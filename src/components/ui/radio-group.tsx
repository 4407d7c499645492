import { useId } from 'react';
import { ERROR_CLASSES } from './kit-classes';

export interface RadioOption {
  readonly value: string;
  readonly label: string;
  readonly hint?: string;
  readonly disabled?: boolean;
}

export interface RadioGroupProps {
  /** The question, as the fieldset's legend. */
  readonly legend: string;
  readonly name: string;
  readonly options: readonly RadioOption[];
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string | undefined;
  /** Options side by side instead of one per line. */
  readonly inline?: boolean;
}

/**
 * One choice among a few, as native radio buttons in a fieldset: the browser gives arrow keys
 * (move and select) and one tab stop for the group; the legend names the group for screen readers.
 */
export function RadioGroup({ legend, name, options, value, onChange, error, inline = false }: RadioGroupProps) {
  const groupId = useId();
  const errorId = `${groupId}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="min-w-0">
      <legend className="text-sm font-medium text-fg">{legend}</legend>
      <div className={`mt-2 flex ${inline ? 'flex-wrap gap-x-5 gap-y-2' : 'flex-col gap-2'}`}>
        {options.map((option) => {
          const optionId = `${groupId}-${option.value}`;
          return (
            <div key={option.value} className="flex items-start gap-2">
              <input
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                disabled={option.disabled}
                aria-invalid={error ? true : undefined}
                aria-describedby={option.hint ? `${optionId}-hint` : undefined}
                onChange={() => onChange(option.value)}
                className="mt-0.5 size-4 shrink-0 accent-primary"
              />
              <div className="min-w-0">
                <label htmlFor={optionId} className="text-sm text-fg">
                  {option.label}
                </label>
                {option.hint ? (
                  <p id={`${optionId}-hint`} className="text-xs text-muted">
                    {option.hint}
                  </p>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className={`mt-1 ${ERROR_CLASSES}`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
