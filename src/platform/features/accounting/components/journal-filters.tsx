// The journal's search and filters (account, source, status, the report period), and the line
// saying how far the journal's first read is.
import { Checkbox } from '@/components/ui/checkbox';
import { FilterBar, FilterSearch, filterSetter } from '@/components/ui/filter-bar';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import type { LedgerAccount } from '@/lib/db/entities/ledger-account';
import type { SourceFilter, StatusFilter } from '@/platform/features/accounting/model/journal-filter';

/** What the journal's controls choose: `inPeriod` limits it to the report period. */
export interface JournalChoice {
  readonly query: string;
  readonly accountId: string;
  readonly source: SourceFilter;
  readonly status: StatusFilter;
  readonly inPeriod: boolean;
  /** Newest first (the default: what was booked last is what a bookkeeper checks), or oldest first. */
  readonly order: JournalOrderChoice;
}

export type JournalOrderChoice = 'newest' | 'oldest';

export const NO_JOURNAL_CHOICE: JournalChoice = {
  query: '',
  accountId: '',
  source: 'all',
  status: 'all',
  inPeriod: false,
  order: 'newest',
};

const ORDER_OPTIONS: { value: JournalOrderChoice; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
];

const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'live', label: 'Posted' },
  { value: 'reversed', label: 'Reversed and reversals' },
  { value: 'draft', label: 'Drafts (saved and held)' },
];

interface FiltersProps {
  readonly choice: JournalChoice;
  readonly onChange: (choice: JournalChoice) => void;
  readonly accounts: readonly LedgerAccount[];
  readonly sourceOptions: readonly { value: SourceFilter; label: string }[];
}

/** The journal's search box and filters. */
export function JournalFilters({ choice, onChange, accounts, sourceOptions }: FiltersProps) {
  const set = filterSetter(choice, onChange);
  return (
    <FilterBar label="Filter the journal" className="flex flex-wrap items-end gap-3">
      <FilterSearch value={choice.query} onChange={set('query')} placeholder="Memo, account, source or who posted" />
      <Select
        label="Account"
        options={[
          { value: '', label: 'All accounts' },
          ...accounts.map((a) => ({ value: a.id, label: `${a.code} ${a.name}` })),
        ]}
        value={choice.accountId}
        onChange={(e) => set('accountId')(e.target.value)}
      />
      <Select
        label="Source"
        options={[...sourceOptions]}
        value={choice.source}
        onChange={(e) => set('source')(e.target.value as SourceFilter)}
      />
      <Select
        label="Status"
        options={STATUS_OPTIONS}
        value={choice.status}
        onChange={(e) => set('status')(e.target.value as StatusFilter)}
      />
      <Select
        label="Order"
        options={ORDER_OPTIONS}
        value={choice.order}
        onChange={(e) => set('order')(e.target.value as JournalOrderChoice)}
      />
      <Checkbox
        label="Only the report period"
        className="pb-2"
        checked={choice.inPeriod}
        onChange={(e) => set('inPeriod')(e.target.checked)}
      />
    </FilterBar>
  );
}

/** How far the journal's first read is. */
export interface ReadProgress {
  readonly loaded: number;
  readonly total: number;
}

/** Says how far the journal's first read is while its first entries are listed. */
export function JournalProgress({ progress }: { progress: ReadProgress | null }) {
  const count = new Intl.NumberFormat('en');
  const total = progress?.total ?? 0;
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted">
      <Spinner />
      {`Loading the journal…${total > 0 ? ` ${count.format(progress?.loaded ?? 0)} of ${count.format(total)} entries read` : ''}`}
    </p>
  );
}
