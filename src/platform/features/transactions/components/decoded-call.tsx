import type { AddressBook } from '@/lib/chain/address-book';
import { nameOf } from '@/lib/chain/address-book';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import { formatQuantity } from '@/lib/money/format-quantity';
import { nativeCurrencyOf } from '@/platform/features/transactions/model/labels';
import { AddressText } from './address-text';

/**
 * What the decoder understood of the call: method, payment reference, payee, token and distribution
 * recipients, each address named from the directory (a client, a vendor, a company token) where it is known.
 */
export function DecodedCall({ row, book }: { row: ChainTransaction; book: AddressBook }) {
  const decoded = row.decoded;
  if (!decoded)
    return <p className="text-sm text-muted">{row.selector ? `Unknown call ${row.selector}` : 'No call data.'}</p>;
  // Recipient amounts are in the distributed asset: the token's when the call names one, else the native coin.
  const token =
    decoded.token && row.asset !== 'native' && row.asset === decoded.token
      ? { symbol: row.symbol, decimals: row.decimals }
      : null;
  const unit = decoded.token ? token : nativeCurrencyOf(row.chainId);
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="font-medium">Method</dt>
      <dd className="font-mono break-all">{decoded.method}</dd>
      {decoded.paymentReference ? (
        <>
          <dt className="font-medium">Payment reference</dt>
          <dd className="font-mono text-xs break-all">{decoded.paymentReference}</dd>
        </>
      ) : null}
      {decoded.payee ? (
        <>
          <dt className="font-medium">Payee</dt>
          <dd className="min-w-0">
            <AddressText address={decoded.payee} name={nameOf(book, decoded.payee)} />
          </dd>
        </>
      ) : null}
      {decoded.token ? (
        <>
          <dt className="font-medium">Token</dt>
          <dd className="min-w-0">
            <AddressText address={decoded.token} name={nameOf(book, decoded.token)} />
          </dd>
        </>
      ) : null}
      {decoded.recipients ? (
        <>
          <dt className="font-medium">Recipients</dt>
          <dd>
            <ul className="space-y-1">
              {decoded.recipients.map((recipient, index) => (
                <li key={`${recipient.address}-${index}`} className="flex flex-wrap items-center justify-between gap-2">
                  <AddressText address={recipient.address} name={nameOf(book, recipient.address)} />
                  <span className="tabular-nums">
                    {unit
                      ? formatQuantity(BigInt(recipient.units), unit.decimals, { symbol: unit.symbol })
                      : `${recipient.units} base units`}
                  </span>
                </li>
              ))}
            </ul>
          </dd>
        </>
      ) : null}
    </dl>
  );
}
