import { useMemo, type Ref } from 'react';
import { Address } from '@/components/ui/address';
import { Amount } from '@/components/ui/amount';
import { AmountValue } from '@/components/ui/amount-value';
import { Status, type BadgeTone } from '@/components/ui/badge';
import { LinkButton } from '@/components/ui/button';
import { VirtualTable, type VirtualColumn } from '@/components/ui/virtual-table';
import { LookAlikeFlag } from '@/components/payments/look-alike-flag';
import { nameOf, type AddressBook } from '@/lib/chain/address-book';
import type { TxStatus } from '@/lib/db/entities/chain-transaction';
import type { LookAlikeOf } from '@/lib/insights/anomalies/address-checks';
import { commodityId } from '@/lib/ledger/commodity';
import type { BaseValues } from '@/lib/ledger/store/use-base-values';
import type { DateFormatSettings } from '@/lib/primitives/date-format';
import { confirmationsOf } from '@/platform/features/transactions/model/confirmations';
import { DIRECTION_LABELS, statusLabel } from '@/platform/features/transactions/model/labels';
import { cellsOf } from '@/platform/features/transactions/model/row-cells';
import type { TxView } from '@/platform/features/transactions/model/tx-view';

const DIRECTION_CLASSES = { in: 'text-success', out: 'text-danger', own: 'text-fg' } as const;

const STATUS_TONES: Record<TxStatus, BadgeTone> = {
  confirmed: 'success',
  pending: 'warning',
  failed: 'danger',
  replaced: 'neutral',
  dropped: 'neutral',
};

// Rows are a fixed height (never measured); two short lines of text fit in it. Stacked on a phone,
// a row is its fields one under the other: time and network, counterparty, amount and fee, status,
// direction, kind and category; a look-alike counterparty adds a line under its address.
const ROW_HEIGHT = 56;
const STACKED_ROW_HEIGHT = 228;
const HEADER_HEIGHT = 36;
// A cell of two lines: the main value, then a muted detail. Cells truncate by default: a text that
// may be cut carries its whole value as its title (hover); the row's details show everything.
const SECOND_LINE = 'block truncate text-xs text-muted';

export interface TransactionsTableProps {
  readonly views: readonly TxView[];
  readonly heads: ReadonlyMap<number, number>;
  readonly book: AddressBook;
  readonly onOpen: (id: string) => void;
  readonly scrollRef?: Ref<HTMLDivElement>;
  /** Each row is valued in the base currency on its own day. */
  readonly values: BaseValues;
  /** The company's date settings (lib/db/use-date-settings): times in its locale and zone. */
  readonly dates?: DateFormatSettings;
  /** The look-alike test (address poisoning): a flagged counterparty gets a line under its address. */
  readonly lookAlike?: LookAlikeOf;
}

const rowKey = (view: TxView) => view.row.id;
const NO_DATES: DateFormatSettings = {};
const NO_LOOK_ALIKES: LookAlikeOf = () => undefined;

/**
 * The virtualised list of rows; the time cell opens a row's details. Cells read the row's cached
 * formatting (model/row-cells); only the status depends on the heads, so the columns change when a
 * block arrives, not while scrolling. Six columns, some of two lines (time and network, amount and
 * fee, kind and category), so the table fits beside the sidebar at 1366 px.
 */
