// The words and numbers a row shows; every number and date goes through Intl.
import type { ChainTransaction, TxDirection, TxKind, TxStatus } from '@/lib/db/entities/chain-transaction';
import { callWords } from '@/lib/primitives/known-calls';
import { knownNetwork } from '@/lib/primitives/networks';
import { formatQuantity } from '@/lib/money/format-quantity';
import { shortenAddress } from '@/lib/wallet/shorten-address';
import { formatDateTime, type DateFormatSettings } from '@/lib/primitives/date-format';

export const DIRECTION_LABELS: Readonly<Record<TxDirection, string>> = {
  in: 'In',
  out: 'Out',
  own: 'Between own wallets',
};

export const KIND_LABELS: Readonly<Record<TxKind, string>> = {
  transfer: 'Transfer',
  'token-transfer': 'Token transfer',
  payment: 'Payment',
  distribution: 'Distribution',
  'contract-creation': 'Contract creation',
  call: 'Call',
};

export const STATUS_LABELS: Readonly<Record<TxStatus, string>> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  failed: 'Failed',
  replaced: 'Replaced',
  dropped: 'Dropped',
};

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

/**
 * Known calls in words (`Mint`, `Approve`, `Pause`: lib/primitives/known-calls), other calls by
 * method or selector (`Call 0x12345678`); a token transfer from the zero address is a mint, to it a
 * burn; the kind's name otherwise.
 */
export function kindLabel(
  row: Pick<ChainTransaction, 'kind' | 'decoded' | 'selector'> & Partial<Pick<ChainTransaction, 'from' | 'to'>>,
): string {
  if (row.kind === 'token-transfer' && row.from === ZERO_ADDRESS) return 'Mint';
  if (row.kind === 'token-transfer' && row.to === ZERO_ADDRESS) return 'Burn';
  if (row.kind !== 'call') return KIND_LABELS[row.kind];
  const method = row.decoded?.method ?? row.selector;
  if (!method) return 'Call';
  return callWords(method) ?? `Call ${method}`;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

// Built once per locale: the status cell is formatted for every row that scrolls past.
function numberFormat(locale: string | undefined): Intl.NumberFormat {
  const key = locale ?? '';
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(key, format);
  }
  return format;
}

/** `Confirmed · 3 confirmations`, `Pending`, `Failed: <reason>`, `Replaced by 0x1234…abcd`, `Dropped`. */
export function statusLabel(
  row: Pick<ChainTransaction, 'status' | 'failureReason' | 'replacedBy'>,
  confirmations: number | null,
  locale?: string,
): string {
  switch (row.status) {
    case 'confirmed':
      if (confirmations === null) return 'Confirmed';
      return `Confirmed · ${numberFormat(locale).format(confirmations)} confirmation${confirmations === 1 ? '' : 's'}`;
    case 'failed':
      return `Failed: ${row.failureReason ?? 'reverted'}`;
    case 'replaced':
      return row.replacedBy ? `Replaced by ${shortenAddress(row.replacedBy)}` : 'Replaced';
    default:
      return STATUS_LABELS[row.status];
  }
}

/** The amount with its symbol, signed by direction (+ in, − out, none between own wallets), exact. */
export function signedAmountLabel(
  row: Pick<ChainTransaction, 'units' | 'decimals' | 'symbol' | 'direction'>,
  locale?: string,
): string {
  const units = BigInt(row.units);
  const text = formatQuantity(row.direction === 'out' ? -units : units, row.decimals, {
    symbol: row.symbol,
    ...(locale === undefined ? {} : { locale }),
  });
  return `${row.direction === 'in' ? '+' : ''}${text}`;
}

/** The fee in the native coin, or null when none is known (incoming rows, token rows, pending). */
export function feeLabel(
  row: Pick<ChainTransaction, 'fee'>,
  nativeSymbol: string,
  nativeDecimals: number,
  locale?: string,
): string | null {
  if (row.fee === null) return null;
  return formatQuantity(BigInt(row.fee), nativeDecimals, {
    ...(locale === undefined ? {} : { locale }),
    symbol: nativeSymbol,
  });
}

/** A row's time in the company's locale and zone (medium date, time with seconds; the formatter is cached, 100k rows scroll past). */
export function timeLabel(timeMs: number, dates: DateFormatSettings = {}): string {
  return formatDateTime(timeMs, dates, { seconds: true });
}

/** The native coin of a chain for fees: the known network's, else ETH with 18 decimals. */
export function nativeCurrencyOf(chainId: number): { readonly symbol: string; readonly decimals: number } {
  return knownNetwork(chainId)?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 };
}
