import type { InputProps } from './input';
import { Input } from './input';

export type DateInputProps = Omit<InputProps, 'type' | 'value' | 'onChange'> & {
  /** The date as `YYYY-MM-DD` ('' for none). */
  readonly value: string;
  readonly onChange: (value: string) => void;
};

/** A labelled calendar date (`YYYY-MM-DD`, the browser's date picker); `min`/`max` bound it. */
export function DateInput({ value, onChange, className = '', ...props }: DateInputProps) {
  return (
    <Input
      {...props}
      type="date"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={`tabular-nums ${className}`.trim()}
    />
  );
}
