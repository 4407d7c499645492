import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { CONTROL_CLASSES, LABEL_CLASSES } from '@/components/ui/form-field';
import { TX_DIRECTIONS, TX_KINDS, TX_STATUSES } from '@/lib/db/entities/chain-transaction';
import type { Facets, FacetOption } from '@/platform/features/transactions/model/facets';
import { isFiltered, NO_FILTERS, type TxFilters } from '@/platform/features/transactions/model/filters';
import { DIRECTION_LABELS, KIND_LABELS, STATUS_LABELS } from '@/platform/features/transactions/model/labels';

const DIRECTIONS = TX_DIRECTIONS.map((value) => ({ value, label: DIRECTION_LABELS[value] }));
const STATUSES = TX_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));
const KINDS = TX_KINDS.map((value) => ({ value, label: KIND_LABELS[value] }));

function SelectFilter({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly FacetOption[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="min-w-0 space-y-1">
      <label htmlFor={id} className={LABEL_CLASSES}>
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={CONTROL_CLASSES}>
        <option value="">All</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export interface TransactionsFiltersProps {
  readonly filters: TxFilters;
  readonly facets: Facets;
  readonly onChange: (filters: TxFilters) => void;
}

/** Search and the filters; every change applies at once (the list is filtered in memory). */
export function TransactionsFilters({ filters, facets, onChange }: TransactionsFiltersProps) {
  const searchId = useId();
  const fromId = useId();
  const toId = useId();
  const set =
    <K extends keyof TxFilters>(key: K) =>
    (value: TxFilters[K]) =>
      onChange({ ...filters, [key]: value });
  return (
    <div role="search" aria-label="Filter transactions" className="space-y-3">
      <div className="space-y-1">
        <label htmlFor={searchId} className={LABEL_CLASSES}>
          Search
        </label>
        <input
          id={searchId}
          type="search"
          value={filters.query}
          onChange={(event) => set('query')(event.target.value)}
          placeholder="Hash, address, payment reference or memo"
          className={CONTROL_CLASSES}
        />
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SelectFilter label="Wallet" value={filters.wallet} options={facets.wallets} onChange={set('wallet')} />
        <SelectFilter label="Network" value={filters.chainId} options={facets.networks} onChange={set('chainId')} />
        <SelectFilter
          label="Direction"
          value={filters.direction}
          options={DIRECTIONS}
          onChange={(value) => set('direction')(value as TxFilters['direction'])}
        />
        <SelectFilter label="Asset" value={filters.asset} options={facets.assets} onChange={set('asset')} />
        <SelectFilter
          label="Status"
          value={filters.status}
          options={STATUSES}
          onChange={(value) => set('status')(value as TxFilters['status'])}
        />
        <SelectFilter
          label="Kind"
          value={filters.kind}
          options={KINDS}
          onChange={(value) => set('kind')(value as TxFilters['kind'])}
        />
        <div className="min-w-0 space-y-1">
          <label htmlFor={fromId} className={LABEL_CLASSES}>
            From date
          </label>
          <input
            id={fromId}
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => set('from')(event.target.value)}
            className={CONTROL_CLASSES}
          />
        </div>
        <div className="min-w-0 space-y-1">
          <label htmlFor={toId} className={LABEL_CLASSES}>
            To date
          </label>
          <input
            id={toId}
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(event) => set('to')(event.target.value)}
            className={CONTROL_CLASSES}
          />
        </div>
      </div>
      {isFiltered(filters) ? (
        <Button variant="secondary" onClick={() => onChange(NO_FILTERS)}>
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}
