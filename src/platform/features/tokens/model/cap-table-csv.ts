// The cap table and its issuance history as CSV: exact decimals (never rounded), full EIP-55
// addresses, formula-safe cells (lib/formats/csv-safe.ts, shared with every export).
import { toSafeCsv } from '@/lib/formats/csv-safe';
import { toDecimalString } from '@/lib/money/decimal-string';
import type { CapTable } from '@/lib/tokens/cap-table';

export const CAP_TABLE_COLUMNS = [
  'rank',
  'holder',
  'balance',
  'balance_units',
  'percent',
  'holder_since_block',
] as const;
export const ISSUANCE_COLUMNS = [
  'block',
  'tx_hash',
  'log_index',
  'kind',
  'holder',
  'amount',
  'amount_units',
  'supply_after',
] as const;

/** One line per holder, largest first; `balance` in whole tokens, `balance_units` in base units. */
export function capTableCsv(table: CapTable, decimals: number): string {
  return toSafeCsv(
    CAP_TABLE_COLUMNS,
    table.holders.map((holder, index) => [
      String(index + 1),
      holder.address,
      toDecimalString(holder.balance, decimals),
      holder.balance.toString(),
      holder.percent,
      String(holder.since),
    ]),
  );
}

/** One line per mint or burn, in chain order. */
export function issuanceCsv(table: CapTable, decimals: number): string {
  return toSafeCsv(
    ISSUANCE_COLUMNS,
    table.issuance.map((event) => [
      String(event.blockNumber),
      event.transactionHash,
      String(event.logIndex),
      event.kind,
      event.holder,
      toDecimalString(event.amount, decimals),
      event.amount.toString(),
      toDecimalString(event.supplyAfter, decimals),
    ]),
  );
}

/** `ACME-cap-table-31337-block-42.csv` (symbol reduced to safe characters). */
export function capTableFileName(
  symbol: string,
  chainId: number,
  block: number,
  what: 'cap-table' | 'issuance',
): string {
  const safe = symbol.replace(/[^A-Za-z0-9]/g, '') || 'token';
  return `${safe}-${what}-${chainId}-block-${block}.csv`;
}
