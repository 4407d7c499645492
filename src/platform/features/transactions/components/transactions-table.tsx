import { useMemo, type Ref } from 'react';
import { VirtualTable, type VirtualColumn } from '@/components/ui/virtual-table';
import { nameOf, type AddressBook } from '@/lib/chain/address-book';
import { confirmationsOf } from '@/platform/features/transactions/model/confirmations';
import { DIRECTION_LABELS, statusLabel } from '@/platform/features/transactions/model/labels';
import { cellsOf } from '@/platform/features/transactions/model/row-cells';
import type { TxView } from '@/platform/features/transactions/model/tx-view';
import { AddressText } from './address-text';

const DIRECTION_CLASSES = {
  in: 'text-emerald-800 dark:text-emerald-300',
  out: 'text-red-800 dark:text-red-300',
  own: 'text-slate-800 dark:text-slate-200',
} as const;

const STATUS_CLASSES = {
  confirmed: 'text-slate-800 dark:text-slate-200',
  pending: 'text-amber-800 dark:text-amber-300',
  failed: 'text-red-800 dark:text-red-300',
  replaced: 'text-slate-700 dark:text-slate-300',
  dropped: 'text-slate-700 dark:text-slate-300',
} as const;

export interface TransactionsTableProps {
  readonly views: readonly TxView[];
  readonly heads: ReadonlyMap<number, number>;
  readonly book: AddressBook;
  readonly onOpen: (id: string) => void;
  readonly scrollRef?: Ref<HTMLDivElement>;
}

const rowKey = (view: TxView) => view.row.id;

/**
 * The virtualised list of rows; the time cell opens a row's details. Cells read the row's cached
 * formatting (model/row-cells); only the status depends on the heads, so the columns change when a
 * block arrives, not while scrolling.
 */
export function TransactionsTable({ views, heads, book, onOpen, scrollRef }: TransactionsTableProps) {
  const columns = useMemo<VirtualColumn<TxView>[]>(
    () => [
      {
        id: 'time',
        header: 'Time',
        width: 'minmax(11rem, 1.2fr)',
        cell: (view) => {
          const { time } = cellsOf(view);
          return (
            <button
              type="button"
              onClick={() => onOpen(view.row.id)}
              aria-label={`Details of ${view.row.hash} at ${time}`}
              className="rounded text-left text-brand-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-100"
            >
              {time}
            </button>
          );
        },
      },
      {
        id: 'direction',
        header: 'Direction',
        width: '7.5rem',
        cell: ({ row }) => <span className={DIRECTION_CLASSES[row.direction]}>{DIRECTION_LABELS[row.direction]}</span>,
      },
      {
        id: 'counterparty',
        header: 'Counterparty',
        width: 'minmax(12rem, 1.4fr)',
        cell: (view) => {
          const address = cellsOf(view).counterparty;
          if (!address)
            return (
              <span className="text-slate-700 dark:text-slate-300">
                {view.row.kind === 'contract-creation' ? 'New contract' : '—'}
              </span>
            );
          // No copy button per row: it is a button, an icon and a live region in every row that
          // scrolls past (a third of a row's cost); the detail panel copies every address.
          return <AddressText address={address} name={nameOf(book, address)} copy={false} />;
        },
      },
      {
        id: 'amount',
        header: 'Amount',
        width: 'minmax(10rem, 1.2fr)',
        className: 'text-right tabular-nums',
        cell: (view) => (
          <span className={`font-medium ${DIRECTION_CLASSES[view.row.direction]}`}>{cellsOf(view).amount}</span>
        ),
      },
      {
        id: 'fee',
        header: 'Fee',
        width: '8.5rem',
        className: 'text-right tabular-nums text-slate-700 dark:text-slate-300',
        cell: (view) => cellsOf(view).fee,
      },
      {
        id: 'status',
        header: 'Status',
        width: 'minmax(11rem, 1.2fr)',
        cell: ({ row }) => (
          <span className={STATUS_CLASSES[row.status]}>{statusLabel(row, confirmationsOf(row, heads))}</span>
        ),
      },
      { id: 'kind', header: 'Kind', width: '9rem', cell: (view) => cellsOf(view).kind },
      {
        id: 'network',
        header: 'Network',
        width: '8rem',
        className: 'text-slate-700 dark:text-slate-300',
        cell: (view) => cellsOf(view).network,
      },
      { id: 'category', header: 'Category', width: '8rem', cell: ({ row }) => row.category ?? '' },
    ],
    [book, heads, onOpen],
  );
  return (
    <VirtualTable
      label="Transactions"
      rows={views}
      columns={columns}
      rowKey={rowKey}
      scrollRef={scrollRef}
      minWidth="80rem"
    />
  );
}
