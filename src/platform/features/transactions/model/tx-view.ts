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
