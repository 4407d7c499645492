// The table's filters and search as one pure pass over prepared rows.
import type { TxDirection, TxKind, TxStatus } from '@/lib/db/entities/chain-transaction';
import type { TxView } from './tx-view';

export interface TxFilters {
  /** A watched wallet (checksummed), or '' for all. */
  readonly wallet: string;
  /** A chain id as text, or ''. */
  readonly chainId: string;
  readonly direction: TxDirection | '';
  /** An asset key (see assetKey), or ''. */
  readonly asset: string;
  readonly status: TxStatus | '';
  readonly kind: TxKind | '';
  /** Local calendar days `YYYY-MM-DD`, inclusive, or ''. */
  readonly from: string;
  readonly to: string;
  readonly query: string;
}

export const NO_FILTERS: TxFilters = Object.freeze({
  wallet: '',
  chainId: '',
  direction: '',
  asset: '',
  status: '',
  kind: '',
  from: '',
  to: '',
  query: '',
});

/** Identifies an asset across networks: `native` means a different coin on each chain. */
export function assetKey(row: { readonly chainId: number; readonly asset: string }): string {
  return `${row.chainId}:${row.asset.toLowerCase()}`;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The first millisecond of a local calendar day `YYYY-MM-DD`, or null when malformed. */
export function startOfLocalDay(day: string): number | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const time = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getTime();
  return Number.isNaN(time) ? null : time;
}

/** The first millisecond after a local calendar day, or null when malformed. */
export function endOfLocalDay(day: string): number | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const time = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + 1).getTime();
  return Number.isNaN(time) ? null : time;
}

/** Whether any filter or the search is set. */
export function isFiltered(filters: TxFilters): boolean {
  return (Object.keys(NO_FILTERS) as (keyof TxFilters)[]).some((key) => filters[key].trim() !== '');
}

/** How many filters besides the search are set (the count on the "Filters" button). */
export function activeFilterCount(filters: TxFilters): number {
  return (Object.keys(NO_FILTERS) as (keyof TxFilters)[]).filter((key) => key !== 'query' && filters[key].trim() !== '')
    .length;
}

/** The test a view must pass for these filters (search terms all found, every set filter equal). */
export function matcherOf(filters: TxFilters): (view: TxView) => boolean {
  const chainId = filters.chainId ? Number(filters.chainId) : null;
  const start = filters.from ? startOfLocalDay(filters.from) : null;
  const end = filters.to ? endOfLocalDay(filters.to) : null;
  const terms = filters.query.toLowerCase().split(/\s+/).filter(Boolean);
  const wallet = filters.wallet;
  return (view) => {
    const { row, timeMs } = view;
    if (chainId !== null && row.chainId !== chainId) return false;
    if (filters.direction && row.direction !== filters.direction) return false;
    if (filters.status && row.status !== filters.status) return false;
    if (filters.kind && row.kind !== filters.kind) return false;
    if (wallet && !row.wallets.includes(wallet)) return false;
    if (filters.asset && assetKey(row) !== filters.asset) return false;
    if (start !== null && timeMs < start) return false;
    if (end !== null && timeMs >= end) return false;
    for (const term of terms) if (!view.search.includes(term)) return false;
    return true;
  };
}

/**
 * The views that pass every filter, in their given order. Search terms (split on spaces) must all
 * occur in the row's search text; an address or hash matches in any letter case.
 */
export function filterViews(views: readonly TxView[], filters: TxFilters): TxView[] {
  if (!isFiltered(filters)) return views.slice();
  return views.filter(matcherOf(filters));
}