export function TransactionsTable({
  views,
  heads,
  book,
  onOpen,
  scrollRef,
  values,
  dates = NO_DATES,
  lookAlike = NO_LOOK_ALIKES,
}: TransactionsTableProps) {
  const columns = useMemo<VirtualColumn<TxView>[]>(
    () => [
      {
        id: 'time',
        header: 'Time',
        width: 'minmax(9.5rem, 1fr)',
        stacked: 'head',
        cell: (view) => {
          const { time, network } = cellsOf(view, dates);
          return (
            <>
              <LinkButton
                onClick={() => onOpen(view.row.id)}
                aria-label={`Details of ${view.row.hash} at ${time}`}
                title={time}
                className="block max-w-full truncate"
              >
                {time}
              </LinkButton>
              <span className={SECOND_LINE} title={network}>
                {network}
              </span>
            </>
          );
        },
      },
      {
        id: 'direction',
        header: 'Direction',
        width: '6.5rem',
        cell: ({ row }) => (
          <span className={`block whitespace-normal leading-tight ${DIRECTION_CLASSES[row.direction]}`}>
            {DIRECTION_LABELS[row.direction]}
          </span>
        ),
      },
      {
        id: 'counterparty',
        header: 'Counterparty',
        width: 'minmax(10rem, 1.5fr)',
        stacked: 'key',
        cell: (view) => {
          const address = cellsOf(view, dates).counterparty;
          if (!address)
            return <span className="text-muted">{view.row.kind === 'contract-creation' ? 'New contract' : '—'}</span>;
          // No copy button per row: it is a button, an icon and a live region in every row that
          // scrolls past (a third of a row's cost); the detail panel copies every address.
          const twin = lookAlike(address);
          const named = <Address address={address} name={nameOf(book, address) ?? undefined} className="flex-nowrap" />;
          if (twin === undefined) return named;
          return (
            <>
              {named}
              <LookAlikeFlag address={address} twin={twin} book={book} />
            </>
          );
        },
      },
      {
        id: 'amount',
        header: 'Amount',
        width: 'minmax(9.5rem, 1fr)',
        numeric: true,
        stacked: 'key',
        cell: (view) => {
          const { row } = view;
          const signed = row.direction === 'out' ? -BigInt(row.units) : BigInt(row.units);
          const { fee } = cellsOf(view, dates);
          const value = values.on(signed, row.decimals, commodityId(row.chainId, row.asset), row.time.slice(0, 10));
          // Without a base value the amount stands alone: one element fewer in every row.
          return (
            <>
              <span className={`block truncate font-medium ${DIRECTION_CLASSES[row.direction]}`}>
                {row.direction === 'in' ? '+' : ''}
                {value ? (
                  <AmountValue layout="inline" units={signed} asset={row.decimals} symbol={row.symbol} value={value} />
                ) : (
                  <Amount units={signed} asset={row.decimals} symbol={row.symbol} />
                )}
              </span>
              {fee !== '—' ? (
                <span className={SECOND_LINE} title={`Fee ${fee}`}>
                  Fee {fee}
                </span>
              ) : null}
            </>
          );
        },
      },
      {
        id: 'status',
        header: 'Status',
        width: 'minmax(9rem, 1fr)',
        stacked: 'key',
        cell: ({ row }) => (
          <Status tone={STATUS_TONES[row.status]} wrap>
            {statusLabel(row, confirmationsOf(row, heads))}
          </Status>
        ),
      },
      {
        id: 'kind',
        header: 'Kind',
        width: 'minmax(8rem, 0.8fr)',
        cell: (view) => (
          <>
            <span className="block truncate" title={cellsOf(view, dates).kind}>
              {cellsOf(view, dates).kind}
            </span>
            {view.row.category ? (
              <span className={SECOND_LINE} title={view.row.category}>
                {view.row.category}
              </span>
            ) : null}
          </>
        ),
      },
    ],
    [book, heads, onOpen, values, dates, lookAlike],
  );
  // Sized to its rows, up to most of the viewport: three rows leave no blank box below them.
  const height = (rowHeight: number) => `min(calc(100dvh - 10rem), ${HEADER_HEIGHT + views.length * rowHeight + 2}px)`;
  return (
    <VirtualTable
      label="Transactions"
      rows={views}
      columns={columns}
      rowKey={rowKey}
      rowHeight={ROW_HEIGHT}
      stackedRowHeight={STACKED_ROW_HEIGHT}
      height={height}
      scrollRef={scrollRef}
      minWidth="51rem"
    />
  );
}
