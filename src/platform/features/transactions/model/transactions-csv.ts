// The CSV export: one line per row shown, exact amounts, and no cell a spreadsheet would run as a
// formula. Columns are documented in ../README.md; keep both in step.
import type { AddressBook } from '@/lib/chain/address-book';
import { nameOf } from '@/lib/chain/address-book';
import { networkName } from '@/lib/primitives/networks';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import { toDecimalString } from '@/lib/money/decimal-string';
import { toSafeCsv } from '@/lib/formats/csv-safe';
import { confirmationsOf } from './confirmations';
import { nativeCurrencyOf } from './labels';

export const CSV_COLUMNS = [
  'time',
  'network',
  'chain_id',
  'hash',
  'log_index',
  'block',
  'direction',
  'wallets',
  'from',
  'to',
  'counterparty',
  'counterparty_name',
  'asset',
  'symbol',
  'decimals',
  'amount',
  'amount_units',
  'signed_amount',
  'fee',
  'fee_units',
  'fee_symbol',
  'status',
  'confirmations',
  'failure_reason',
  'replaced_by',
  'kind',
  'method',
  'payment_reference',
  'category',
  'memo',
] as const;

export type CsvColumn = (typeof CSV_COLUMNS)[number];
export type CsvRecord = Record<CsvColumn, string>;

/** One CSV record per row: exact decimal strings next to the raw base units. */
export function csvRecord(row: ChainTransaction, heads: ReadonlyMap<number, number>, book: AddressBook): CsvRecord {
  const amount = toDecimalString(BigInt(row.units), row.decimals);
  const native = nativeCurrencyOf(row.chainId);
  const confirmations = confirmationsOf(row, heads);
  return {
    time: new Date(row.time).toISOString(),
    network: networkName(row.chainId),
    chain_id: String(row.chainId),
    hash: row.hash,
    log_index: row.logIndex === null ? '' : String(row.logIndex),
    block: row.blockNumber === null ? '' : String(row.blockNumber),
    direction: row.direction,
    wallets: row.wallets.join(' '),
    from: row.from,
    to: row.to ?? '',
    counterparty: row.counterparty ?? '',
    counterparty_name: nameOf(book, row.counterparty) ?? '',
    asset: row.asset,
    symbol: row.symbol,
    decimals: String(row.decimals),
    amount,
    amount_units: row.units,
    signed_amount: row.direction === 'out' && amount !== '0' ? `-${amount}` : amount,
    fee: row.fee === null ? '' : toDecimalString(BigInt(row.fee), native.decimals),
    fee_units: row.fee ?? '',
    fee_symbol: row.fee === null ? '' : native.symbol,
    status: row.status,
    confirmations: confirmations === null ? '' : String(confirmations),
    failure_reason: row.failureReason ?? '',
    replaced_by: row.replacedBy ?? '',
    kind: row.kind,
    method: row.decoded?.method ?? row.selector ?? '',
    payment_reference: row.decoded?.paymentReference ?? '',
    category: row.category ?? '',
    memo: row.memo,
  };
}

/** The CSV text of the rows, header first, CRLF line ends (RFC 4180). */
export function toCsv(
  rows: readonly ChainTransaction[],
  heads: ReadonlyMap<number, number>,
  book: AddressBook,
): string {
  const data = rows.map((row) => {
    const record = csvRecord(row, heads, book);
    return CSV_COLUMNS.map((column) => record[column]);
  });
  return toSafeCsv(CSV_COLUMNS, data);
}

/** `ledgerline-transactions-2025-01-31.csv` (the local date of the export). */
export function csvFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `ledgerline-transactions-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
