import { Link } from 'react-router-dom';
import { Address } from '@/components/ui/address';
import { AmountValue } from '@/components/ui/amount-value';
import { Status, type BadgeTone } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Table } from '@/components/ui/table';
import { LookAlikeFlag } from '@/components/payments/look-alike-flag';
import { nameOf, type AddressBook } from '@/lib/chain/address-book';
import type { ChainTransaction, TxStatus } from '@/lib/db/entities/chain-transaction';
import type { LookAlikeOf } from '@/lib/insights/anomalies/address-checks';
import { commodityId } from '@/lib/ledger/commodity';
import { formatDateTime, type DateFormatSettings } from '@/lib/primitives/date-format';
import type { BaseValues } from '@/lib/ledger/store/use-base-values';
import { LINKS, transactionLink } from '@/platform/features/dashboard/model/links';

const TONES: Record<TxStatus, BadgeTone> = {
  pending: 'info',
  confirmed: 'success',
  failed: 'danger',
  replaced: 'neutral',
  dropped: 'neutral',
};
const DIRECTION = { in: 'Received', out: 'Sent', own: 'Between own wallets' } as const;
const NO_LOOK_ALIKES: LookAlikeOf = () => undefined;

/**
 * The latest rows of the Transactions page (live), each opening its transaction there, valued on its
 * day; the moment written as Transactions writes it, in the company's locale and time zone. A
 * counterparty that is a look-alike of a known address is flagged as Transactions flags it.
 */
export function LatestTransactions({
  rows,
  values,
  book,
  dates,
  lookAlike = NO_LOOK_ALIKES,
}: {
  rows: readonly ChainTransaction[];
  values: BaseValues;
  /** The company's date settings (useDateSettings). */
  dates: DateFormatSettings;
  /** The directory's names (clients, vendors, team, own wallets): a counterparty by name, its short address beside. */
  book: AddressBook;
  /** The look-alike test (lib/insights/anomalies/address-checks, lookAlikeOf). */
  lookAlike?: LookAlikeOf;
}) {
  return (
    <Card
      title="Latest transactions"
      padding="none"
      actions={
        <Link className="text-sm font-medium text-link underline" to={LINKS.transactions}>
          All transactions
        </Link>
      }
    >
      <Table
        label="Latest transactions, newest first"
        rows={rows}
        rowKey={(row) => row.id}
        rowTestId={() => 'latest-transaction'}
        columns={[
          {
            id: 'what',
            header: 'Transaction',
            rowHeader: true,
            stacked: 'head',
            cell: (row) => (
              <Link className="font-medium text-link underline" to={transactionLink(row.hash)}>
                {DIRECTION[row.direction]} {formatDateTime(row.time, dates)}
              </Link>
            ),
          },
          {
            id: 'who',
            header: 'Counterparty',
            stacked: 'detail',
            cell: (row) => {
              if (!row.counterparty) return 'Own wallets';
              const twin = lookAlike(row.counterparty);
              return (
                <>
                  <Address address={row.counterparty} name={nameOf(book, row.counterparty) ?? undefined} />
                  {twin === undefined ? null : <LookAlikeFlag address={row.counterparty} twin={twin} book={book} />}
                </>
              );
            },
          },
          {
            id: 'amount',
            header: 'Amount',
            numeric: true,
            stacked: 'key',
            cell: (row) => {
              const units = row.direction === 'out' ? -BigInt(row.units) : BigInt(row.units);
              return (
                <AmountValue
                  units={units}
                  asset={row.decimals}
                  symbol={row.symbol}
                  value={values.on(units, row.decimals, commodityId(row.chainId, row.asset), row.time.slice(0, 10))}
                />
              );
            },
          },
          {
            id: 'status',
            header: 'Status',
            stacked: 'key',
            cell: (row) => <Status tone={TONES[row.status]}>{row.status}</Status>,
          },
        ]}
        empty={
          <EmptyState
            title="No transactions yet"
            description="Transfers of the watched wallets show here as the chain confirms them."
          />
        }
      />
    </Card>
  );
}
