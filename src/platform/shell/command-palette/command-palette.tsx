import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Dialog } from '@/components/ui/dialog';
import { useWorkspace } from '@/lib/db/use-workspace';
import { KIND_LABELS, matchCommands, navigationCommands, recordCommand, type PaletteCommand } from './palette-commands';
import { useRecordSearch } from './use-record-search';

const NAVIGATION = navigationCommands();

function statusText(query: string, count: number, searching: boolean, hasWorkspace: boolean): string {
  if (!query.trim()) return 'Type a page, an invoice number, a name, a hash or an address.';
  if (searching) return 'Searching the workspace…';
  const found = count === 0 ? 'Nothing found' : `${count} result${count === 1 ? '' : 's'}`;
  return hasWorkspace ? found : `${found} (connect a wallet to search its records)`;
}

/**
 * The command palette: one combobox (ARIA 1.2, list autocomplete) over the pages, their tabs and
 * the workspace's records. Arrow keys move through the list, Enter opens the active entry, Escape
 * closes the dialog and focus goes back where it was.
 */
export function CommandPalette({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const { db } = useWorkspace();
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const hintId = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const search = useRecordSearch(db, query);
  const options = useMemo<PaletteCommand[]>(() => {
    const records = search.status === 'done' ? search.hits.map(recordCommand) : [];
    // Records first when the query looks like one (a number or a hash finds nothing among pages).
    const pages = matchCommands(NAVIGATION, query, records.length > 0 ? 5 : 8);
    return [...records, ...pages];
  }, [search, query]);
  const activeIndex = Math.min(active, Math.max(options.length - 1, 0));
  const activeOption = options[activeIndex];
  const optionId = (index: number) => `${listId}-option-${index}`;

  const go = (command: PaletteCommand) => {
    onClose();
    void navigate(command.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + options.length) % options.length);
    } else if (event.key === 'Home' && event.ctrlKey) {
      event.preventDefault();
      setActive(0);
    } else if (event.key === 'End' && event.ctrlKey) {
      event.preventDefault();
      setActive(Math.max(options.length - 1, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (activeOption) go(activeOption);
    }
  };

  return (
    <Dialog title="Search" placement="center" onClose={onClose} initialFocus={inputRef} describedBy={hintId}>
      <div className="space-y-3">
        <label htmlFor={`${listId}-input`} className="sr-only">
          Go to a page or find a record
        </label>
        <input
          ref={inputRef}
          id={`${listId}-input`}
          type="text"
          role="combobox"
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? optionId(activeIndex) : undefined}
          autoComplete="off"
          spellCheck={false}
          value={query}
          placeholder="Pages, invoices, names, hashes…"
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          className="w-full rounded-lg border border-border-strong bg-surface px-3 py-2.5 text-base text-fg placeholder:text-muted focus-visible:outline-2 focus-visible:outline-ring"
        />
        <p id={hintId} role="status" aria-live="polite" className="text-sm text-muted">
          {statusText(query, options.length, search.status === 'searching', db !== null)}
          {search.status === 'error' ? ` The workspace could not be searched: ${search.message}` : ''}
        </p>
        <ul id={listId} role="listbox" aria-label="Results" className="max-h-[55vh] space-y-0.5 overflow-y-auto">
          {options.map((option, index) => {
            const selected = index === activeIndex;
            // On the active entry's primary background every text takes the primary's foreground.
            const muted = selected ? '' : 'text-muted';
            // Focus stays in the input (aria-activedescendant); a pointer still picks an entry.
            return (
              <li
                key={option.id}
                id={optionId(index)}
                role="option"
                aria-selected={selected}
                onClick={() => go(option)}
                onMouseMove={() => setActive(index)}
                className={`flex cursor-pointer items-baseline gap-3 rounded-lg px-3 py-2 text-sm ${
                  selected ? 'bg-primary text-primary-fg' : 'text-fg'
                }`}
              >
                <span className={`w-20 shrink-0 text-xs font-medium tracking-wide uppercase ${muted}`}>
                  {KIND_LABELS[option.kind]}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{option.label}</span>
                  {option.kind !== 'page' ? (
                    <span className={`block truncate text-xs ${muted}`}>{option.detail}</span>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </Dialog>
  );
}
