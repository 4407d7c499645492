// The "Create shares" form as typed, and what it means: name, symbol, cap and initial holders in
// exact base units (AssetShares has 18 decimals), every refusal a message next to its field.
import { checkAddress } from '@/lib/primitives/ethereum-address';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { toDecimalString } from '@/lib/money/decimal-string';
import { parseAmount } from '@/lib/money/parse-amount';
import { SHARE_DECIMALS } from './token-errors';

export interface HolderDraft {
  readonly address: string;
  readonly amount: string;
}

/** The form's state exactly as typed (kept as a draft). */
export interface SharesDraft {
  readonly name: string;
  readonly symbol: string;
  readonly cap: string;
  readonly holders: readonly HolderDraft[];
}

export const EMPTY_SHARES_DRAFT: SharesDraft = {
  name: '',
  symbol: '',
  cap: '',
  holders: [{ address: '', amount: '' }],
};

/** A holder row's field key: `holder-<index>-address` / `holder-<index>-amount`. */
export const holderField = (index: number, part: 'address' | 'amount') => `holder-${index}-${part}`;

export interface SharesRequest {
  readonly name: string;
  readonly symbol: string;
  readonly cap: bigint;
  readonly holders: readonly { readonly address: string; readonly units: bigint }[];
}

export type SharesCheck =
  { readonly ok: true; readonly value: SharesRequest } | { readonly ok: false; readonly errors: FieldErrors<string> };

const MAX_UINT256 = 2n ** 256n - 1n;

export const TOKEN_MESSAGES = {
  noName: 'Enter a name',
  longName: 'Use at most 100 characters',
  noSymbol: 'Enter a symbol',
  symbolShape: 'Use 1 to 11 letters or digits (e.g. ACME)',
  zeroCap: 'The cap must be more than zero',
  hugeCap: 'The cap is larger than a token can count (2^256 − 1 base units)',
  duplicate: 'This address is already listed above',
  zeroAmount: 'Enter an amount greater than zero',
  overCap: (total: string, cap: string) =>
    `The initial holders get ${total} shares in total, more than the cap of ${cap}`,
} as const;

/** Checks the name and symbol shared by both kinds of token. */
export function checkNameAndSymbol(name: string, symbol: string, errors: FieldErrors<string>): void {
  if (name.trim() === '') errors.name = TOKEN_MESSAGES.noName;
  else if (name.trim().length > 100) errors.name = TOKEN_MESSAGES.longName;
  if (symbol.trim() === '') errors.symbol = TOKEN_MESSAGES.noSymbol;
  else if (!/^[A-Za-z0-9]{1,11}$/.test(symbol.trim())) errors.symbol = TOKEN_MESSAGES.symbolShape;
}

/** Checks the draft; empty holder rows are ignored, so a company may start with no holders. */
export function checkSharesDraft(draft: SharesDraft, locale?: string): SharesCheck {
  const errors: FieldErrors<string> = {};
  checkNameAndSymbol(draft.name, draft.symbol, errors);
  const cap = parseAmount(draft.cap, SHARE_DECIMALS, { locale });
  if (!cap.ok) errors.cap = cap.error;
  else if (cap.units === 0n) errors.cap = TOKEN_MESSAGES.zeroCap;
  else if (cap.units > MAX_UINT256) errors.cap = TOKEN_MESSAGES.hugeCap;

  const holders: { address: string; units: bigint }[] = [];
  const seen = new Set<string>();
  draft.holders.forEach((row, index) => {
    if (row.address.trim() === '' && row.amount.trim() === '') return;
    const address = checkAddress(row.address);
    const duplicate = address.ok && seen.has(address.address);
    if (!address.ok) errors[holderField(index, 'address')] = address.message;
    else if (duplicate) errors[holderField(index, 'address')] = TOKEN_MESSAGES.duplicate;
    else seen.add(address.address);
    const amount = parseAmount(row.amount, SHARE_DECIMALS, { locale });
    if (!amount.ok) errors[holderField(index, 'amount')] = amount.error;
    else if (amount.units === 0n) errors[holderField(index, 'amount')] = TOKEN_MESSAGES.zeroAmount;
    if (address.ok && !duplicate && amount.ok) holders.push({ address: address.address, units: amount.units });
  });
  if (cap.ok && errors.cap === undefined) {
    const total = holders.reduce((sum, holder) => sum + holder.units, 0n);
    if (total > cap.units)
      errors.holders = TOKEN_MESSAGES.overCap(
        toDecimalString(total, SHARE_DECIMALS),
        toDecimalString(cap.units, SHARE_DECIMALS),
      );
  }
  if (Object.keys(errors).length > 0 || !cap.ok) return { ok: false, errors };
  return { ok: true, value: { name: draft.name.trim(), symbol: draft.symbol.trim(), cap: cap.units, holders } };
}
