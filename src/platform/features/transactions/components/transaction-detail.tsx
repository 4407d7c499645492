import type { DateFormatSettings } from '@/lib/primitives/date-format';
import type { ReactNode, RefObject } from 'react';
import { Link } from 'react-router-dom';
import { Dialog } from '@/components/ui/dialog';
import { CopyButton } from '@/components/ui/copy-button';
import { LookAlikeAlert } from '@/components/payments/look-alike-flag';
import { nameOf, type AddressBook } from '@/lib/chain/address-book';
import { explorerTxUrl, knownNetwork, networkName } from '@/lib/primitives/networks';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import { confirmationsOf } from '@/platform/features/transactions/model/confirmations';
import { isInternalRow, type PaidRecord } from '@/platform/features/transactions/model/paid-record';
import {
  DIRECTION_LABELS,
  feeLabel,
  kindLabel,
  nativeCurrencyOf,
  signedAmountLabel,
  statusLabel,
  timeLabel,
} from '@/platform/features/transactions/model/labels';
import { AddressText } from './address-text';
import { DecodedCall } from './decoded-call';
import { UserFieldsForm, type UserFieldsFormProps } from './user-fields-form';

const SOURCE_LABELS: Record<ChainTransaction['source'], string> = {
  app: 'Sent from Ledgerline',
  scan: 'Block scan',
  logs: 'Transfer logs',
  explorer: 'Explorer API',
};

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-fg">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

export interface TransactionDetailProps {
  readonly row: ChainTransaction;
  readonly heads: ReadonlyMap<number, number>;
  readonly book: AddressBook;
  /** The invoice or bill this payment paid, when its reference names one. */
  readonly paid?: PaidRecord | null;
  readonly onClose: () => void;
  readonly onSave: UserFieldsFormProps['onSave'];
  readonly fallbackFocus: RefObject<HTMLElement | null>;
  /** The company's date settings: the time in its locale and zone, as the list shows it. */
  readonly dates?: DateFormatSettings;
  /** The known address the counterparty is a look-alike of (address poisoning), if it is one. */
  readonly lookAlikeTwin?: string | undefined;
}

/** Every field of one row, its decoded call, an explorer link, and the user's category and memo. */
export function TransactionDetail(props: TransactionDetailProps) {
  const { row, heads, book, paid, onClose, onSave, fallbackFocus, dates = {}, lookAlikeTwin } = props;
  const network = knownNetwork(row.chainId);
  const explorer = network ? explorerTxUrl(network, row.hash) : null;
  const native = nativeCurrencyOf(row.chainId);
  const number = new Intl.NumberFormat();
  return (
    <Dialog title="Transaction details" onClose={onClose} fallbackFocus={fallbackFocus}>
      <div className="space-y-6">
        {row.counterparty && lookAlikeTwin !== undefined ? (
          <LookAlikeAlert address={row.counterparty} twin={lookAlikeTwin} book={book} />
        ) : null}
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm">
          <Field label="Amount">
            <span className="font-semibold tabular-nums">{signedAmountLabel(row)}</span>
          </Field>
          <Field label="Status">{statusLabel(row, confirmationsOf(row, heads))}</Field>
          <Field label="Direction">{DIRECTION_LABELS[row.direction]}</Field>
          <Field label="Kind">{kindLabel(row)}</Field>
          {paid ? (
            <Field label="Paid">
              <Link to={paid.path} className="font-medium text-link underline underline-offset-2">
                {paid.label}
              </Link>
            </Field>
          ) : null}
          {row.counterparty ? (
            <Field label="Counterparty">
              <AddressText address={row.counterparty} name={nameOf(book, row.counterparty)} />
            </Field>
          ) : null}
          {isInternalRow(row) ? (
            <Field label="Inside">
              An internal transfer made by the contract during the transaction below, which it is part of.
            </Field>
          ) : null}
          <Field label="Time">{timeLabel(Date.parse(row.time), dates)}</Field>
          <Field label="Network">{networkName(row.chainId)}</Field>
          <Field label="Hash">
            <span className="inline-flex items-start gap-1">
              <span className="font-mono text-xs break-all">{row.hash}</span>
              <CopyButton text={row.hash} label="Copy transaction hash" />
            </span>
          </Field>
          {row.logIndex !== null ? <Field label="Log index">{number.format(row.logIndex)}</Field> : null}
          <Field label="Block">{row.blockNumber === null ? 'Not mined yet' : number.format(row.blockNumber)}</Field>
          <Field label="From">
            <AddressText address={row.from} name={nameOf(book, row.from)} />
          </Field>
          <Field label="To">
            {row.to ? <AddressText address={row.to} name={nameOf(book, row.to)} /> : 'Contract creation'}
          </Field>
          <Field label="Asset">
            {row.asset === 'native' ? `${row.symbol} (native)` : <AddressText address={row.asset} name={row.symbol} />}
          </Field>
          <Field label="Base units">
            <span className="font-mono text-xs break-all">{row.units}</span> ({number.format(row.decimals)} decimals)
          </Field>
          <Field label="Fee">{feeLabel(row, native.symbol, native.decimals) ?? 'None recorded'}</Field>
          {row.nonce !== null ? <Field label="Nonce">{number.format(row.nonce)}</Field> : null}
          {row.failureReason ? <Field label="Failure reason">{row.failureReason}</Field> : null}
          {row.replacedBy ? (
            <Field label="Replaced by">
              <span className="font-mono text-xs break-all">{row.replacedBy}</span>
            </Field>
          ) : null}
          <Field label="Source">{SOURCE_LABELS[row.source]}</Field>
        </dl>
        {explorer ? (
          <p>
            <a
              href={explorer}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-link underline underline-offset-2"
            >
              View on {new URL(explorer).hostname} <span className="sr-only">(opens in a new tab)</span>
            </a>
          </p>
        ) : (
          <p className="text-sm text-muted">{networkName(row.chainId)} has no block explorer.</p>
        )}
        <section className="space-y-2">
          <h3 className="font-semibold">Decoded call</h3>
          <DecodedCall row={row} book={book} />
        </section>
        <section className="space-y-2">
          <h3 className="font-semibold">Your notes</h3>
          <UserFieldsForm key={row.id} row={row} onSave={onSave} />
        </section>
      </div>
    </Dialog>
  );
}
