import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { FilterBar, FilterSearch, filterSetter } from '@/components/ui/filter-bar';
import { Select } from '@/components/ui/select';
import { TX_DIRECTIONS, TX_KINDS, TX_STATUSES } from '@/lib/db/entities/chain-transaction';
import type { Facets, FacetOption } from '@/platform/features/transactions/model/facets';
import {
  activeFilterCount,
  isFiltered,
  NO_FILTERS,
  type TxFilters,
} from '@/platform/features/transactions/model/filters';
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
  return (
    <Select
      label={label}
      value={value}
      options={options}
      placeholder="All"
      onChange={(event) => onChange(event.target.value)}
      className="w-full"
    />
  );
}

export interface TransactionsFiltersProps {
  readonly filters: TxFilters;
  readonly facets: Facets;
  readonly onChange: (filters: TxFilters) => void;
}

/**
 * The search, always in view, and the other filters behind a "Filters" disclosure that says how
 * many are set (the list comes first, even at 360 px). Every change applies at once.
 */
export function TransactionsFilters({ filters, facets, onChange }: TransactionsFiltersProps) {
  const panelId = useId();
  const active = activeFilterCount(filters);
  // Opens by itself when a filter is already set, so a set filter is never hidden.
  const [open, setOpen] = useState(active > 0);
  const set = filterSetter(filters, onChange);
  return (
    <FilterBar label="Filter transactions" className="space-y-3">
      <div className="flex flex-wrap items-end gap-2">
        <FilterSearch
          value={filters.query}
          onChange={set('query')}
          placeholder="Hash, address, payment reference or memo"
        />
        <Button variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          Filters
          {active > 0 ? (
            <Badge tone="info">
              {active}
              <span className="sr-only"> active</span>
            </Badge>
          ) : null}
        </Button>
        {isFiltered(filters) ? (
          <Button variant="ghost" onClick={() => onChange(NO_FILTERS)}>
            Clear filters
          </Button>
        ) : null}
      </div>
      <div id={panelId} className={`${open ? 'grid' : 'hidden'} grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4`}>
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
        <DateInput label="From date" value={filters.from} max={filters.to || undefined} onChange={set('from')} />
        <DateInput label="To date" value={filters.to} min={filters.from || undefined} onChange={set('to')} />
      </div>
    </FilterBar>
  );
}
