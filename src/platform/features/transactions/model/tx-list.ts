// The table's rows as views sorted newest first, kept up to date by changes: a new or changed row
// is found and placed by binary search, so a new block costs its rows, not the 100k others.
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import { spliceSorted } from '@/lib/primitives/sorted-splice';
import { filterViews, isFiltered, matcherOf, type TxFilters } from './filters';
import { newestFirst, toTxView, type TxView } from './tx-view';

export interface TxList {
  /** Newest first (lib/chain/row-order). */
  readonly views: readonly TxView[];
  readonly byId: ReadonlyMap<string, TxView>;
}

export const EMPTY_LIST: TxList = { views: [], byId: new Map() };

/** What a change did to a list: the views that left it and the ones that entered it. */
export interface TxListChange {
  readonly left: readonly TxView[];
  readonly entered: readonly TxView[];
}

/** Builds the list from every row, reusing the views of `previous` whose row is unchanged. */
export function buildList(rows: Iterable<ChainTransaction>, previous: TxList = EMPTY_LIST): TxList {
  const byId = new Map<string, TxView>();
  for (const row of rows) {
    const known = previous.byId.get(row.id);
    byId.set(row.id, known && known.row.updatedAt === row.updatedAt ? known : toTxView(row));
  }
  return { views: [...byId.values()].sort(newestFirst), byId };
}

/** Removes `left` and inserts `entered` in sorted views (a copy; the original is left as is). */
export function spliceViews(views: readonly TxView[], change: TxListChange): TxView[] {
  return spliceSorted(views, change.left, change.entered, newestFirst);
}

/** Applies changed rows and removed ids to a list; returns the new list and what moved. */
export function applyRows(
  list: TxList,
  upserted: readonly ChainTransaction[],
  removed: readonly string[],
): { list: TxList; change: TxListChange } {
  // The list owns its map and is superseded by the result: updated in place, not copied (100k entries).
  const byId = list.byId as Map<string, TxView>;
  const left: TxView[] = [];
  const entered: TxView[] = [];
  for (const id of removed) {
    const old = byId.get(id);
    if (old) left.push(old);
    byId.delete(id);
  }
  for (const row of upserted) {
    const old = byId.get(row.id);
    if (old && old.row.updatedAt === row.updatedAt) continue;
    if (old) left.push(old);
    const view = toTxView(row);
    byId.set(row.id, view);
    entered.push(view);
  }
  const change = { left, entered };
  return { list: { views: spliceViews(list.views, change), byId }, change };
}

/**
 * Returns a function giving the views that pass the filters. When only the rows changed since the
 * last call (same filters, `step` from the last list), it applies the change to the last result
 * instead of filtering every row again.
 */
export function createShownCache(): (
  list: TxList,
  filters: TxFilters,
  step: { readonly from: TxList; readonly change: TxListChange } | null,
) => readonly TxView[] {
  let last: { list: TxList; filters: TxFilters; shown: readonly TxView[] } | null = null;
  return (list, filters, step) => {
    if (last && last.list === list && last.filters === filters) return last.shown;
    let shown: readonly TxView[];
    if (!isFiltered(filters)) shown = list.views;
    else if (last && step && last.list === step.from && last.filters === filters) {
      const match = matcherOf(filters);
      shown = spliceViews(last.shown, { left: step.change.left, entered: step.change.entered.filter(match) });
    } else shown = filterViews(list.views, filters);
    last = { list, filters, shown };
    return shown;
  };
}
