import { useMemo, type Ref } from 'react';
import { VirtualTable, type VirtualColumn } from '../../../../components/ui/virtual-table';
import { nameOf, type AddressBook } from '../../../../lib/chain/address-book';
import { networkName } from '../../../../lib/chain/networks';
import { confirmationsOf } from '../model/confirmations';
import { DIRECTION_LABELS, feeLabel, kindLabel, nativeCurrencyOf, signedAmountLabel, statusLabel, timeLabel } from '../model/labels';
import type { TxView } from '../model/tx-view';
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

/** The virtualised list of rows; the time cell opens a row's details. */
export function TransactionsTable({ views, heads, book, onOpen, scrollRef }: TransactionsTableProps) {
  const columns = useMemo<VirtualColumn<TxView>[]>(
    () => [
      {
        id: 'time',
        header: 'Time',
        width: 'minmax(11rem, 1.2fr)',
        cell: ({ row, timeMs }) => (
          <button
            type="button"
            onClick={() => onOpen(row.id)}
            aria-label={`Details of ${row.hash} at ${timeLabel(timeMs)}`}
            className="rounded text-left text-brand-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-100"
          >
            {timeLabel(timeMs)}
          </button>
        ),
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
        cell: ({ row }) => {
          const address = row.counterparty ?? (row.direction === 'own' ? row.to : null);
          if (!address) return <span className="text-slate-700 dark:text-slate-300">{row.kind === 'contract-creation' ? 'New contract' : '—'}</span>;
          return <AddressText address={address} name={nameOf(book, address)} />;
        },
      },
      {
        id: 'amount',
        header: 'Amount',
        width: 'minmax(10rem, 1.2fr)',
        className: 'text-right tabular-nums',
        cell: ({ row }) => <span className={`font-medium ${DIRECTION_CLASSES[row.direction]}`}>{signedAmountLabel(row)}</span>,
      },
      {
        id: 'fee',
        header: 'Fee',
        width: '8.5rem',
        className: 'text-right tabular-nums text-slate-700 dark:text-slate-300',
        cell: ({ row }) => {
          const native = nativeCurrencyOf(row.chainId);
          return feeLabel(row, native.symbol, native.decimals) ?? '—';
        },
      },
      {
        id: 'status',
        header: 'Status',
        width: 'minmax(11rem, 1.2fr)',
        cell: ({ row }) => <span className={STATUS_CLASSES[row.status]}>{statusLabel(row, confirmationsOf(row, heads))}</span>,
      },
      { id: 'kind', header: 'Kind', width: '9rem', cell: ({ row }) => `${kindLabel(row)}` },
      {
        id: 'network',
        header: 'Network',
        width: '8rem',
        className: 'text-slate-700 dark:text-slate-300',
        cell: ({ row }) => networkName(row.chainId),
      },
      { id: 'category', header: 'Category', width: '8rem', cell: ({ row }) => row.category ?? '' },
    ],
    [book, heads, onOpen],
  );
  return <VirtualTable label="Transactions" rows={views} columns={columns} rowKey={(view) => view.row.id} scrollRef={scrollRef} minWidth="80rem" />;
}
