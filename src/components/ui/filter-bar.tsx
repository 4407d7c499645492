import type { ReactNode } from 'react';
import { Input } from './input';

export interface FilterBarProps {
  /** The landmark's name: "Filter the journal". */
  readonly label: string;
  readonly className?: string;
  readonly children: ReactNode;
}

/** A list's search box and filters, as one search landmark. */
export function FilterBar({ label, className, children }: FilterBarProps) {
  return (
    <div role="search" aria-label={label} className={className}>
      {children}
    </div>
  );
}

export interface FilterSearchProps {
  readonly value: string;
  readonly onChange: (query: string) => void;
  /** What the search looks in: "Memo, account, source or who posted". */
  readonly placeholder: string;
}

/** The search box of a filter bar: it takes the row's free width, at least 14rem before it wraps. */
export function FilterSearch({ value, onChange, placeholder }: FilterSearchProps) {
  return (
    <div className="min-w-0 flex-1 basis-56">
      <Input
        label="Search"
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
      />
    </div>
  );
}

/** `set('status')(value)`: a change of one filter, the others kept. */
export function filterSetter<Choice extends object>(choice: Choice, onChange: (choice: Choice) => void) {
  return <K extends keyof Choice>(key: K) =>
    (value: Choice[K]) =>
      onChange({ ...choice, [key]: value });
}
