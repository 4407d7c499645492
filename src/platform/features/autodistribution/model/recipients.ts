// The recipient list of a distribution: each row checked on its own (address, share), then the
// list as a whole (duplicates, percentages adding to 100). Pure: the editor and both CSV imports
// run every row through here, so a row is refused the same way wherever it came from.
import { ZeroAddress } from 'ethers';
import { checkAddress } from '@/lib/primitives/ethereum-address';
import { parseAmount } from '@/lib/money/parse-amount';
import { PERCENT_DECIMALS } from '@/lib/money/split';
import { fromDecimalString } from '@/lib/money/decimal-string';

/** Shares as percentages of a total (up to 4 decimals, adding to 100) or fixed amounts per recipient. */
export type ShareMode = 'percent' | 'fixed';

/** One row as typed or imported; `line` is the file line (1-based) for imported rows, else the row number. */
export interface RecipientInput {
  readonly address: string;
  readonly share: string;
  readonly line: number;
}

/** A refused row: where it is, which cell, and why in words. */
export interface RowError {
  readonly line: number;
  readonly field: 'address' | 'share';
  readonly message: string;
}

/** A row that passed: the EIP-55 address and the share as an exact integer (percent × 10^4, or base units). */
export interface CheckedRecipient {
  readonly address: string;
  readonly share: string;
  readonly weight: bigint;
  readonly line: number;
}

export type RecipientsCheck =
  | { readonly ok: true; readonly recipients: CheckedRecipient[] }
  | { readonly ok: false; readonly errors: RowError[]; readonly listError: string | null };

const PERCENT = /^\d+(\.\d+)?$/;
const HUNDRED = 100n * 10n ** BigInt(PERCENT_DECIMALS);

/** The share of one row as an integer weight, or why it is refused. */
export function checkShare(
  share: string,
  mode: ShareMode,
  decimals: number,
  symbol?: string,
): { ok: true; weight: bigint } | { ok: false; message: string } {
  const text = share.trim();
  if (text === '') return { ok: false, message: mode === 'percent' ? 'Enter a percentage' : 'Enter an amount' };
  if (mode === 'percent') {
    if (!PERCENT.test(text))
      return { ok: false, message: `"${text}" is not a percentage: use digits and a point, e.g. 12.5` };
    let weight: bigint;
    try {
      weight = fromDecimalString(text, PERCENT_DECIMALS);
    } catch {
      return { ok: false, message: `Use at most ${PERCENT_DECIMALS} digits after the point` };
    }
    if (weight === 0n) return { ok: false, message: 'A share must be more than 0%' };
    if (weight > HUNDRED) return { ok: false, message: 'A share cannot be more than 100%' };
    return { ok: true, weight };
  }
  // Files and the editor use '.' as the point: a CSV cell is not read with the user's locale. A
  // plain decimal (the usual cell) is read directly; anything else gets parseAmount's message.
  if (PERCENT.test(text)) {
    const fraction = text.split('.')[1]?.replace(/0+$/, '') ?? '';
    if (fraction.length <= decimals) {
      const units = fromDecimalString(text, decimals);
      return units === 0n ? { ok: false, message: 'The amount must be more than 0' } : { ok: true, weight: units };
    }
  }
  const parsed = parseAmount(text, decimals, { locale: 'en-US', symbol });
  if (!parsed.ok) return { ok: false, message: parsed.error };
  if (parsed.units === 0n) return { ok: false, message: 'The amount must be more than 0' };
  return { ok: true, weight: parsed.units };
}

/** Checks every row and the list; errors are per row (with its line) plus at most one about the list. */
export function checkRecipients(
  rows: readonly RecipientInput[],
  mode: ShareMode,
  decimals: number,
  symbol?: string,
): RecipientsCheck {
  const errors: RowError[] = [];
  const recipients: CheckedRecipient[] = [];
  const firstLine = new Map<string, number>();
  for (const row of rows) {
    const address = checkAddress(row.address);
    const share = checkShare(row.share, mode, decimals, symbol);
    let rowOk = true;
    if (!address.ok) {
      errors.push({
        line: row.line,
        field: 'address',
        message: row.address.trim() === '' ? 'Enter an address' : address.message,
      });
      rowOk = false;
    } else if (address.address === ZeroAddress) {
      errors.push({ line: row.line, field: 'address', message: 'The zero address cannot receive a payment' });
      rowOk = false;
    } else {
      const key = address.address.toLowerCase();
      const first = firstLine.get(key);
      if (first !== undefined) {
        errors.push({ line: row.line, field: 'address', message: `Duplicate of the address on line ${first}` });
        rowOk = false;
      } else firstLine.set(key, row.line);
    }
    if (!share.ok) {
      errors.push({ line: row.line, field: 'share', message: share.message });
      rowOk = false;
    }
    if (rowOk && address.ok && share.ok)
      recipients.push({ address: address.address, share: row.share.trim(), weight: share.weight, line: row.line });
  }
  let listError: string | null = rows.length === 0 ? 'Add at least one recipient' : null;
  if (!listError && errors.length === 0 && mode === 'percent') {
    const sum = recipients.reduce((total, recipient) => total + recipient.weight, 0n);
    if (sum !== HUNDRED) listError = `The percentages add up to ${formatPercent(sum)}%, not 100%`;
  }
  if (errors.length > 0 || listError) return { ok: false, errors, listError };
  return { ok: true, recipients };
}

/** A weight of the percent mode as text (`333333n` → `33.3333`). */
export function formatPercent(weight: bigint): string {
  const scale = 10n ** BigInt(PERCENT_DECIMALS);
  const fraction = (weight % scale).toString().padStart(PERCENT_DECIMALS, '0').replace(/0+$/, '');
  return `${weight / scale}${fraction ? `.${fraction}` : ''}`;
}
