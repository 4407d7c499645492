// A transaction row prepared once for the table: its time as a number and one lower-case string
// holding everything search looks at, so filtering 100k rows is a single pass of cheap checks.
import { newestRowFirst } from '@/lib/chain/row-order';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';

export interface TxView {
  readonly row: ChainTransaction;
  readonly timeMs: number;
  /** hash, from, to, counterparty, payment reference, payee, memo, category, lower-case. */
  readonly search: string;
}

/** Prepares one row for filtering and display. */
export function toTxView(row: ChainTransaction): TxView {
  const parts = [
    row.hash,
    row.from,
    row.to ?? '',
    row.counterparty ?? '',
    row.decoded?.paymentReference ?? '',
    row.decoded?.payee ?? '',
    row.memo,
    row.category ?? '',
  ];
  return { row, timeMs: Date.parse(row.time), search: parts.join('\n').toLowerCase() };
}

/** Newest first, as every list of the engine's rows (lib/chain/row-order). */
export function newestFirst(a: TxView, b: TxView): number {
  return newestRowFirst(a.row, b.row, a.timeMs, b.timeMs);
}

/**
 * Returns a function that turns rows into sorted views, reusing the view of every row whose id and
 * updatedAt are unchanged since the last call: after a new block only the new or changed rows are
 * prepared again. Rows are only ever changed with a new updatedAt (sync and user edits set it).
 */
export function createViewCache(): (rows: readonly ChainTransaction[]) => TxView[] {
  let cache = new Map<string, TxView>();
  return (rows) => {
    const next = new Map<string, TxView>();
    const views = rows.map((row) => {
      const cached = cache.get(row.id);
      const view = cached && cached.row.updatedAt === row.updatedAt ? cached : toTxView(row);
      next.set(row.id, view);
      return view;
    });
    cache = next;
    return views.sort(newestFirst);
  };
}
