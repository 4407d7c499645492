// A transaction row prepared once for the table: its time as a number and one lower-case string
// holding everything search looks at, so filtering 100k rows is a single pass of cheap checks. The
// string is built the first time a search needs it, not while 100k rows load (a reload lists every
// row without building 100k strings nobody may search).
import { newestRowFirst } from '@/lib/chain/row-order';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';

export interface TxView {
  readonly row: ChainTransaction;
  readonly timeMs: number;
  /** hash, from, to, counterparty, payment reference, payee, memo, category, lower-case. */
  readonly search: string;
}

class View implements TxView {
  readonly timeMs: number;
  #search: string | undefined;
  constructor(readonly row: ChainTransaction) {
    this.timeMs = Date.parse(row.time);
  }
  get search(): string {
    if (this.#search === undefined) {
      const { row } = this;
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
      this.#search = parts.join('\n').toLowerCase();
    }
    return this.#search;
  }
}

/** Prepares one row for filtering and display (its search text is built when first asked for). */
export function toTxView(row: ChainTransaction): TxView {
  return new View(row);
}

/** Newest first, as every list of the engine's rows (lib/chain/row-order). */
export function newestFirst(a: TxView, b: TxView): number {
  return newestRowFirst(a.row, b.row, a.timeMs, b.timeMs);
}
